/** The dealer a settings change is for, when the member manages it: managers and admins, on that dealer. */
import type { Dealer } from '../../../../src/contract/page-context.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { getDealer } from '../../db/dealers-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { Forbidden, NotFound } from '../../domain/errors.ts';
import { reachesDealer, readsAuditLog } from '../../domain/staff/access.ts';

/** Managers and admins change a dealer's settings: the same members who read the audit log. */
export const managesDealers = readsAuditLog;

export async function managedDealer(db: Db, member: StaffMember, dealerId: string): Promise<Dealer> {
  if (!managesDealers(member)) throw new Forbidden(MANAGERS_ONLY);
  const dealer = await getDealer(db, dealerId);
  if (!dealer) throw new NotFound('Dealer not found');
  if (!reachesDealer(member, dealer.id)) throw new Forbidden(NOT_YOUR_DEALER);
  return dealer;
}
