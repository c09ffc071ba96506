/**
 * A dealer's own protection products as the page edits them: each product's fields as typed, products added
 * and retired, saved as one list with the contract's schema checked first; each message lands on its field.
 */
import { batch, computed, signal } from '@preact/signals';
import * as v from 'valibot';
import {
  DealerProtectionRequestSchema,
  type DealerProtectionAnswer,
} from '../../../contract/workspace-dealer-protection.ts';
import { ApiError } from '../../../lib/http.ts';
import { serverMessage } from '../../i18n/index.ts';
import { failureMessage, isUnauthorized } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { getDealerProtection, saveDealerProtection } from './api.ts';
import { dollarsOf } from './rules-model.ts';

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
type Editable = Exclude<keyof ProductRow, 'key' | 'id'>;

let keys = 0;
const rowsOf = (answer: DealerProtectionAnswer): ProductRow[] =>
  answer.products.map((p) => ({ ...p, key: p.id, price: String(p.price) }));

export function createProtectionModel({ dealerId, onUnauthorized }: Deps) {
  const remote = createRemote<DealerProtectionAnswer>();
  const rows = signal<ProductRow[]>([]);
  /** Messages by `products.<index>.<field>`. */
  const errors = signal<Record<string, string>>({});
  const formError = signal<string | null>(null);
  const saving = signal(false);
  const saved = signal(false);

  function place(found: readonly { field: string; message: string }[]): void {
    const mine: Record<string, string> = {};
    const other: string[] = [];
    for (const { field, message } of found) {
      if (/^products\.\d+\.\w+$/.test(field)) mine[field] ??= serverMessage(message);
      else other.push(serverMessage(message));
    }
    batch(() => {
      errors.value = mine;
      formError.value = other.length > 0 ? other.join(' ') : null;
    });
  }

  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => getDealerProtection(dealerId, signal ?? aborted));
    if (found) rows.value = rowsOf(found);
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: remote.state,
    rows: computed(() => rows.value),
    errors: computed(() => errors.value),
    formError: computed(() => formError.value),
    saving: computed(() => saving.value),
    saved: computed(() => saved.value),
    load,
    retry: () => load(),
    edit<K extends Editable>(index: number, field: K, value: ProductRow[K]): void {
      batch(() => {
        rows.value = rows.value.map((row, i) => (i === index ? { ...row, [field]: value } : row));
        saved.value = false;
        const path = `products.${String(index)}.${field}`;
        if (errors.value[path]) {
          const rest = { ...errors.value };
          delete rest[path];
          errors.value = rest;
        }
      });
    },
    add(): void {
      keys += 1;
      const row = {
        key: `new-${String(keys)}`,
        name: '',
        price: '',
        description: '',
        financedOnly: false,
        retired: false,
      };
      batch(() => {
        rows.value = [...rows.value, row];
        saved.value = false;
      });
    },
    async save(): Promise<boolean> {
      if (remote.state.value.status !== 'complete' || saving.value) return false;
      const body = {
        products: rows.value.map(({ key: _key, price, ...row }) => ({ ...row, price: dollarsOf(price) })),
      };
      const parsed = v.safeParse(DealerProtectionRequestSchema, body);
      if (!parsed.success) {
        place(parsed.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })));
        return false;
      }
      batch(() => {
        saving.value = true;
        saved.value = false;
        formError.value = null;
      });
      try {
        const answer = await saveDealerProtection(dealerId, parsed.output);
        batch(() => {
          remote.set(answer);
          rows.value = rowsOf(answer);
          errors.value = {};
          saved.value = true;
        });
        return true;
      } catch (error) {
        if (isUnauthorized(error)) onUnauthorized();
        else if (error instanceof ApiError && error.isBadRequest && error.fieldErrors.length > 0)
          place(error.fieldErrors);
        else formError.value = failureMessage(error);
        return false;
      } finally {
        saving.value = false;
      }
    },
    dispose(): void {
      remote.abort();
    },
  };
}
export type ProtectionModel = ReturnType<typeof createProtectionModel>;
