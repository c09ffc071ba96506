/**
 * Signing online (seed 000 §2 page types sign-online-verify, contract confirmation and next-steps;
 * §3 Deal.features.contractingEnabled; §4 a cash deal has contracting disabled).
 * The spec names no calls for it: these five are ours, and the sandbox server validates with these
 * schemas.
 *
 * Choices where the spec is silent:
 * - Who may sign: the deal's owner, signed in. A visitor (no account) gets 401 SIGN_IN_TO_SIGN on every
 *   call (the app shows a sign-in and create-account prompt, seed 000 §2 "Visitors without a profile");
 *   somebody else's deal is the same 404 as an unknown one. The contact details a code goes to are the
 *   account's phone (SMS) and email, always masked; the shopper picks one.
 * - What can be signed: the deal's last quote, the finance or lease quote the shopper saved on the deal
 *   (`POST /deals/{id}/update`'s `updateQuote`) as it stands in the deal's latest quote set of its kind:
 *   the same quote `GET /deals/{id}` answers in `quote` and the deal page shows. Its figures are sent as
 *   they are stored (FinanceQuoteSchema / LeaseQuoteSchema, every line to the cent), never re-computed.
 *   `unavailable` says why a deal cannot be signed online: CASH_DEAL (contracting is off for a cash
 *   deal, seed 000 §4: signing online is for finance and lease deals), NO_QUOTE (no finance or lease
 *   quote was saved on the deal yet), CHOOSE_OFFER (a finance deal whose application has approved
 *   offers, none chosen on the finance options page: the contract is one lender's approved offer, never
 *   a quote beside it), OFFER_CHANGED (the chosen offer no longer matches the deal's amount financed: it
 *   is never signed for another amount). Every step call on such a deal is a 409 with that reason.
 * - A finance deal with a chosen offer is signed on exactly that offer: the contract's quote is that
 *   lender's at its APR and term for its amount, and `approvedOffer` says which offer it is.
 *   `betterOffer` points out an approval with a lower monthly payment than the deal's, if any.
 * - The steps, in order, each stored per deal so that coming back resumes at the right one:
 *   1. verify: a 6-digit code to the chosen phone or email through the MessageSender (the sandbox
 *      outbox), with the MFA code rules (demo-host/server/services/mfa): hashed at rest, valid 10 minutes for 5
 *      tries, a new code no sooner than 30 s after the last, 5 sends per deal and 10 per client in 15
 *      minutes (429 with `retryAfterSeconds`), 5 wrong codes per deal or client in 15 minutes lock
 *      checking (429). The verify call answers like the spec's MFA verify calls (VerifyResponseSchema):
 *      a wrong code is a 200 with `verified: false` and a reason; a right one signs nobody in
 *      (`signedIn` false, same session and token). A verification counts for the session that entered
 *      the code, for VERIFICATION_VALID_HOURS at most: a new sign-in, another device or the next day
 *      needs a new code.
 *   2. consent: the electronic-records (E-SIGN) consent of consent.ts in the shopper's language; the
 *      server stores that version's exact text, its version and locale, the time, IP and user agent.
 *      It is the shopper's, for this deal, and does not lapse; a newer version asks again.
 *   3. contract: once verified and consented, `contract` carries the figures with their `digest`
 *      (SHA-256 of the contract as shown). Signing sends the typed full name (it must be the account's
 *      first and last name: `signatureMatches`), the agreement and that digest. A digest that is no
 *      longer the deal's (its quote changed since the page was shown: another down payment, a product,
 *      a trade, a tax ZIP…) is a 409 QUOTE_CHANGED and nothing is signed: the app reloads the figures.
 *   4. signed: the server stores the contract as signed (figures frozen, the name typed, time, IP,
 *      user agent, the consent's id), tells the dealer through the MessageSender and sends the shopper
 *      a copy. From then on `contract` is that frozen copy, whatever happens to the deal; signing twice
 *      is a 409 ALREADY_SIGNED.
 * - Money is in dollars with cents, as in the deal calls.
 */
import * as v from 'valibot';
import { modelYear } from './bounds.ts';
import { StockTypeSchema } from './page-context.ts';
import { ChosenOfferSchema, FinanceQuoteSchema, LeaseQuoteSchema, TaxLocationSchema } from './deal.ts';
import { ContactMethodSchema, ContactOptionSchema, MfaCodeSchema, MfaCodeStateSchema } from './profile.ts';

/** A lender's approval that costs less a month than the deal's payment. */
export const BetterOfferSchema = v.object({
  lenderName: v.string(),
  apr: v.pipe(v.number(), v.minValue(0), v.maxValue(36)),
  term: v.pipe(v.number(), v.integer(), v.minValue(12), v.maxValue(96)),
  monthlyPayment: v.pipe(v.number(), v.minValue(0)),
});
export type BetterOffer = v.InferOutput<typeof BetterOfferSchema>;

export const SIGN_IN_TO_SIGN = 'Sign in to sign your contract online';
export const CASH_DEAL = 'Signing online is for finance and lease deals';
export const NO_QUOTE = 'Save your deal with a finance or lease payment before you sign';
export const VERIFY_FIRST = 'Confirm it is you with a code first';
export const CONSENT_FIRST = 'Agree to use electronic records first';
export const ALREADY_SIGNED = 'This contract is already signed';
export const QUOTE_CHANGED =
  'The figures of your deal changed since this page was shown. Review the new figures, then sign again.';
export const CHOOSE_OFFER = 'Choose one of your approved offers first';
export const OFFER_CHANGED = 'Your deal changed since you chose your offer. Choose an offer for your deal again.';
export const UNKNOWN_CONSENT = 'Unknown consent version';
export const SIGNATURE_MISMATCH = 'Type your first and last name as they are on your account';
export const METHOD_UNAVAILABLE = 'This contact method is not available.';

/** How long a verification lasts in the session that entered the code. */
export const VERIFICATION_VALID_HOURS = 24;
/** The longest signature the server takes (the account's names are 50 characters each). */
export const SIGNATURE_MAX_LENGTH = 101;

const Iso = v.pipe(v.string(), v.isoTimestamp());
const Digest = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'Contract is invalid'));

/** Why a deal cannot be signed online (see the module comment). */
export const UnavailableReasonSchema = v.picklist(['CASH_DEAL', 'NO_QUOTE', 'CHOOSE_OFFER', 'OFFER_CHANGED']);
export type UnavailableReason = v.InferOutput<typeof UnavailableReasonSchema>;

/** The contract to sign: the deal's last quote as stored, and who and what it is between. */
export const ContractSchema = v.object({
  /** The finance or lease quote, every figure exactly as the deal has it. */
  quote: v.union([FinanceQuoteSchema, LeaseQuoteSchema]),
  /** Where the deal is taxed, so the tax line says its rate and why. */
  tax: TaxLocationSchema,
  vehicle: v.object({
    /** The vehicle's id: the next steps write to its dealer. */
    id: v.string(),
    year: modelYear(),
    make: v.string(),
    model: v.string(),
    trim: v.string(),
    vin: v.string(),
    stockNumber: v.string(),
    stockType: StockTypeSchema,
  }),
  dealer: v.object({
    name: v.string(),
    address: v.string(),
    city: v.string(),
    stateCode: v.string(),
    zipCode: v.string(),
    phoneNumber: v.string(),
  }),
  buyer: v.object({ firstName: v.string(), lastName: v.string() }),
  /** The trade-in on the deal (its equity is the quote's `breakdown.tradeEquity`). */
  trade: v.nullable(v.object({ vehicleName: v.string() })),
  /** The lender's approved offer the quote carries out, null for a deal without one (a lease, no application). */
  approvedOffer: v.optional(v.nullable(ChosenOfferSchema), null),
  /** SHA-256 (hex) of everything above: what signing refers to. */
  digest: Digest,
});
export type Contract = v.InferOutput<typeof ContractSchema>;

/** Where a deal's signing stands. */
export const ContractingStateSchema = v.object({
  dealId: v.string(),
  unavailable: v.nullable(UnavailableReasonSchema),
  /** The dealer the contract is with: the electronic-records consent names it. */
  dealerName: v.string(),
  /** Where a code can go: the account's phone and email, masked (SMS first). */
  methods: v.array(ContactOptionSchema),
  /** The deal's current code, as far as the shopper may know it (never the code). */
  code: MfaCodeStateSchema,
  /** A code was accepted in this session, less than VERIFICATION_VALID_HOURS ago. */
  verified: v.boolean(),
  /** The electronic-records consent given for this deal (the current version), null before. */
  consent: v.nullable(
    v.object({ id: v.string(), version: v.string(), locale: v.picklist(['en', 'es']), givenAt: Iso }),
  ),
  /** Once verified and consented: the contract to sign; once signed: the signed copy. Null otherwise. */
  contract: v.nullable(ContractSchema),
  signature: v.nullable(v.object({ contractId: v.string(), name: v.string(), signedAt: Iso })),
  /** An approved offer with a lower monthly payment than the deal's (`betterOffer` of finance rules), null when none. */
  betterOffer: v.optional(v.nullable(BetterOfferSchema), null),
});
export type ContractingState = v.InferOutput<typeof ContractingStateSchema>;

export const SendCodeRequestSchema = v.object({ method: ContactMethodSchema });
export const VerifyCodeRequestSchema = v.object({ code: MfaCodeSchema });

export const EsignConsentRequestSchema = v.object({
  /** A version of consent.ts; any other is a 400. */
  version: v.pipe(v.string(), v.maxLength(32)),
  locale: v.picklist(['en', 'es']),
  accepted: v.literal(true, 'Please agree to use electronic records to continue'),
});
export type EsignConsentRequest = v.InferInput<typeof EsignConsentRequestSchema>;

export const SignContractRequestSchema = v.object({
  signatureName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Type your full name to sign'),
    v.maxLength(SIGNATURE_MAX_LENGTH, 'Your name is too long'),
  ),
  agreed: v.literal(true, 'Please agree to the contract to sign it'),
  /** The `digest` of the contract the page showed. */
  digest: Digest,
});
export type SignContractRequest = v.InferInput<typeof SignContractRequestSchema>;

/** A name as a signature is compared: letters without accents, one space between words, any case. */
export function normalizeSignature(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-US');
}

/** The typed signature is the buyer's first and last name ('josé  garcía' signs for José García). */
export function signatureMatches(typed: string, buyer: { firstName: string; lastName: string }): boolean {
  const expected = normalizeSignature(`${buyer.firstName} ${buyer.lastName}`);
  return expected !== '' && normalizeSignature(typed) === expected;
}
