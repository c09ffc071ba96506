/**
 * A dealer's own protection products as the page edits them: each product's fields as typed, products added
 * and retired, saved as one list (lib/list-form.ts); each message lands on its field.
 */
import {
  DealerProtectionRequestSchema,
  type DealerProtectionAnswer,
  type DealerProtectionRequest,
} from '../../../contract/workspace-dealer-protection.ts';
import { createListForm } from '../../lib/list-form.ts';
import { getDealerProtection, saveDealerProtection } from './api.ts';
import { dollarsOf } from '../../lib/typed-numbers.ts';

type Deps = { dealerId: string; onUnauthorized: () => void };

export type ProductRow = {
  /** The row's own key while it is edited (a new product has no id yet). */
  key: string;
  id?: string;
  name: string;
  price: string;
  description: string;
  financedOnly: boolean;
  retired: boolean;
};

export function createProtectionModel({ dealerId, onUnauthorized }: Deps) {
  return createListForm<DealerProtectionAnswer, ProductRow, DealerProtectionRequest>({
    list: 'products',
    schema: DealerProtectionRequestSchema,
    load: (signal) => getDealerProtection(dealerId, signal),
    save: (body) => saveDealerProtection(dealerId, body),
    rowsOf: (answer) => answer.products.map((p) => ({ ...p, key: p.id, price: String(p.price) })),
    bodyOf: (rows) => ({
      products: rows.map(({ key: _key, price, ...row }) => ({ ...row, price: dollarsOf(price) })),
    }),
    blank: () => ({ name: '', price: '', description: '', financedOnly: false, retired: false }),
    onUnauthorized,
  });
}
export type ProtectionModel = ReturnType<typeof createProtectionModel>;
