/**
 * A dealer's accessory catalogue for its managers (and platform admins): listed, added, edited and retired
 * (never deleted: deals that saved an accessory keep it at its price), with the vehicles each fits, saved as
 * versions (settings-history.ts), so each change is in the history and a revert restores the list before
 * it. The widget's accessories step offers what is listed, fits and is not retired, at the next read.
 */
import {
  DealerAccessoriesSchema,
  type DealerAccessories,
  type DealerAccessoriesAnswer,
  type DealerAccessoriesRequest,
} from '../../../../src/contract/workspace-dealer-accessories.ts';
import { getDealerAccessories, setDealerAccessories } from '../../db/accessories-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import type { AppDeps } from '../app-deps.ts';
import { withCatalogueIds } from './catalogue-ids.ts';
import { managedDealer } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

export const NO_SUCH_ACCESSORY = 'No such accessory';

export function dealerAccessoriesDoc(clock: () => number): SettingsDoc<DealerAccessories> {
  return {
    kind: 'dealer-accessories',
    auditAction: 'dealer.accessories',
    schema: DealerAccessoriesSchema,
    async authorize(db, member, id) {
      const dealer = await managedDealer(db, member, id);
      return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
    },
    load: (db, id) => getDealerAccessories(db, id),
    save: (db, id, doc) => setDealerAccessories(db, id, doc, clock()),
  };
}

export type DealerAccessoriesService = {
  get(member: StaffMember, dealerId: string): Promise<DealerAccessoriesAnswer>;
  set(
    member: StaffMember,
    dealerId: string,
    request: DealerAccessoriesRequest,
    client: string,
  ): Promise<DealerAccessoriesAnswer>;
};

export function createDealerAccessories(
  deps: Pick<AppDeps, 'db'> & { history: SettingsHistoryService; doc: SettingsDoc<DealerAccessories> },
): DealerAccessoriesService {
  const { db, history, doc } = deps;

  async function answer(member: StaffMember, dealerId: string): Promise<DealerAccessoriesAnswer> {
    const dealer = await managedDealer(db, member, dealerId);
    return { dealer: { id: dealer.id, name: dealer.name }, ...(await getDealerAccessories(db, dealer.id)) };
  }

  return {
    get: answer,
    async set(member, dealerId, request, client) {
      const dealer = await managedDealer(db, member, dealerId);
      const stored = new Set((await getDealerAccessories(db, dealer.id)).accessories.map((a) => a.id));
      const accessories = withCatalogueIds(
        request.accessories,
        stored,
        dealer.id,
        (index) => `accessories.${String(index)}.id`,
        NO_SUCH_ACCESSORY,
      );
      await history.update(doc, member, dealer.id, { accessories }, client);
      return answer(member, dealer.id);
    },
  };
}
