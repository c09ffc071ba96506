import { describe, expect, it } from 'vitest';
import { NOT_OFFERED, RETIRED_PRODUCT, UNKNOWN_PRODUCT } from '../../../../src/contract/protection.ts';
import type { CatalogProduct } from '../../db/protection-repo.ts';
import { checkProducts, productsTotal } from './jacket.ts';

const product = (id: string, dealerId: string | null, price: number): CatalogProduct => ({
  id,
  dealerId,
  kind: dealerId === null ? 'SERVICE_CONTRACT' : 'DEALER_PRODUCT',
  name: id,
  description: '',
  price,
  coverage: null,
  optional: true,
  financedOnly: false,
  retired: false,
});
const PLAN = product('vsc-basic', null, 1680);
const OWN = product('d1-gap', 'd1', 795.5);
const OTHERS = product('d2-gap', 'd2', 700);
const FOUND = [PLAN, OWN, OTHERS];
const D1 = { id: 'd1', offersProtection: true };
const field = (i: number) => `list.${String(i)}`;

describe('checkProducts and a retired product', () => {
  const RETIRED = { ...OWN, retired: true };

  it('refuses it when the deal does not carry it, and keeps it when it does', () => {
    expect(checkProducts(['vsc-basic', 'd1-gap'], [PLAN, RETIRED], D1, field, new Set(['vsc-basic']))).toEqual({
      products: [],
      errors: [{ field: 'list.1', message: RETIRED_PRODUCT }],
    });
    expect(checkProducts(['d1-gap'], [RETIRED], D1, field, new Set(['d1-gap']))).toEqual({
      products: [RETIRED],
      errors: [],
    });
  });

  it('reads a stored list (no `kept`) as it is', () => {
    expect(checkProducts(['d1-gap'], [RETIRED], D1, field).errors).toEqual([]);
  });
});

describe('checkProducts', () => {
  it('keeps plans and the dealer’s own products, each once, in first-listed order', () => {
    expect(checkProducts(['d1-gap', 'vsc-basic', 'd1-gap'], FOUND, D1, field)).toEqual({
      products: [OWN, PLAN],
      errors: [],
    });
  });

  it('reports an unknown product and another dealer’s on their first list position', () => {
    expect(checkProducts(['vsc-basic', 'nope', 'nope', 'd2-gap'], FOUND, D1, field)).toEqual({
      products: [],
      errors: [
        { field: 'list.1', message: UNKNOWN_PRODUCT },
        { field: 'list.3', message: NOT_OFFERED },
      ],
    });
  });

  it('offers nothing, not even a plan, at a dealer without protection products', () => {
    expect(checkProducts(['vsc-basic'], FOUND, { id: 'd1', offersProtection: false }, field).errors).toEqual([
      { field: 'list.0', message: NOT_OFFERED },
    ]);
    expect(checkProducts([], FOUND, { id: 'd1', offersProtection: false }, field)).toEqual({
      products: [],
      errors: [],
    });
  });
});

describe('productsTotal', () => {
  it('adds each product once, in whole cents', () => {
    expect(productsTotal([PLAN, OWN, PLAN])).toBe(2475.5);
    expect(productsTotal([product('a', 'd1', 0.1), product('b', 'd1', 0.2)])).toBe(0.3);
    expect(productsTotal([])).toBe(0);
  });
});
