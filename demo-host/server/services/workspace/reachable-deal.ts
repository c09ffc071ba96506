/** A deal a staff member may work on: the rule every workspace service that opens a deal by id keeps. */
import { NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { dealerOfVehicle } from '../../db/deal-jacket-repo.ts';
import { getDealRecord } from '../../db/deals-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { Forbidden, NotFound } from '../../domain/errors.ts';
import { reachesDealer } from '../../domain/staff/access.ts';

/** The deal and its dealer, if the member reaches it: unknown is a 404, another dealer's a 403. */
export async function reachableDeal(db: Db, member: StaffMember, id: string) {
  const deal = await getDealRecord(db, id);
  const dealer = deal ? await dealerOfVehicle(db, deal.vehicleId) : undefined;
  if (!deal || !dealer) throw new NotFound('Deal not found');
  if (!reachesDealer(member, dealer.id)) throw new Forbidden(NOT_YOUR_DEALER);
  return { deal, dealer };
}
