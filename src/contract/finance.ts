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
import * as v from 'valibot';
import { ADDRESS_LINE_MAX, CITY_MAX } from './address.ts';
import { ChosenOfferSchema } from './chosen-offer.ts';
import { CreditTierSchema } from './credit-tier.ts';
import { DealTypeSchema } from './deal-type.ts';
import { PhoneSchema } from './phone.ts';

export const FINANCE_APP_OFF = 'The finance application is for finance and lease deals';
export const LENDERS_UNAVAILABLE = 'The lenders could not be reached. Please try again.';
export const TOO_MANY_SUBMITS = "You have reached today's limit of finance applications. Please try again tomorrow.";
export const SAME_SSN = "The co-applicant's Social Security Number must differ from yours";
export const TOO_MANY_SAVES = 'Too many changes to this application. Please wait and try again.';
export const SUBMIT_IN_PROGRESS = 'Your application is being sent to the lenders. Please wait for their answer.';

/** Applications a shopper may send in a day (each one is a hard inquiry at every lender). */
export const SUBMITS_PER_DAY = 5;
export const NAME_MAX = 50;
export const EMAIL_MAX = 100;
export const EMPLOYER_MAX = 100;
export const TITLE_MAX = 60;
export const SOURCE_MAX = 60;
export const MAX_YEARS = 99;
export const MAX_ANNUAL_INCOME = 10_000_000;
export const MAX_MONTHLY_HOUSING = 100_000;
/** Decisions a lender network answers for one application. */
export const MAX_LENDERS = 20;

export const SSN_INVALID = 'Enter a valid 9 digit Social Security Number';
export const DOB_INVALID = 'Enter your date of birth as MM/DD/YYYY';

/** Seed 000 §5 "required": '{field} is required', with the field's label. */
const requiredMessage = (label: string) => `${label} is required`;

/**
 * The server's fallback for any check without a message of ours: valibot's default messages quote
 * the input (an SSN sent where an object belongs would be echoed in the 400).
 */
export const SAFE_PARSE_CONFIG = { message: () => 'Invalid value' } as const;

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(requiredMessage(label)),
    v.maxLength(max, `must be less than or equal to ${String(max)} characters.`),
  );
const optionalText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `must be less than or equal to ${String(max)} characters.`),
  );
const wholeNumber = (label: string, max: number) =>
  v.pipe(
    v.number(requiredMessage(label)),
    v.integer(`${label} must be a whole number`),
    v.minValue(0, 'must be greater than or equal to 0'),
    v.maxValue(max, `must be less than or equal to ${String(max)}`),
  );

// ─── The parts ────────────────────────────────────────────────────────────────────────────

/** SSA-issued numbers only: area 001–665 or 667–899, group 01–99, serial 0001–9999. */
export const SSN_PATTERN = /^(?!000|666|9\d\d)\d{3}-?(?!00)\d{2}-?(?!0000)\d{4}$/;

export const SsnSchema = v.pipe(
  v.string(SSN_INVALID),
  v.regex(SSN_PATTERN, SSN_INVALID),
  v.transform((ssn) => ssn.replace(/-/g, '')),
);

/** MM/DD/YYYY; the server checks it is a real date and MIN_BORROWER_AGE or older. */
export const DateOfBirthSchema = v.pipe(v.string(DOB_INVALID), v.regex(/^\d{2}\/\d{2}\/\d{4}$/, DOB_INVALID));

const EmailSchema = v.pipe(
  v.string(requiredMessage('Email')),
  v.trim(),
  v.nonEmpty(requiredMessage('Email')),
  v.email('Email must be a valid email'),
  v.maxLength(EMAIL_MAX, `must be less than or equal to ${String(EMAIL_MAX)} characters.`),
);

/** What the shopper sends for a person; `ssn` and `dateOfBirth` null keep what is on file. */
export const IdentityInputSchema = v.object(
  {
    firstName: text('First Name', NAME_MAX),
    lastName: text('Last Name', NAME_MAX),
    email: EmailSchema,
    phoneNumber: PhoneSchema,
    dateOfBirth: v.nullable(DateOfBirthSchema),
    ssn: v.nullable(SsnSchema),
  },
  'Enter your details',
);
export type IdentityInput = v.InferInput<typeof IdentityInputSchema>;

/** What a read answers for a person: never the SSN or the date of birth. */
export const IdentityViewSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.pipe(v.string(), v.regex(/^\d{10}$/)),
  dateOfBirthOnFile: v.boolean(),
  /** The SSN's last four digits, null when none is on file. */
  ssnLastFour: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))),
});
export type IdentityView = v.InferOutput<typeof IdentityViewSchema>;

export const AddressSchema = v.object(
  {
    street1: text('Address Line 1', ADDRESS_LINE_MAX),
    street2: v.optional(optionalText('Address Line 2', ADDRESS_LINE_MAX), ''),
    city: text('City', CITY_MAX),
    state: v.pipe(v.string(requiredMessage('State')), v.regex(/^[A-Z]{2}$/, requiredMessage('State'))),
    zipCode: v.pipe(v.string(requiredMessage('Zip Code')), v.regex(/^\d{5}$/, 'Zip Code must be 5 digits')),
  },
  'Enter your address',
);

export const HOUSING_STATUSES = ['OWN', 'RENT', 'OTHER'] as const;
export const HousingStatusSchema = v.picklist(HOUSING_STATUSES, requiredMessage('Housing'));
export type HousingStatus = v.InferOutput<typeof HousingStatusSchema>;

const Months = v.pipe(
  v.number(requiredMessage('Months')),
  v.integer('Months must be a whole number'),
  v.minValue(0, 'must be greater than or equal to 0'),
  v.maxValue(11, 'must be less than or equal to 11'),
);

export const ResidenceSchema = v.object(
  {
    address: AddressSchema,
    housingStatus: HousingStatusSchema,
    /** Rent or mortgage, whole dollars a month. */
    monthlyHousingPayment: wholeNumber('Monthly Housing Payment', MAX_MONTHLY_HOUSING),
    yearsAtAddress: wholeNumber('Years at Address', MAX_YEARS),
    monthsAtAddress: Months,
  },
  'Enter your residence',
);
export type Residence = v.InferOutput<typeof ResidenceSchema>;
export type ResidenceInput = v.InferInput<typeof ResidenceSchema>;

export const EMPLOYMENT_STATUSES = ['EMPLOYED', 'SELF_EMPLOYED', 'RETIRED', 'STUDENT', 'UNEMPLOYED', 'OTHER'] as const;
export const EmploymentStatusSchema = v.picklist(EMPLOYMENT_STATUSES, requiredMessage('Employment Status'));
export type EmploymentStatus = v.InferOutput<typeof EmploymentStatusSchema>;

/** Statuses with an employer: employer, title and time there are asked for these only. */
export const isWorking = (status: EmploymentStatus): boolean => status === 'EMPLOYED' || status === 'SELF_EMPLOYED';

export const EmploymentSchema = v.pipe(
  v.object(
    {
      status: EmploymentStatusSchema,
      employer: v.optional(optionalText('Employer', EMPLOYER_MAX), ''),
      title: v.optional(optionalText('Job Title', TITLE_MAX), ''),
      yearsAtJob: v.optional(v.nullable(wholeNumber('Years at Job', MAX_YEARS)), null),
      monthsAtJob: v.optional(v.nullable(Months), null),
      /** Gross (before taxes) yearly income from this employment, whole dollars. */
      grossAnnualIncome: wholeNumber('Gross Yearly Income', MAX_ANNUAL_INCOME),
      /** Other yearly income (alimony, benefits, a second job), whole dollars. */
      otherAnnualIncome: v.optional(wholeNumber('Other Yearly Income', MAX_ANNUAL_INCOME), 0),
      otherIncomeSource: v.optional(optionalText('Source of Other Income', SOURCE_MAX), ''),
    },
    'Enter your employment',
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['employer']],
      (e) => !isWorking(e.status) || e.employer !== '',
      requiredMessage('Employer'),
    ),
    ['employer'],
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['title']],
      (e) => !isWorking(e.status) || e.title !== '',
      requiredMessage('Job Title'),
    ),
    ['title'],
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['yearsAtJob']],
      (e) => !isWorking(e.status) || e.yearsAtJob !== null,
      requiredMessage('Years at Job'),
    ),
    ['yearsAtJob'],
  ),
  v.forward(
    v.partialCheck(
      [['status'], ['monthsAtJob']],
      (e) => !isWorking(e.status) || e.monthsAtJob !== null,
      requiredMessage('Months'),
    ),
    ['monthsAtJob'],
  ),
  v.forward(
    v.partialCheck(
      [['otherAnnualIncome'], ['otherIncomeSource']],
      (e) => e.otherAnnualIncome === 0 || e.otherIncomeSource !== '',
      requiredMessage('Source of Other Income'),
    ),
    ['otherIncomeSource'],
  ),
  // Without an employer there is no employer, title or time there to keep.
  v.transform((e) =>
    isWorking(e.status) ? e : { ...e, employer: '', title: '', yearsAtJob: null, monthsAtJob: null },
  ),
);
export type Employment = v.InferOutput<typeof EmploymentSchema>;
export type EmploymentInput = v.InferInput<typeof EmploymentSchema>;

export const CoApplicantInputSchema = v.object(
  { applicant: IdentityInputSchema, residence: ResidenceSchema, employment: EmploymentSchema },
  'Enter the co-applicant',
);
export type CoApplicantInput = v.InferInput<typeof CoApplicantInputSchema>;

export const CoApplicantViewSchema = v.object({
  applicant: IdentityViewSchema,
  residence: ResidenceSchema,
  employment: EmploymentSchema,
});
export type CoApplicantView = v.InferOutput<typeof CoApplicantViewSchema>;

// ─── GET and PUT /deals/{id}/finance-application ──────────────────────────────────────────

export const FINANCE_STEPS = ['identity', 'residence', 'employment', 'coApplicant', 'review'] as const;
export type FinanceStep = (typeof FINANCE_STEPS)[number];

/** One step's part; the server checks it in full before keeping it. */
export const SaveStepRequestSchema = v.variant(
  'step',
  [
    v.object({ step: v.literal('identity'), applicant: IdentityInputSchema }),
    v.object({ step: v.literal('residence'), residence: ResidenceSchema }),
    v.object({ step: v.literal('employment'), employment: EmploymentSchema }),
    v.object({ step: v.literal('coApplicant'), coApplicant: v.nullable(CoApplicantInputSchema) }),
  ],
  'Unknown step',
);
export type SaveStepRequest = v.InferInput<typeof SaveStepRequestSchema>;

const Iso = v.pipe(v.string(), v.isoTimestamp());

export const FinanceApplicationSchema = v.object({
  dealId: v.string(),
  /** SUBMITTED: sent to the lenders and not changed since. */
  status: v.picklist(['DRAFT', 'SUBMITTED']),
  /** The deal's seed 000 §3 feature: off on a cash deal (§4), where nothing can be sent. */
  financeAppEnabled: v.boolean(),
  dealType: DealTypeSchema,
  /** '2026 Toyota Camry XLE': what the application is for. */
  vehicleName: v.string(),
  /** Who sends the application (the authorisation names them). */
  dealerName: v.string(),
  applicant: v.nullable(IdentityViewSchema),
  residence: v.nullable(ResidenceSchema),
  employment: v.nullable(EmploymentSchema),
  /** null until the co-applicant step is answered. */
  hasCoApplicant: v.nullable(v.boolean()),
  coApplicant: v.nullable(CoApplicantViewSchema),
  submittedAt: v.nullable(Iso),
  updatedAt: v.nullable(Iso),
});
export type FinanceApplication = v.InferOutput<typeof FinanceApplicationSchema>;

// ─── POST /deals/{id}/finance-application/submit and GET /deals/{id}/finance-options ──────

export const SubmitRequestSchema = v.object({
  authorization: v.object({
    /** A version of authorization.ts; any other is a 400. */
    version: v.pipe(v.string(), v.maxLength(32)),
    locale: v.picklist(['en', 'es']),
    accepted: v.literal(true, 'Please agree to the authorization to send your application'),
  }),
});
export type SubmitRequest = v.InferInput<typeof SubmitRequestSchema>;

/** What a lender asks for before funding (shown in the shopper's language by code). */
export const CONDITIONS = [
  'PROOF_OF_INSURANCE',
  'PROOF_OF_INCOME',
  'PROOF_OF_RESIDENCE',
  'EMPLOYMENT_VERIFICATION',
] as const;
export type Condition = (typeof CONDITIONS)[number];

/**
 * Why a lender said no. CREDIT: the deal's credit tier is below the lender's; INCOME: the payment
 * with the housing payment is more than the income carries; AMOUNT: the amount financed is more than
 * the lender would finance (`maxAmountFinanced`); VEHICLE: the lender does not finance this vehicle;
 * NOTHING_TO_FINANCE: the amount is below any lender's minimum loan.
 */
export const DECLINE_REASONS = ['CREDIT', 'INCOME', 'AMOUNT', 'VEHICLE', 'NOTHING_TO_FINANCE'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

const Money = v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000));

export const LenderDecisionSchema = v.variant('decision', [
  v.object({
    decision: v.literal('APPROVED'),
    lenderNumber: v.string(),
    lenderName: v.string(),
    /** Percent: 6.49 means 6.49 %. */
    apr: v.pipe(v.number(), v.minValue(0), v.maxValue(36)),
    term: v.pipe(v.number(), v.integer(), v.minValue(12), v.maxValue(96)),
    /** The most this lender will finance, whole dollars. */
    maxAmountFinanced: Money,
    /** The monthly payment for the deal's amount financed at this APR and term. */
    monthlyPayment: Money,
    conditions: v.array(v.picklist(CONDITIONS)),
  }),
  v.object({
    decision: v.literal('DECLINED'),
    lenderNumber: v.string(),
    lenderName: v.string(),
    reason: v.picklist(DECLINE_REASONS),
    /** For AMOUNT: the most the lender would finance; null otherwise. */
    maxAmountFinanced: v.nullable(Money),
  }),
]);
export type LenderDecision = v.InferOutput<typeof LenderDecisionSchema>;

/**
 * Why no offer can be chosen now: the application was edited or sent again since these decisions
 * (APPLICATION_CHANGED), or the deal's amount financed is no longer the one the lenders decided on
 * (DEAL_CHANGED: another down payment, product, trade…). Either way the application is to be sent again.
 */
export const ChoiceBlockedSchema = v.picklist(['APPLICATION_CHANGED', 'DEAL_CHANGED']);
export type ChoiceBlocked = v.InferOutput<typeof ChoiceBlockedSchema>;

/** The deal's finance payment now, to compare the approvals with: whose it is and what it costs. */
export const CurrentFinanceSchema = v.object({
  /** CHOSEN: a chosen approved offer; PRE_APPROVAL: an applied pre-approval; QUOTE: the deal's own quote. */
  source: v.picklist(['CHOSEN', 'PRE_APPROVAL', 'QUOTE']),
  lenderNumber: v.string(),
  lenderName: v.string(),
  apr: v.pipe(v.number(), v.minValue(0), v.maxValue(36)),
  term: v.pipe(v.number(), v.integer(), v.minValue(12), v.maxValue(96)),
  monthlyPayment: Money,
});
export type CurrentFinance = v.InferOutput<typeof CurrentFinanceSchema>;

export const FinanceOptionsSchema = v.object({
  dealId: v.string(),
  vehicleName: v.string(),
  /** When the options were decided; null before the first submission. */
  submittedAt: v.nullable(Iso),
  /** The amount the lenders were asked to finance. */
  amountFinanced: v.nullable(Money),
  creditTier: v.nullable(CreditTierSchema),
  options: v.pipe(v.array(LenderDecisionSchema), v.maxLength(MAX_LENDERS)),
  /** The approved offer chosen from these decisions, null when none is. */
  chosenOffer: v.nullable(ChosenOfferSchema),
  /** Null while an approved offer may be chosen. */
  choiceBlocked: v.nullable(ChoiceBlockedSchema),
  /** The deal's finance payment now (its selected finance quote), null when it has none. */
  current: v.nullable(CurrentFinanceSchema),
});
export type FinanceOptions = v.InferOutput<typeof FinanceOptionsSchema>;

/** The offer that no longer matches the deal, or a lender that did not approve. */
export const UNKNOWN_OFFER = 'Choose one of the approved offers';
export const APPLICATION_CHANGED = 'Your application changed since these offers. Send it again to choose an offer.';
export const DEAL_CHANGED =
  'Your deal changed since the lenders decided. Send your application again to choose an offer for it.';

/**
 * `PUT /deals/{id}/finance-options/chosen` (ours): the shopper chooses an APPROVED decision of the
 * submission made at `submittedAt`. The server records it on the deal (`preferences.chosenOffer`),
 * clears any applied pre-approval, makes the deal a finance deal priced at exactly that lender, APR,
 * term and amount, and selects that quote; it answers the finance options. 400 UNKNOWN_OFFER on
 * `lenderNumber` for a lender that did not approve; 400 on `submittedAt` when the application changed
 * since (APPLICATION_CHANGED) or the deal's amount financed is no longer the decided one (DEAL_CHANGED).
 */
export const ChooseOfferRequestSchema = v.object({
  lenderNumber: v.pipe(v.string(), v.maxLength(16, UNKNOWN_OFFER)),
  submittedAt: Iso,
});
export type ChooseOfferRequest = v.InferInput<typeof ChooseOfferRequestSchema>;

// ─── The lenders' offers ───────────────────────────────────────────────────────────────────

type Approved = Extract<LenderDecision, { decision: 'APPROVED' }>;

/**
 * The approval with the lowest monthly payment (the first of equals, in the lenders' order) when it
 * costs less a month than the deal's finance payment now and is another lender's; else null. Nothing
 * to compare with (no finance payment yet) is null too: there is nothing better than to point out.
 * Less is less in whole dollars, as the payments are shown (seed 001 §9): a few cents less would read
 * as a 'lower payment' of the same amount.
 */
export function betterOffer(
  decisions: readonly LenderDecision[],
  current: { lenderNumber: string; monthlyPayment: number } | null,
): Approved | null {
  let best: Approved | null = null;
  for (const d of decisions) {
    if (d.decision === 'APPROVED' && (!best || d.monthlyPayment < best.monthlyPayment)) best = d;
  }
  if (!best || !current || best.lenderNumber === current.lenderNumber) return null;
  return Math.round(best.monthlyPayment) < Math.round(current.monthlyPayment) ? best : null;
}
