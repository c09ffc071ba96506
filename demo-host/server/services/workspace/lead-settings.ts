/**
 * A dealer's lead settings for its managers (and platform admins): how long a shopper's later events
 * update their first lead, and the kinds that always make a new one. Every change goes in the audit log.
 */
import { LEAD_KINDS } from '../../../../src/contract/bridge-protocol.ts';
import type { LeadSettings } from '../../../../src/contract/workspace-lead-settings.ts';
import type { DealerLeadSettings } from '../../../../src/contract/workspace-settings.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import type { Dealer } from '../../../../src/contract/page-context.ts';
import { getDealer, getLeadSettings, setLeadSettings } from '../../db/dealers-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { Forbidden, NotFound } from '../../domain/errors.ts';
import { reachesDealer, readsAuditLog } from '../../domain/staff/access.ts';
import type { AppDeps } from '../app-deps.ts';

/** Managers and admins change a dealer's settings: the same members who read the audit log. */
const managesDealer = readsAuditLog;

export type LeadSettingsService = {
  get(member: StaffMember, dealerId: string): Promise<DealerLeadSettings>;
  set(member: StaffMember, dealerId: string, settings: LeadSettings, client: string): Promise<DealerLeadSettings>;
};

export function createLeadSettings(deps: Pick<AppDeps, 'db' | 'now'>): LeadSettingsService {
  const { db } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());

  async function managedDealer(member: StaffMember, dealerId: string): Promise<Dealer> {
    if (!managesDealer(member)) throw new Forbidden(MANAGERS_ONLY);
    const dealer = await getDealer(db, dealerId);
    if (!dealer) throw new NotFound('Dealer not found');
    if (!reachesDealer(member, dealer.id)) throw new Forbidden(NOT_YOUR_DEALER);
    return dealer;
  }

  async function answer(dealer: Dealer): Promise<DealerLeadSettings> {
    const settings = (await getLeadSettings(db, dealer.id))!;
    return { dealer: { id: dealer.id, name: dealer.name }, ...settings };
  }

  return {
    async get(member, dealerId) {
      return answer(await managedDealer(member, dealerId));
    },
    async set(member, dealerId, settings, client) {
      const dealer = await managedDealer(member, dealerId);
      // Each kind once, in the contract's order: the stored list reads the same however it was ticked.
      const alwaysNew = LEAD_KINDS.filter((kind) => settings.alwaysNew.includes(kind));
      await db.transaction().execute(async (tx) => {
        await setLeadSettings(tx, dealer.id, { threadHours: settings.threadHours, alwaysNew });
        await appendAudit(tx, {
          at: clock(),
          staffId: member.id,
          staffEmail: member.email,
          action: 'dealer.lead-settings',
          recordType: 'dealer',
          recordId: dealer.id,
          dealerId: dealer.id,
          client,
        });
      });
      return answer(dealer);
    },
  };
}
