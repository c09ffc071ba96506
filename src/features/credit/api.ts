/** The credit fetchers: one per endpoint; what they send and parse is src/contract/credit.ts (documented there). */
import { http } from '../../lib/http.ts';
import {
  type SoftPullRequest,
  type SoftPullResult,
  SoftPullResultSchema,
  type CreditInfo,
  CreditInfoSchema,
  type CreditEvaluator,
  CreditEvaluatorSchema,
  type PreApproval,
  PreApprovalsSchema,
  AppliedPreApprovalSchema,
} from '../../contract/credit.ts';
export { MIN_BORROWER_AGE } from '../../contract/credit.ts';

/** Seed 000 §8: a 404 on these reads clears what they hold, a state rather than a failure to report. */
const stateOn404 = (signal?: AbortSignal) => ({ expected: [404], ...(signal ? { signal } : {}) });

export function softPull(body: SoftPullRequest): Promise<SoftPullResult> {
  return http.post('/soft-pull', SoftPullResultSchema, body);
}

export function getCreditScore(signal?: AbortSignal): Promise<CreditInfo> {
  return http.get('/soft-pull/credit-score', CreditInfoSchema, stateOn404(signal));
}

export function getCreditEvaluator(signal?: AbortSignal): Promise<CreditEvaluator> {
  return http.get('/soft-pull/user/credit-profile/evaluator', CreditEvaluatorSchema, stateOn404(signal));
}

export function getPreApprovals(signal?: AbortSignal): Promise<PreApproval[]> {
  return http.get('/pre-approvals', PreApprovalsSchema, stateOn404(signal)).then((body) => body.preApprovals);
}

export function getAppliedPreApproval(dealId: string, signal?: AbortSignal): Promise<PreApproval | null> {
  return http
    .get(`/deal/${encodeURIComponent(dealId)}/applied-pre-approval`, AppliedPreApprovalSchema, signal ? { signal } : {})
    .then((body) => body.preApproval);
}
// Applying one answers the re-priced deal: that call is in reprice-api.ts, with the deal contract.
