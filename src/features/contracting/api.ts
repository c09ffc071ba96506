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

import { http } from '../../lib/http.ts';
import { DealIdSchema } from '../../contract/deal.ts';
import { MfaCodeStateSchema, VerifyResponseSchema, type ContactMethod } from '../../contract/profile.ts';
import {
  ContractingStateSchema,
  type EsignConsentRequest,
  type SignContractRequest,
} from '../../contract/contracting.ts';

export { DealIdSchema };

const path = (dealId: string, rest = '') => `/deals/${encodeURIComponent(dealId)}/contracting${rest}`;

export const getContracting = (dealId: string, signal?: AbortSignal) =>
  http.get(path(dealId), ContractingStateSchema, signal ? { signal } : {});

export const sendSigningCode = (dealId: string, method: ContactMethod) =>
  http.post(path(dealId, '/code'), MfaCodeStateSchema, { method });

export const verifySigningCode = (dealId: string, code: string) =>
  http.post(path(dealId, '/verify'), VerifyResponseSchema, { code });

export const giveEsignConsent = (dealId: string, body: EsignConsentRequest) =>
  http.post(path(dealId, '/consent'), ContractingStateSchema, body);

export const signContract = (dealId: string, body: SignContractRequest) =>
  http.post(path(dealId, '/sign'), ContractingStateSchema, body);
