/**
 * Pure rules of a deal's protection products: which listed ids a deal may
 * carry and what they cost. No I/O: the desk reads the catalogue rows and the dealer's flag first.
 */
import { NOT_OFFERED, UNKNOWN_PRODUCT, uniqueIds } from '../../../src/features/protection/api.ts';
import type { FieldError } from '../../../src/lib/http.ts';
import type { CatalogProduct } from '../db/protection-repo.ts';

export type JacketCheck = {
  /** The valid products, each once, in first-listed order. */
  products: CatalogProduct[];
  /** One per bad list position: unknown, or not offered by the deal's dealer. */
  errors: FieldError[];
};

/**
 * Checks `ids` against the catalogue rows found for them and the deal's dealer. A product is
 * offered when the dealer offers protection products (seed 000 §6) and the product is a plan (no
 * dealer) or the dealer's own. A repeated id is kept once and never reported (never charged twice).
 */
export function checkProducts(
  ids: readonly string[],
  found: readonly CatalogProduct[],
  dealer: { id: string; offersProtection: boolean },
  fieldOf: (index: number) => string,
): JacketCheck {
  const byId = new Map(found.map((p) => [p.id, p]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) return;
    seen.add(id);
    const product = byId.get(id);
    if (!product) errors.push({ field: fieldOf(i), message: UNKNOWN_PRODUCT });
    else if (!dealer.offersProtection || (product.dealerId !== null && product.dealerId !== dealer.id))
      errors.push({ field: fieldOf(i), message: NOT_OFFERED });
  });
  const products = errors.length ? [] : uniqueIds(ids).flatMap((id) => byId.get(id) ?? []);
  return { products, errors };
}

/** What the products add to a deal, in whole cents (each product once). */
export const productsTotal = (products: readonly Pick<CatalogProduct, 'id' | 'price'>[]): number => {
  const once = new Map(products.map((p) => [p.id, p.price]));
  return [...once.values()].reduce((cents, price) => cents + Math.round(price * 100), 0) / 100;
};
