/**
 * A dealer's deposit rule for its managers (and platform admins): whether it takes a refundable deposit that
 * holds a vehicle, the amount, the refundable days and the hold's hours. Saved as versions
 * (settings-history.ts); the reservation service reads the rule at each new reservation, so one already
 * paid keeps the terms it was paid under.
 */
import { DepositRuleSchema, type DepositRule } from '../../../../src/contract/reservation.ts';
import type { DealerDepositsAnswer } from '../../../../src/contract/workspace-dealer-deposits.ts';
import { getDealerDeposits, setDealerDeposits } from '../../db/dealers-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { NotFound } from '../../domain/errors.ts';
import type { AppDeps } from '../app-deps.ts';
import { managedDealer } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

export const dealerDepositsDoc: SettingsDoc<DepositRule> = {
  kind: 'dealer-deposits',
  auditAction: 'dealer.deposits',
  schema: DepositRuleSchema,
  async authorize(db, member, id) {
    const dealer = await managedDealer(db, member, id);
    return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
  },
  async load(db, id) {
    const found = await getDealerDeposits(db, id);
    if (!found) throw new NotFound('Dealer not found');
    return found;
  },
  async save(db, id, rule) {
    await setDealerDeposits(db, id, rule);
  },
};

export type DealerDepositsService = {
  get(member: StaffMember, dealerId: string): Promise<DealerDepositsAnswer>;
  set(member: StaffMember, dealerId: string, rule: DepositRule, client: string): Promise<DealerDepositsAnswer>;
};

export function createDealerDeposits(
  deps: Pick<AppDeps, 'db'> & { history: SettingsHistoryService },
): DealerDepositsService {
  const { db, history } = deps;

  async function answer(member: StaffMember, dealerId: string): Promise<DealerDepositsAnswer> {
    const dealer = await managedDealer(db, member, dealerId);
    const rule = await getDealerDeposits(db, dealer.id);
    if (!rule) throw new NotFound('Dealer not found');
    return { dealer: { id: dealer.id, name: dealer.name }, ...rule };
  }

  return {
    get: answer,
    async set(member, dealerId, rule, client) {
      const dealer = await managedDealer(db, member, dealerId);
      await history.update(dealerDepositsDoc, member, dealer.id, rule, client);
      return answer(member, dealer.id);
    },
  };
}
