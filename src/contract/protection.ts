/**
 * Protection-product calls (seed 000 §1, §3 "Protection products", §7 "Dealer and protection
 * products"): the vehicle service contract plans and the dealer's own products a
 * dealer offers, the deal's jacket (the products on the deal, the spec's `insuranceWarranties`) and
 * its update. The sandbox server validates with these schemas.
 *
 * Choices where the spec is silent:
 * - Two product kinds. SERVICE_CONTRACT: the three vehicle service contract plans of seed 000 §3,
 *   exactly (SERVICE_CONTRACT_PLANS), offered by every dealer that offers protection products.
 *   DEALER_PRODUCT: the dealer's own products (GAP, tire & wheel, paint protection …), each with a
 *   price. Every product is optional (`optional: true`): none is on a deal until the shopper adds it.
 * - The jacket's `insuranceWarranties` is every product on the deal, of either kind, in the order
 *   added. Seed 000 §4: protection products are selected when that list is non-empty.
 * - Pricing a per-month plan: a plan is sold as one contract whose price is its price per month ×
 *   SERVICE_CONTRACT_TERM_MONTHS (60, the typical finance term): Basic Coverage $1,680, Peace of Mind
 *   $1,920, Lifetime Coverage $2,280. Every product's `price` is what it adds to the deal, the same
 *   way for finance, lease and cash (the engine's `protectionProducts` line, untaxed): financed in the
 *   amount financed, capitalized in a lease's gross cap cost, paid in a cash deal's out-the-door price.
 *   So on a 60-month loan a plan adds exactly its price per month at 0% APR, and its price per month
 *   plus that loan's interest on it otherwise; a shorter loan or a lease (a 36-month lease spreads the
 *   price over its term, minus nothing for residual) adds more per month. The server prices that
 *   rise on each quote (`protectionEffects`, below): the app shows it, and never works it out.
 * - A product that covers a loan or lease balance (GAP, `financedOnly`) is not offered on a cash deal:
 *   `GET /protection-products/dealer/{dealerId}?dealType=CASH` leaves it out, and a cash price never
 *   includes it (it stays on the jacket, priced in finance and lease quotes).
 * - What a product does to the payment shown is the server's figure: each quote (and the cash deal)
 *   carries `protectionEffects`, the desk's re-priced payment (cash price) minus this one for adding
 *   or removing each offered product (deal/api.ts ProtectionEffectSchema). A plan's card shows its
 *   contract price and that rise, never its price per month as if it were the payment's.
 * - Dealer-specific flags (seed 000 §6): a dealer without protection products answers
 *   `GET /protection-products/dealer/{dealerId}` with 404 NO_PROTECTION_PRODUCTS (and so does an
 *   unknown dealer); the app clears its data on any failed load (seed 000 §8). Such a dealer's deals
 *   have an empty jacket and a jacket update naming any product is a 400.
 * - `GET /protection-products/deals/{id}` and `PUT /protection-products/update` are for the deal's
 *   owner only; anybody else gets the same 404 as an unknown deal.
 * - The update's body is the whole jacket: `dealId` and the products (only their ids are read). An
 *   unknown product, another dealer's, or one the dealer retired that the deal does not already carry, is a
 *   400 on its field (`insuranceWarranties.<i>.id`) and nothing is saved;
 *   a product listed twice is kept once (never charged twice).
 * - One stored list: the jacket is the deal's protection products, the same list
 *   `POST /deals/{id}/cash` writes. The jacket wins for the deal: an update re-prices cash and the
 *   deal's latest finance and lease quote sets (same down payment and mileage) with the jacket, and
 *   answers them in `customerAndDealData`. A finance or lease quote POST prices the list it is sent
 *   for that request only (the app sends the jacket's ids) and does not change the jacket. A quote
 *   GET (its query has no list) prices the jacket, so a reloaded deal shows its products priced in.
 *   Duplicate ids in any of these lists are counted once.
 * - Money is in dollars with cents, as in the deal calls.
 */
import * as v from 'valibot';
import { boundedInteger, MAX_MILES, money } from './bounds.ts';
import { CashDealSchema, DealIdSchema, FinanceQuoteSchema, LeaseQuoteSchema } from './deal.ts';

export const NO_PROTECTION_PRODUCTS = 'This dealer offers no protection products';
export const UNKNOWN_PRODUCT = 'Unknown protection product';
export const NOT_OFFERED = 'This dealer does not offer this product';
/** Retired by the dealer: a deal that carries it keeps it, no deal adds it anew. */
export const RETIRED_PRODUCT = 'This product is no longer offered';
/** The most products a jacket holds (there are three plans and a handful of dealer products). */
export const MAX_JACKET_PRODUCTS = 20;

/** Months a service contract plan's price per month is sold for (its contract price = monthly × this). */
export const SERVICE_CONTRACT_TERM_MONTHS = 60;

export const ProtectionKindSchema = v.picklist(['SERVICE_CONTRACT', 'DEALER_PRODUCT']);
export type ProtectionKind = v.InferOutput<typeof ProtectionKindSchema>;

/** Seed 000 §3 "Vehicle service contract plans", exactly. `mileageLimit` null is unlimited. */
export const SERVICE_CONTRACT_PLANS = [
  { id: 'vsc-basic', name: 'Basic Coverage', pricePerMonth: 28, mileageLimit: 65_000 },
  { id: 'vsc-peace-of-mind', name: 'Peace of Mind', pricePerMonth: 32, mileageLimit: 150_000 },
  { id: 'vsc-lifetime', name: 'Lifetime Coverage', pricePerMonth: 38, mileageLimit: null },
] as const satisfies readonly { id: string; name: string; pricePerMonth: number; mileageLimit: number | null }[];

/** A plan's contract price: its price per month over SERVICE_CONTRACT_TERM_MONTHS, in cents-exact dollars. */
export const servicePlanPrice = (pricePerMonth: number): number =>
  Math.round(pricePerMonth * SERVICE_CONTRACT_TERM_MONTHS * 100) / 100;

const ProductIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, UNKNOWN_PRODUCT));

export const ProtectionProductSchema = v.object({
  id: ProductIdSchema,
  kind: ProtectionKindSchema,
  name: v.string(),
  description: v.string(),
  /** What the product adds to the deal (amount financed, gross cap cost, cash price). */
  price: money('Price'),
  /** Plans only: the plan's coverage (null for a dealer product). */
  coverage: v.nullable(
    v.object({
      pricePerMonth: money('Price per month'),
      termMonths: boundedInteger('Term', 1, 240),
      /** Miles covered; null is unlimited. */
      mileageLimit: v.nullable(boundedInteger('Mileage limit', 0, MAX_MILES)),
    }),
  ),
  /** Always true: no product is required. */
  optional: v.literal(true),
  /**
   * Covers a loan or lease balance (GAP): offered on finance and lease deals only, never on a cash
   * deal (rules.ts `offeredOnCash`). Absent is false.
   */
  financedOnly: v.optional(v.boolean(), false),
});
export type ProtectionProduct = v.InferOutput<typeof ProtectionProductSchema>;

export const DealerProtectionProductsSchema = v.object({
  dealerId: v.string(),
  /** The service contract plans first (in the table's order), then the dealer's own products. */
  products: v.array(ProtectionProductSchema),
});
export type DealerProtectionProducts = v.InferOutput<typeof DealerProtectionProductsSchema>;

/** A deal jacket as the server answers it. */
export const DealJacketSchema = v.object({
  dealId: DealIdSchema,
  insuranceWarranties: v.array(ProtectionProductSchema),
});
export type DealJacket = v.InferOutput<typeof DealJacketSchema>;

/** A deal jacket as the app sends it: only each product's id is read. */
export const DealJacketUpdateSchema = v.object({
  dealId: DealIdSchema,
  insuranceWarranties: v.pipe(
    v.array(v.object({ id: v.pipe(v.string(), v.maxLength(64)) })),
    v.maxLength(MAX_JACKET_PRODUCTS, `At most ${String(MAX_JACKET_PRODUCTS)} protection products`),
  ),
});
export type DealJacketUpdate = v.InferInput<typeof DealJacketUpdateSchema>;

export const CustomerAndDealDataSchema = v.object({
  dealId: DealIdSchema,
  jacket: DealJacketSchema,
  /** Seed 000 §4: true when the jacket's insuranceWarranties is non-empty. */
  protectionProductsSelected: v.boolean(),
  /** The jacket's total (each product once). */
  protectionTotal: money('Protection total'),
  cash: CashDealSchema,
  /** The deal's latest finance quote set re-priced with the jacket; null when it has none yet. */
  finance: v.nullable(v.object({ quotes: v.array(FinanceQuoteSchema) })),
  /** The deal's latest lease quote set re-priced with the jacket; null when it has none yet. */
  lease: v.nullable(v.object({ quotes: v.array(LeaseQuoteSchema) })),
});
export type CustomerAndDealData = v.InferOutput<typeof CustomerAndDealDataSchema>;

export const JacketUpdateResponseSchema = v.object({ customerAndDealData: CustomerAndDealDataSchema });
export type JacketUpdateResponse = v.InferOutput<typeof JacketUpdateResponseSchema>;

/** Ids once each, in first-seen order: a product listed twice is charged once. */
export const uniqueIds = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Seed 000 §4 "Protection-products-selected". */
export const protectionProductsSelected = (jacket: Pick<DealJacket, 'insuranceWarranties'>): boolean =>
  jacket.insuranceWarranties.length > 0;

export const isServicePlan = (product: Pick<ProtectionProduct, 'kind'>): boolean => product.kind === 'SERVICE_CONTRACT';

export const inJacket = (jacket: readonly Pick<ProtectionProduct, 'id'>[], id: string): boolean =>
  jacket.some((p) => p.id === id);

/**
 * Adding a product to the jacket. The three service contract plans are alternatives (seed 000 §3
 * "a vehicle service contract with three coverage plans"; the /warranty page says "choose one"): no
 * careful dealer sells two service contracts on one car, so choosing a plan replaces the plan on the
 * deal. The dealer's own products (GAP, tire & wheel …) cover different things and add independently.
 */
export function addToJacket<P extends Pick<ProtectionProduct, 'id' | 'kind'>>(jacket: readonly P[], product: P): P[] {
  if (inJacket(jacket, product.id)) return [...jacket];
  const kept = isServicePlan(product) ? jacket.filter((p) => !isServicePlan(p)) : jacket;
  return [...kept, product];
}

export const removeFromJacket = <P extends Pick<ProtectionProduct, 'id'>>(jacket: readonly P[], id: string): P[] =>
  jacket.filter((p) => p.id !== id);

/**
 * A product that covers a loan or lease balance (GAP) has nothing to cover on a cash deal: it is
 * offered on finance and lease deals only, and a cash price never includes it.
 */
export const offeredOnCash = (product: Pick<ProtectionProduct, 'financedOnly'>): boolean => !product.financedOnly;
