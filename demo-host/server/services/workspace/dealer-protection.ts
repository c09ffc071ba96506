/**
 * A dealer's own protection products for its managers (and platform admins): listed, added, edited and
 * retired (never deleted: deals and contracts point at them), saved as versions (settings-history.ts), so
 * each change is in the history and a revert restores the list before it. The widget offers what is listed
 * and not retired, at the next read.
 */
import {
  DealerProtectionSchema,
  type DealerProtection,
  type DealerProtectionAnswer,
  type DealerProtectionRequest,
} from '../../../../src/contract/workspace-dealer-protection.ts';
import { getDealerProtection, setDealerProtection } from '../../db/protection-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import type { AppDeps } from '../app-deps.ts';
import { withCatalogueIds } from './catalogue-ids.ts';
import { managedDealer } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

export function dealerProtectionDoc(clock: () => number): SettingsDoc<DealerProtection> {
  return {
    kind: 'dealer-protection',
    auditAction: 'dealer.protection',
    schema: DealerProtectionSchema,
    async authorize(db, member, id) {
      const dealer = await managedDealer(db, member, id);
      return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
    },
    load: (db, id) => getDealerProtection(db, id),
    save: (db, id, doc) => setDealerProtection(db, id, doc, clock()),
  };
}

export type DealerProtectionService = {
  get(member: StaffMember, dealerId: string): Promise<DealerProtectionAnswer>;
  set(
    member: StaffMember,
    dealerId: string,
    request: DealerProtectionRequest,
    client: string,
  ): Promise<DealerProtectionAnswer>;
};

export function createDealerProtection(
  deps: Pick<AppDeps, 'db'> & { history: SettingsHistoryService; doc: SettingsDoc<DealerProtection> },
): DealerProtectionService {
  const { db, history, doc } = deps;

  async function answer(member: StaffMember, dealerId: string): Promise<DealerProtectionAnswer> {
    const dealer = await managedDealer(db, member, dealerId);
    return { dealer: { id: dealer.id, name: dealer.name }, ...(await getDealerProtection(db, dealer.id)) };
  }

  return {
    get: answer,
    async set(member, dealerId, request, client) {
      const dealer = await managedDealer(db, member, dealerId);
      const stored = new Set((await getDealerProtection(db, dealer.id)).products.map((p) => p.id));
      const products = withCatalogueIds(
        request.products,
        stored,
        dealer.id,
        (index) => `products.${String(index)}.id`,
        'No such product',
      );
      await history.update(doc, member, dealer.id, { products }, client);
      return answer(member, dealer.id);
    },
  };
}
