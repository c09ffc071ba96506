/**
 * Finance application calls (seed 000 §2 page types finance and finance-options,
 * "A finance application exists for redeeming an offer"; §3 `Deal.features.financeAppEnabled`, off on
 * a cash deal per §4; §5 validation messages; §9 MM/DD/YYYY). The sandbox server validates with these
 * schemas.
 *
 * Choices where the spec is silent:
 * - One application per deal, belonging to the deal's owner: the signed-in user, else the visitor's
 *   session, as the credit soft pull does (a visitor may apply; the application moves with the deal
 *   when they sign in). Anybody else gets the same 404 as an unknown deal.
 * - Steps: identity, residence, employment and income, co-applicant (optional), review and submit.
 *   Each step is saved as the shopper continues from it (`PUT /deals/{id}/finance-application` with
 *   that step's part, checked in full); a reload or a later visit resumes at the first step not yet
 *   saved (rules.ts `resumeStep`) with every saved value back. Editing a step after a submission makes
 *   the application a DRAFT again; its finance options stay those of the last submission.
 * - The Social Security number and the date of birth are encrypted at rest (AES-256-GCM, key from the
 *   environment: FINANCE_DATA_KEY) and never answered back: a read gives the SSN's last four digits
 *   and whether a date of birth is on file. A step save with `ssn` or `dateOfBirth` null keeps what is
 *   on file (the shopper may keep it or type it again); null with nothing on file is a 400. They are
 *   never logged and never in an error body: every message of these schemas is our own text (valibot's
 *   default messages quote the input) and the server parses with SAFE_PARSE_CONFIG as a fallback.
 * - SSN: nine digits, dashes allowed, as the Social Security Administration issues them (area not 000,
 *   666 or 900–999, group not 00, serial not 0000). The co-applicant's must differ from the applicant's:
 *   checked by the server at submit only (a 400 SAME_SSN on `coApplicant.applicant.ssn`, after the
 *   submit was counted), never at a step save, whose answer would tell guess by guess whether a typed
 *   SSN is the one on file.
 * - Step saves are limited per application and per client address an hour (429 TOO_MANY_SAVES).
 * - Date of birth MM/DD/YYYY, a real date, MIN_BORROWER_AGE (18) or older.
 * - Phone: seed 000 §5 (ten digits, the first 1-9; '(512) 555-0199' is accepted and stored as digits).
 * - Residence: the address as the address verification of src/features/address left it (as the credit
 *   soft pull sends it), housing status OWN / RENT / OTHER, the monthly housing payment in whole
 *   dollars (0 allowed, e.g. living with family), time at the address in years (0–99) and months
 *   (0–11). No previous address is asked: lenders that want two years of history ask at contracting.
 * - Employment: status EMPLOYED, SELF_EMPLOYED, RETIRED, STUDENT, UNEMPLOYED or OTHER; employer, job
 *   title and time there are required for the first two and dropped for the others. Gross yearly
 *   income in whole dollars; other yearly income optional (0), its source required when above 0.
 *   Every amount is bounded (MAX_MONTHLY_HOUSING, MAX_ANNUAL_INCOME).
 * - Co-applicant: `null` for none, else the same three parts.
 * - Submit (`POST /deals/{id}/finance-application/submit`): only while the deal's
 *   `features.financeAppEnabled` (409 FINANCE_APP_OFF on a cash deal); every step saved (else a 400
 *   on the missing step's part: `applicant`, `residence`, `employment`, `coApplicant`); with the
 *   shopper's agreement to a version of authorization.ts (the server stores that version's text with
 *   the dealer's name, locale, time, IP and user agent). SUBMITS_PER_DAY per shopper, and as many per
 *   client address (a new session does not reset them), then 429. The
 *   application goes to the lenders through the dealer's lender network (a `LenderGateway` on the
 *   server; the sandbox's decides at once) and the answers are the deal's finance options. An
 *   unreachable network is a 502 LENDERS_UNAVAILABLE and the application stays as it was. One
 *   application is sent once: submits racing each other send it once and all answer its decisions (a
 *   submit still waiting after 20 s is a 409 SUBMIT_IN_PROGRESS); a submit of an application sent and
 *   unchanged since (no step saved, the same amount, term, tier and vehicle) answers the decisions
 *   without sending or counting it again. Each send carries an idempotency key, the same for a retry.
 * - Finance options (`GET /deals/{id}/finance-options`): each lender's answer to the last submission,
 *   approved first (lowest monthly payment first), then declined. APPROVED: APR, term, the most the
 *   lender will finance and the monthly payment for the deal's amount financed, with the lender's
 *   conditions. DECLINED: a reason (and, for AMOUNT, the most the lender would finance). Before any
 *   submission: `submittedAt` null and no options (the app's empty state).
 * - The amount financed is the server's: the deal's selected finance quote's, else its latest finance
 *   quote set's, else its cash price less the chosen down payment. The sandbox's lenders decide on the
 *   deal's credit tier (its bureau pull or self-selected range, as its quotes are priced) instead of
 *   pulling a report themselves.
 * - A draft never sent and untouched for 30 days is deleted, its sealed SSN and birth date with it;
 *   a sent application is kept with its authorisation.
 * - Money in whole dollars in the application; APR in percent and payments in dollars with cents in
 *   the options.
 */

import { http } from '../../lib/http.ts';
import { MIN_BORROWER_AGE } from '../../contract/credit.ts';
import {
  type FinanceApplication,
  FinanceApplicationSchema,
  type SaveStepRequest,
  type ChooseOfferRequest,
  type FinanceOptions,
  FinanceOptionsSchema,
  type SubmitRequest,
} from '../../contract/finance.ts';

export { MIN_BORROWER_AGE };

const enc = encodeURIComponent;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export function getFinanceApplication(dealId: string, signal?: AbortSignal): Promise<FinanceApplication> {
  return http.get(`/deals/${enc(dealId)}/finance-application`, FinanceApplicationSchema, opts(signal));
}

export function saveFinanceStep(dealId: string, body: SaveStepRequest): Promise<FinanceApplication> {
  return http.put(`/deals/${enc(dealId)}/finance-application`, FinanceApplicationSchema, body);
}

export function chooseFinanceOffer(dealId: string, body: ChooseOfferRequest): Promise<FinanceOptions> {
  return http.put(`/deals/${enc(dealId)}/finance-options/chosen`, FinanceOptionsSchema, body);
}

export function submitFinanceApplication(dealId: string, body: SubmitRequest): Promise<FinanceOptions> {
  return http.post(`/deals/${enc(dealId)}/finance-application/submit`, FinanceOptionsSchema, body);
}

export function getFinanceOptions(dealId: string, signal?: AbortSignal): Promise<FinanceOptions> {
  return http.get(`/deals/${enc(dealId)}/finance-options`, FinanceOptionsSchema, opts(signal));
}
