/**
 * A dealer's accessory catalogue as the page edits it: each accessory's fields as typed (the vehicles it fits
 * as lines of "make / model"), accessories added and retired, saved as one list (lib/list-form.ts).
 */
import type { AccessoryCategory } from '../../../contract/accessories.ts';
import {
  ANY_FIT,
  DealerAccessoriesRequestSchema,
  type AccessoryFitInput,
  type DealerAccessoriesAnswer,
  type DealerAccessoriesRequest,
} from '../../../contract/workspace-dealer-accessories.ts';
import { createListForm } from '../../lib/list-form.ts';
import { getDealerAccessories, saveDealerAccessories } from './api.ts';
import { dollarsOf } from '../../lib/typed-numbers.ts';

type Deps = { dealerId: string; onUnauthorized: () => void };

export type AccessoryRow = {
  key: string;
  id?: string;
  name: string;
  category: AccessoryCategory;
  price: string;
  description: string;
  /** One vehicle a line: "Toyota / Camry", "Toyota / *" or "*". */
  fits: string;
  retired: boolean;
};

/** The fits as the box shows them: a make with any model is "Toyota / *", any vehicle "*". */
export const fitsText = (fits: readonly AccessoryFitInput[]): string =>
  fits.map((f) => (f.make === ANY_FIT && f.model === ANY_FIT ? ANY_FIT : `${f.make} / ${f.model}`)).join('\n');

/** The box's lines as fits: "make / model", a make alone is any of its models; blank lines are skipped. */
export const fitsOf = (typed: string): { make: string; model: string }[] =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const slash = line.indexOf('/');
      if (slash < 0) return { make: line, model: ANY_FIT };
      return { make: line.slice(0, slash).trim(), model: line.slice(slash + 1).trim() };
    });

export function createAccessoriesModel({ dealerId, onUnauthorized }: Deps) {
  return createListForm<DealerAccessoriesAnswer, AccessoryRow, DealerAccessoriesRequest>({
    list: 'accessories',
    schema: DealerAccessoriesRequestSchema,
    load: (signal) => getDealerAccessories(dealerId, signal),
    save: (body) => saveDealerAccessories(dealerId, body),
    rowsOf: (answer) =>
      answer.accessories.map((a) => ({ ...a, key: a.id, price: String(a.price), fits: fitsText(a.fits) })),
    bodyOf: (rows) => ({
      accessories: rows.map(({ key: _key, price, fits, ...row }) => ({
        ...row,
        price: dollarsOf(price),
        fits: fitsOf(fits),
      })),
    }),
    blank: () => ({ name: '', category: 'INTERIOR', price: '', description: '', fits: ANY_FIT, retired: false }),
    onUnauthorized,
  });
}
export type AccessoriesModel = ReturnType<typeof createAccessoriesModel>;
