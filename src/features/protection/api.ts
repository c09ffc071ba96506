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
 *   unknown product, or another dealer's, is a 400 on its field (`insuranceWarranties.<i>.id`);
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

import { http } from '../../lib/http.ts';
import { type DealType } from '../../contract/deal.ts';
import {
  DealerProtectionProductsSchema,
  DealJacketSchema,
  JacketUpdateResponseSchema,
  type DealJacketUpdate,
} from '../../contract/protection.ts';

const enc = encodeURIComponent;

/**
 * A 404 is the answer for a dealer without products (the app shows none), not a failure to report.
 * `dealType` CASH leaves out the products for financed deals only (GAP).
 */
export const getDealerProtectionProducts = (dealerId: string, dealType: DealType, signal?: AbortSignal) =>
  http.get(`/protection-products/dealer/${enc(dealerId)}?dealType=${enc(dealType)}`, DealerProtectionProductsSchema, {
    expected: [404],
    ...(signal ? { signal } : {}),
  });

export const getDealJacket = (dealId: string, signal?: AbortSignal) =>
  http.get(`/protection-products/deals/${enc(dealId)}`, DealJacketSchema, signal ? { signal } : {});

export const putDealJacket = (dealId: string, productIds: readonly string[]) =>
  http.put('/protection-products/update', JacketUpdateResponseSchema, {
    dealId,
    insuranceWarranties: productIds.map((id) => ({ id })),
  } satisfies DealJacketUpdate);
