/** The protection fetchers: one per endpoint; what they send and parse is src/contract/protection.ts (documented there). */
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
