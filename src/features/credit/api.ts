/**
 * Credit calls (seed 000 §3 "Credit info" and "Pre-approval", §6 self-selected credit profile,
 * §7 "Credit and pre-approval" and `GET /deal/{id}/applied-pre-approval`, §8 404 rules, §9 default
 * score 300 and 14 days). The sandbox server validates with these schemas.
 *
 * Choices where the spec is silent:
 * - Credit belongs to the shopper: the signed-in user, else the visitor's verified session (moved to
 *   an account only when that account is made in the same session, or its owner signs in there with
 *   a code: a password or Google sign-in on a shared browser does not take someone else's pull). A campaign with 'credit' in `disabledPages` has no credit features:
 *   every call here answers 404 NO_CREDIT_PROFILE and every shopper is priced at the default score.
 * - `POST /soft-pull` (ours) runs the soft inquiry at the chosen agency with the shopper's consent
 *   (the version of src/contract/credit-consent.ts the app showed and its locale; the server stores
 *   that version's text, the time, IP and user agent) and answers its outcome. The date of birth and
 *   the income are used for the pull and the lenders' pre-approvals and then dropped: never stored,
 *   never logged, never in an error report. A HIT is valid PREQUALIFICATION_VALID_DAYS days; it
 *   re-prices every deal of the shopper to its tier, ends self-selection, and its ZIP becomes the
 *   shopper's tax location on deals that have none typed on the deal page.
 * - `GET /soft-pull/credit-score`: the latest HIT that has not expired; 404 NO_CREDIT_INFO otherwise
 *   (§8: the app clears its credit info).
 * - `GET /soft-pull/user/credit-profile/evaluator`: who evaluates the shopper's credit. 'BUREAU' while
 *   a valid pull exists (its tier prices every quote); else 'CUSTOMER': the shopper may self-select a
 *   tier (§6), which prices quotes until a pull. 404 where the campaign has no credit features (§8:
 *   the app clears the evaluator and self-select).
 * - `PUT /deals/{id}/credit-tier` (ours) self-selects a tier on a deal: the deal re-prices
 *   to it and keeps it; the choice also becomes the shopper's, so the next deal starts from it. 409
 *   SELF_SELECT_OFF while the evaluator is not CUSTOMER. A self-selected tier prices as the tier's
 *   floor score (the engine prices by tier, so any score of the tier gives the same quotes).
 * - `GET /pre-approvals`: the sandbox lenders' pre-approvals from the latest valid HIT (empty list
 *   when no lender pre-approves that tier); 404 NO_PRE_APPROVALS without a valid HIT (§8: the app
 *   clears them). Each lasts as long as its pull.
 * - `GET /deal/{id}/applied-pre-approval` answers `{ preApproval }` (null when none is applied);
 *   `PUT` of the same path with `{ preApprovalId }` (null removes it) applies one: the deal's
 *   `preferences.appliedPreApproval` holds its id and its finance quotes come from that lender only,
 *   at the pre-approved APR, for terms up to its `maxTerm` (quotes whose amount financed exceeds
 *   `maxAmount` are left out). An unknown or expired id is a 400 on `preApprovalId`.
 */

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
