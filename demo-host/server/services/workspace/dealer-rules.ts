/**
 * A dealer's money and rules for its managers (and platform admins): the doc and registration fees every
 * deal carries, the ZIP its deals are taxed at before the shopper's is known, and the seed 000 §6 flags
 * for drive-at-home and protection products. Saved as versions (settings-history.ts); the deal desk reads
 * them at each quote, so an open deal's next quote carries a changed fee (the server owns every price).
 */
import {
  TAX_ZIP_UNKNOWN,
  DealerRulesSchema,
  type DealerRules,
  type DealerRulesAnswer,
} from '../../../../src/contract/workspace-dealer-rules.ts';
import { getDealerRules, setDealerRules } from '../../db/dealers-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { Invalid, NotFound } from '../../domain/errors.ts';
import type { DealDesk } from '../deal-desk.ts';
import type { AppDeps } from '../app-deps.ts';
import { managedDealer } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

export const dealerRulesDoc: SettingsDoc<DealerRules> = {
  kind: 'dealer-rules',
  auditAction: 'dealer.rules',
  schema: DealerRulesSchema,
  async authorize(db, member, id) {
    const dealer = await managedDealer(db, member, id);
    return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
  },
  async load(db, id) {
    const found = await getDealerRules(db, id);
    if (!found) throw new NotFound('Dealer not found');
    return found.rules;
  },
  async save(db, id, rules) {
    await setDealerRules(db, id, rules);
  },
};

export type DealerRulesService = {
  get(member: StaffMember, dealerId: string): Promise<DealerRulesAnswer>;
  set(member: StaffMember, dealerId: string, rules: DealerRules, client: string): Promise<DealerRulesAnswer>;
};

export function createDealerRules(
  deps: Pick<AppDeps, 'db'> & { history: SettingsHistoryService; desk: Pick<DealDesk, 'taxPlace'> },
): DealerRulesService {
  const { db, history, desk } = deps;

  async function answer(member: StaffMember, dealerId: string): Promise<DealerRulesAnswer> {
    const dealer = await managedDealer(db, member, dealerId);
    const found = await getDealerRules(db, dealer.id);
    if (!found) throw new NotFound('Dealer not found');
    return { dealer: { id: dealer.id, name: dealer.name }, addressZip: found.addressZip, ...found.rules };
  }

  return {
    get: answer,
    async set(member, dealerId, rules, client) {
      const dealer = await managedDealer(db, member, dealerId);
      // The desk taxes a dealer's ZIP only in its own state (else at the state's rate): a ZIP elsewhere would mislead.
      if (rules.taxZip !== '') {
        const place = await desk.taxPlace(rules.taxZip);
        if (!place || place.stateCode !== dealer.stateCode)
          throw new Invalid('Invalid request', [{ field: 'taxZip', message: TAX_ZIP_UNKNOWN }]);
      }
      await history.update(dealerRulesDoc, member, dealer.id, rules, client);
      return answer(member, dealer.id);
    },
  };
}
