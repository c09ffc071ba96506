/**
 * A dealer's lead settings for its managers (and platform admins): how long a shopper's later events
 * update their first lead, and the kinds that always make a new one. Saved as versions (settings-history.ts).
 */
import { LEAD_KINDS } from '../../../../src/contract/bridge-protocol.ts';
import { LeadSettingsSchema, type LeadSettings } from '../../../../src/contract/workspace-lead-settings.ts';
import type { DealerLeadSettings } from '../../../../src/contract/workspace-settings.ts';
import { getLeadSettings, setLeadSettings } from '../../db/dealers-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { NotFound } from '../../domain/errors.ts';
import type { AppDeps } from '../app-deps.ts';
import { managedDealer } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

export const leadSettingsDoc: SettingsDoc<LeadSettings> = {
  kind: 'dealer-leads',
  auditAction: 'dealer.lead-settings',
  schema: LeadSettingsSchema,
  async authorize(db, member, id) {
    const dealer = await managedDealer(db, member, id);
    return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
  },
  async load(db, id) {
    const settings = await getLeadSettings(db, id);
    if (!settings) throw new NotFound('Dealer not found');
    return settings;
  },
  async save(db, id, settings) {
    await setLeadSettings(db, id, settings);
  },
};

export type LeadSettingsService = {
  get(member: StaffMember, dealerId: string): Promise<DealerLeadSettings>;
  set(member: StaffMember, dealerId: string, settings: LeadSettings, client: string): Promise<DealerLeadSettings>;
};

export function createLeadSettings(
  deps: Pick<AppDeps, 'db'> & { history: SettingsHistoryService },
): LeadSettingsService {
  const { db, history } = deps;

  async function answer(member: StaffMember, dealerId: string): Promise<DealerLeadSettings> {
    const dealer = await managedDealer(db, member, dealerId);
    return { dealer: { id: dealer.id, name: dealer.name }, ...(await leadSettingsDoc.load(db, dealer.id)) };
  }

  return {
    get: answer,
    async set(member, dealerId, settings, client) {
      // Each kind once, in the contract's order: the stored list reads the same however it was ticked.
      const alwaysNew = LEAD_KINDS.filter((kind) => settings.alwaysNew.includes(kind));
      await history.update(leadSettingsDoc, member, dealerId, { threadHours: settings.threadHours, alwaysNew }, client);
      return answer(member, dealerId);
    },
  };
}
