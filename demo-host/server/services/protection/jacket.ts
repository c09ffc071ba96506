/**
 * Pure rules of a deal's protection products: which listed ids a deal may
 * carry and what they cost. No I/O: the desk reads the catalogue rows and the dealer's flag first.
 */
import { NOT_OFFERED, RETIRED_PRODUCT, UNKNOWN_PRODUCT, uniqueIds } from '../../../../src/contract/protection.ts';
import type { FieldError } from '../../../../src/contract/http.ts';
import type { ProtectionEffect } from '../../../../src/contract/deal.ts';
import { addToJacket, inJacket, removeFromJacket } from '../../../../src/contract/protection.ts';
import type { CatalogProduct } from '../../db/protection-repo.ts';

export type JacketCheck = {
  /** The valid products, each once, in first-listed order. */
  products: CatalogProduct[];
  /** One per bad list position: unknown, not offered by the deal's dealer, or retired since. */
  errors: FieldError[];
};

/**
 * Checks `ids` against the catalogue rows found for them and the deal's dealer. A product is
 * offered when the dealer offers protection products (seed 000 §6) and the product is a plan (no
 * dealer) or the dealer's own. A repeated id is kept once and never reported (never charged twice).
 * When `kept` (what the deal already carries) is given, a retired product is refused unless it is there:
 * a deal keeps what it chose, no deal adds it anew.
 */
export function checkProducts(
  ids: readonly string[],
  found: readonly CatalogProduct[],
  dealer: { id: string; offersProtection: boolean },
  fieldOf: (index: number) => string,
  kept?: ReadonlySet<string>,
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
    else if (kept && product.retired && !kept.has(id)) errors.push({ field: fieldOf(i), message: RETIRED_PRODUCT });
  });
  const products = errors.length ? [] : uniqueIds(ids).flatMap((id) => byId.get(id) ?? []);
  return { products, errors };
}

/** What the products add to a deal, in whole cents (each product once). */
export const productsTotal = (products: readonly Pick<CatalogProduct, 'id' | 'price'>[]): number => {
  const once = new Map(products.map((p) => [p.id, p.price]));
  return [...once.values()].reduce((cents, price) => cents + Math.round(price * 100), 0) / 100;
};

/**
 * Each offered product's effect on the figures priced for `jacket` (a quote's monthly payment, a
 * cash price): the figure priced again with that product's jacket changed (added, a plan replacing
 * the jacket's plan; or taken off when on it) minus the figure now, to the cent. `price` is the
 * engine for a list of products; `key` names the same quote in both pricings (lender, term,
 * mileage). A figure the changed jacket has no quote for gets no entry for that product. Jackets
 * with the same total price the same, so each total is priced once.
 */
export function withProtectionEffects<Q>(
  priced: readonly Q[],
  jacket: readonly CatalogProduct[],
  offered: readonly CatalogProduct[],
  price: (products: CatalogProduct[]) => Q[],
  key: (q: Q) => string,
  figure: (q: Q) => number,
): (Q & { protectionEffects: ProtectionEffect[] })[] {
  const byTotal = new Map<number, Map<string, Q>>();
  const variants = offered.map((product) => {
    const changed = inJacket(jacket, product.id) ? removeFromJacket(jacket, product.id) : addToJacket(jacket, product);
    const total = Math.round(productsTotal(changed) * 100);
    let quotes = byTotal.get(total);
    if (!quotes) {
      quotes = new Map(price(changed).map((q) => [key(q), q]));
      byTotal.set(total, quotes);
    }
    return { productId: product.id, quotes };
  });
  const cents = (n: number) => Math.round(n * 100);
  return priced.map((q) => ({
    ...q,
    protectionEffects: variants.flatMap(({ productId, quotes }) => {
      const other = quotes.get(key(q));
      return other ? [{ productId, change: (cents(figure(other)) - cents(figure(q))) / 100 }] : [];
    }),
  }));
}
