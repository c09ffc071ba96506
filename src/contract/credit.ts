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
import * as v from 'valibot';
import { CreditTierSchema } from './credit-tier.ts';
import { CreditAgencySchema } from './prequalification.ts';

export const NO_CREDIT_PROFILE = 'Credit pre-qualification is not offered here';
/**
 * Seed 000 §2 "soft-pull with verify": a soft pull runs only for a shopper whose identity this
 * session verified: signed in to an account whose email was proved, or a code accepted in this
 * session (a prospect's or member's phone or email). Anyone else gets a 403 with this message.
 */
export const VERIFY_TO_PULL = 'Sign in or create an account to check your credit.';
/**
 * The exact score never reaches the browser: the pull is made with the identity typed in the form,
 * and nothing here can confirm it is the shopper's own (no bureau identity questions in the
 * sandbox), so the shopper sees the tier, which is all the prices use. `creditScore` is null.
 */
export const WITHHELD_SCORE = null;
export const NO_CREDIT_INFO = 'No credit information on file';
export const NO_PRE_APPROVALS = 'No pre-approvals on file';
export const SELF_SELECT_OFF = 'Your credit was checked: your tier comes from the bureau';

export const MIN_ANNUAL_INCOME = 0;
export const MAX_ANNUAL_INCOME = 10_000_000;

const Iso = v.pipe(v.string(), v.isoTimestamp());
const Money = v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000));
const name = (label: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${label} is required`), v.maxLength(50, `${label} is too long`));

// ─── POST /soft-pull ──────────────────────────────────────────────────────────────────────

/** The get-pre-qualified form (seed 000 §2), the address as verified by the address step. */
export const SoftPullRequestSchema = v.object({
  firstName: name('First Name'),
  lastName: name('Last Name'),
  address: v.object({
    street1: v.pipe(v.string(), v.trim(), v.minLength(1, 'Address is required'), v.maxLength(100)),
    street2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
    city: v.pipe(v.string(), v.trim(), v.minLength(1, 'City is required'), v.maxLength(60)),
    state: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'State is invalid')),
    zipCode: v.pipe(v.string(), v.regex(/^\d{5}$/, 'Zip Code must be 5 digits')),
  }),
  /** YYYY-MM-DD; the server checks it is a real date and MIN_BORROWER_AGE or older. */
  dateOfBirth: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth as MM/DD/YYYY')),
  /** Yearly gross income in whole dollars. */
  annualIncome: v.pipe(
    v.number('Enter your yearly income'),
    v.integer('Enter your yearly income in whole dollars'),
    v.minValue(MIN_ANNUAL_INCOME, 'Income cannot be negative'),
    v.maxValue(MAX_ANNUAL_INCOME, 'Enter your yearly income in dollars'),
  ),
  agency: CreditAgencySchema,
  consent: v.object({
    /** A version of src/contract/credit-consent.ts; any other is a 400. */
    version: v.pipe(v.string(), v.maxLength(32)),
    locale: v.picklist(['en', 'es']),
    accepted: v.literal(true, 'Please agree to the authorization to continue'),
  }),
});
export type SoftPullRequest = v.InferInput<typeof SoftPullRequestSchema>;

export const SoftPullResultSchema = v.variant('outcome', [
  v.object({
    outcome: v.literal('HIT'),
    agency: CreditAgencySchema,
    /** Withheld (null): see WITHHELD_SCORE. */
    creditScore: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(300), v.maxValue(850))),
    tier: CreditTierSchema,
    pulledAt: Iso,
    /** pulledAt + PREQUALIFICATION_VALID_DAYS. */
    expiresAt: Iso,
  }),
  /** No file at this agency: the app offers the other agency or self-selection. */
  v.object({ outcome: v.literal('NO_HIT'), agency: CreditAgencySchema }),
  /** The shopper froze their file at this agency: lift the freeze, or try the other agency. */
  v.object({ outcome: v.literal('FROZEN'), agency: CreditAgencySchema }),
]);
export type SoftPullResult = v.InferOutput<typeof SoftPullResultSchema>;

// ─── GET /soft-pull/credit-score ──────────────────────────────────────────────────────────

/** Seed 000 §3 "Credit info": the valid pull's score. */
export const CreditInfoSchema = v.object({
  /** Withheld (null): see WITHHELD_SCORE. */
  creditScore: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(300), v.maxValue(850))),
  tier: CreditTierSchema,
  agency: CreditAgencySchema,
  pulledAt: Iso,
  expiresAt: Iso,
});
export type CreditInfo = v.InferOutput<typeof CreditInfoSchema>;

// ─── GET /soft-pull/user/credit-profile/evaluator ─────────────────────────────────────────

/** Seed 000 §3 "Credit profile evaluator: CUSTOMER or other". */
export const CreditEvaluatorSchema = v.variant('evaluator', [
  /** Self-select is on (§6); `selfSelectedTier` is the shopper's last choice, null before one. */
  v.object({ evaluator: v.literal('CUSTOMER'), selfSelectedTier: v.nullable(CreditTierSchema) }),
  /** A valid soft pull decides the tier. */
  v.object({ evaluator: v.literal('BUREAU'), tier: CreditTierSchema, agency: CreditAgencySchema }),
]);
export type CreditEvaluator = v.InferOutput<typeof CreditEvaluatorSchema>;

// ─── PUT /deals/{id}/credit-tier ──────────────────────────────────────────────────────────

export const SelfSelectTierRequestSchema = v.object({ tier: CreditTierSchema });
// The call itself answers the re-priced deal: it is in reprice-api.ts, with the deal contract.

// ─── GET /pre-approvals ───────────────────────────────────────────────────────────────────

/** Seed 000 §3 "Pre-approval": one lender's pre-approval from the shopper's valid pull. */
export const PreApprovalSchema = v.object({
  preApprovalId: v.string(),
  lenderNumber: v.string(),
  lenderName: v.string(),
  /** Percent: 6.49 means 6.49 %. */
  apr: v.pipe(v.number(), v.minValue(0), v.maxValue(36)),
  /** The most the lender will finance, whole dollars. */
  maxAmount: Money,
  /** The longest term in months. */
  maxTerm: v.pipe(v.number(), v.integer(), v.minValue(12), v.maxValue(96)),
  tier: CreditTierSchema,
  expiresAt: Iso,
});
export type PreApproval = v.InferOutput<typeof PreApprovalSchema>;
export const PreApprovalsSchema = v.object({ preApprovals: v.array(PreApprovalSchema) });

// ─── GET and PUT /deal/{id}/applied-pre-approval ──────────────────────────────────────────

export const AppliedPreApprovalSchema = v.object({ preApproval: v.nullable(PreApprovalSchema) });
export const ApplyPreApprovalRequestSchema = v.object({
  preApprovalId: v.nullable(v.pipe(v.string(), v.maxLength(64))),
});

/** The youngest a borrower may be (the age of majority for contracts in most states). */
export const MIN_BORROWER_AGE = 18;
