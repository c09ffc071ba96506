/**
 * The credit calls that answer the re-priced deal (the deal page's credit section): apart from
 * api.ts so the soft-pull flow, which never re-prices, does not carry the deal contract.
 */
import { http } from '../../lib/http.ts';
import { DealSchema, type CreditTier, type Deal } from '../../contract/deal.ts';

/** PUT /deals/{id}/credit-tier: answers the re-priced deal (its `offerDetails.creditTier` is the chosen tier). */
export function selfSelectTier(dealId: string, tier: CreditTier): Promise<Deal> {
  return http.put(`/deals/${encodeURIComponent(dealId)}/credit-tier`, DealSchema, { tier });
}

/** PUT /deal/{id}/applied-pre-approval: applies (or, with null, removes) one; answers the re-priced deal. */
export function applyPreApproval(dealId: string, preApprovalId: string | null): Promise<Deal> {
  return http.put(`/deal/${encodeURIComponent(dealId)}/applied-pre-approval`, DealSchema, { preApprovalId });
}
