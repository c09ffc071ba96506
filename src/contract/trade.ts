/**
 * Trade-in calls (seed 000 §7 "Trade"): decode a VIN or look up a plate, appraise the
 * vehicle from the shopper's answers, keep the appraised trade on the shopper's account (with
 * whether they trade it in or sell it, the spec's `indicator`), record what they still owe, and
 * read the current trade back. The sandbox server validates with these schemas.
 *
 * Choices where the spec is silent:
 * - The trade flow needs a signed-in shopper (the menu's 'Value Trade' needs login, seed 001 §2):
 *   every call but the VIN and plate look-ups answers 401 TRADE_NEEDS_LOGIN otherwise.
 * - The spec's three calls keep their paths: `POST /trade/no-profile/user/account?indicator=` saves an
 *   appraisal as the shopper's trade, `POST /trade/no-profile/sell-indicator?indicator=` changes the
 *   indicator of the current trade, `GET /trade?prospectId=` reads it (the prospect id, when sent,
 *   must be the session's own). The rest are ours, under `/trade/…`.
 * - Money is whole dollars (seed 001 §9 "Money display"); mileage whole miles; dates ISO 8601 UTC
 *   (`expiresAt`), shown as MM/DD/YYYY (seed 000 §9).
 * - An appraisal is an attempt: at most APPRAISALS_PER_DAY per shopper per calendar day (UTC), then
 *   429 with `retryAfterSeconds` (the app's max-attempts-exceeded page).
 * - An offer is valid for OFFER_VALID_DAYS days; past that the trade reads `expired: true` (the app's
 *   quote-expired page) and `POST /trade/reappraise` values it again from the same answers.
 * - Saving a trade (or a new payoff or offer on it) attaches it to every deal of the shopper and
 *   re-prices them; a changed payoff or offer of a saved trade is recorded for the shell's updated
 *   trade modal (seed 001 §3 "Payoff updated info"). The first payoff entered on a trade (its
 *   lender was null) is not a change and is not recorded.
 * - A trade the shopper sells outright (indicator SELL) is a sale of its own: it stays off the
 *   deals (no trade equity) until the indicator is TRADE again.
 * - Saving an appraisal of the current trade's VIN revalues that trade (same tradeId, payoff and
 *   lender kept unless the answers say nothing is owed); another VIN becomes a new current trade
 *   with payoff 0 and no lender until `PUT /trade/payoff`.
 * - `POST /trade/reappraise` answers a new appraisal and saves nothing: saving it revalues the trade.
 * - Calls on the current trade (sell-indicator, payoff, reappraise) answer 404 NO_TRADE without one.
 */
import * as v from 'valibot';
import { modelYear, money, signedMoney } from './bounds.ts';

export const OFFER_VALID_DAYS = 7;
export const APPRAISALS_PER_DAY = 5;
export const TRADE_NEEDS_LOGIN = 'Sign in to value your trade';
export const NO_TRADE = 'You have no saved trade yet';
export const MAX_MILEAGE = 500_000;
export const MAX_PAYOFF = 250_000;

/** Seed 000 §2 "The trade entry form asks for a VIN, or for a plate or VIN". */
export const VIN_MESSAGES = {
  length: 'A VIN has 17 characters',
  letters: 'A VIN never uses the letters I, O or Q',
  characters: 'A VIN has only letters and digits',
  checkDigit: 'This VIN is not valid: please check each character',
} as const;

/** Upper-cased, spaces and dashes dropped: what a shopper may paste. */
export const VinSchema = v.pipe(
  v.string(),
  v.transform((s) => s.toUpperCase().replace(/[\s-]/g, '')),
  v.length(17, VIN_MESSAGES.length),
  v.regex(/^[^IOQ]*$/, VIN_MESSAGES.letters),
  v.regex(/^[A-Z0-9]*$/, VIN_MESSAGES.characters),
);

export const PlateSchema = v.pipe(
  v.string(),
  v.transform((s) => s.toUpperCase().replace(/[\s-]/g, '')),
  v.regex(/^[A-Z0-9]{2,8}$/, 'A plate has 2 to 8 letters and digits'),
);
export const StateCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Choose a state'));

// ─── GET /trade/vin/{vin} and GET /trade/plate?plate=&state= ───────────────────────────────

/**
 * What the VIN says. `model` is null when only the year and make could be read (the shopper then
 * picks the model from `models`); `trims` lists the choices when the VIN does not fix the trim
 * (one entry when it does).
 */
export const VinDecodeSchema = v.object({
  vin: v.string(),
  year: modelYear(),
  make: v.string(),
  model: v.nullable(v.string()),
  models: v.array(v.string()),
  trims: v.array(v.string()),
});
export type VinDecode = v.InferOutput<typeof VinDecodeSchema>;

/** 404 when the VIN is valid but not even its manufacturer code (WMI) is known. */
export const VIN_NOT_DECODED = 'We could not read this VIN. Check it, or enter your plate instead.';

export const PlateQuerySchema = v.object({ plate: PlateSchema, state: StateCodeSchema });

/** 404 when the registry has no such plate in that state. */
export const PLATE_NOT_FOUND = 'We could not find that plate. Check it, or enter the VIN instead.';

// ─── POST /trade/appraisals ──────────────────────────────────────────────────────────────────

export const CONDITIONS = ['EXCELLENT', 'GOOD', 'FAIR', 'POOR'] as const;
export const ACCIDENTS = ['NONE', 'ONE', 'TWO_OR_MORE'] as const;
export const TITLE_STATUSES = ['CLEAN', 'REBUILT', 'SALVAGE'] as const;
/** Options and equipment the appraisal values (the engine README gives each one's worth). */
export const FEATURES = [
  'SUNROOF',
  'NAVIGATION',
  'LEATHER',
  'HEATED_SEATS',
  'ALL_WHEEL_DRIVE',
  'PREMIUM_AUDIO',
  'THIRD_ROW',
  'TOW_PACKAGE',
  'DRIVER_ASSISTANCE',
] as const;
export type Feature = (typeof FEATURES)[number];

const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min.toLocaleString('en-US')}`),
    v.maxValue(max, `${label} must be at most ${max.toLocaleString('en-US')}`),
  );

/** Info, features and history: everything the appraisal is computed from. */
export const TradeAnswersSchema = v.object({
  vin: VinSchema,
  year: wholeNumber('Year', 1981, 2100),
  make: v.pipe(v.string(), v.trim(), v.nonEmpty('Make is required'), v.maxLength(40)),
  model: v.pipe(v.string(), v.trim(), v.nonEmpty('Model is required'), v.maxLength(60)),
  trim: v.pipe(v.string(), v.trim(), v.nonEmpty('Trim is required'), v.maxLength(60)),
  mileage: wholeNumber('Mileage', 0, MAX_MILEAGE),
  zipCode: v.pipe(v.string(), v.regex(/^\d{5}$/, 'Zip Code must be 5 digits')),
  features: v.pipe(v.array(v.picklist(FEATURES)), v.maxLength(FEATURES.length)),
  owners: wholeNumber('Owners', 1, 20),
  accidents: v.picklist(ACCIDENTS, 'Choose how many accidents'),
  condition: v.picklist(CONDITIONS, 'Choose a condition'),
  titleStatus: v.picklist(TITLE_STATUSES, 'Choose a title status'),
  owesMoney: v.boolean(),
});
export type TradeAnswers = v.InferOutput<typeof TradeAnswersSchema>;

/** How the offer was reached, in whole dollars; offer = baseValue + the four adjustments (floored at the engine's minimum). */
export const AppraisalBreakdownSchema = v.object({
  baseValue: money('Base value'),
  mileageAdjustment: signedMoney('Mileage adjustment'),
  conditionAdjustment: signedMoney('Condition adjustment'),
  historyAdjustment: signedMoney('History adjustment'),
  featuresAdjustment: signedMoney('Features adjustment'),
});
export type AppraisalBreakdown = v.InferOutput<typeof AppraisalBreakdownSchema>;

export const NO_OFFER_REASONS = ['TOO_OLD', 'TOO_MANY_MILES', 'SALVAGE_TITLE', 'MAKE_NOT_BOUGHT'] as const;
export type NoOfferReason = (typeof NO_OFFER_REASONS)[number];

export const AppraisalSchema = v.variant('status', [
  v.object({
    status: v.literal('OFFER'),
    appraisalId: v.string(),
    vehicleName: v.string(),
    offer: money('Offer'),
    breakdown: AppraisalBreakdownSchema,
    expiresAt: v.string(),
  }),
  v.object({
    status: v.literal('NO_OFFER'),
    appraisalId: v.string(),
    vehicleName: v.string(),
    reason: v.picklist(NO_OFFER_REASONS),
  }),
]);
export type Appraisal = v.InferOutput<typeof AppraisalSchema>;

// ─── The shopper's trade ─────────────────────────────────────────────────────────────────────

/** Seed 000 §7's `indicator`: the shopper trades the vehicle in, or sells it to the dealer outright. */
export const INDICATORS = ['TRADE', 'SELL'] as const;
export type Indicator = (typeof INDICATORS)[number];
export const IndicatorQuerySchema = v.object({ indicator: v.picklist(INDICATORS, 'Indicator must be TRADE or SELL') });

/** The dealer's review as the shopper's trade answer tells it: the state, and the dealer's note with a counter. */
export const ShopperTradeReviewSchema = v.object({
  state: v.picklist(['none', 'confirmed', 'countered']),
  note: v.optional(v.string()),
});
export type ShopperTradeReview = v.InferOutput<typeof ShopperTradeReviewSchema>;

export const TradeSchema = v.object({
  tradeId: v.string(),
  vin: v.string(),
  vehicleName: v.string(),
  answers: TradeAnswersSchema,
  offer: money('Offer'),
  breakdown: AppraisalBreakdownSchema,
  expiresAt: v.string(),
  /** True once `expiresAt` has passed (quote expired). */
  expired: v.boolean(),
  indicator: v.picklist(INDICATORS),
  lender: v.nullable(v.string()),
  payoff: money('Payoff'),
  /** offer − payoff; negative equity when below zero. */
  netCashOffer: signedMoney('Net cash offer'),
  /** How many of the guided photo slots hold a photo (the offer says whether photos were provided). */
  photosProvided: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)), 0),
  /** The dealer's review of this offer; none until the store confirms or counters it. */
  review: v.optional(ShopperTradeReviewSchema, { state: 'none' }),
});
export type Trade = v.InferOutput<typeof TradeSchema>;

export const SaveTradeRequestSchema = v.object({ appraisalId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });

/** Manual payoff: who the shopper owes and how much (0 and no lender: owns it outright). */
export const PayoffRequestSchema = v.object({
  lender: v.pipe(v.string(), v.trim(), v.nonEmpty('Lender is required'), v.maxLength(80, 'Lender is too long')),
  payoff: v.pipe(
    v.number('Payoff amount must be a number'),
    v.integer('Payoff amount must be whole dollars'),
    v.minValue(1, 'Payoff amount must be at least $1'),
    v.maxValue(MAX_PAYOFF, 'Payoff amount must be at most $250,000'),
  ),
});
export type PayoffRequest = v.InferOutput<typeof PayoffRequestSchema>;

export const TradeQuerySchema = v.object({ prospectId: v.optional(v.pipe(v.string(), v.maxLength(64))) });

/** The shopper's current trade; null (204) when they have none. */
export const CurrentTradeSchema = v.nullable(TradeSchema);

// ─── VIN ────────────────────────────────────────────────────────────────────────────────────

export const VIN_LENGTH = 17;

/** What a shopper may paste: upper-cased, spaces and dashes dropped (as the contract's VinSchema). */
export function normalizeVin(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

/** 49 CFR 565.15: each letter's value; digits are worth themselves. I, O and Q have none. */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The position weights; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit of a 17-character VIN ('0'–'9' or 'X'): the weighted sum of the transliterated
 * characters modulo 11, 10 written 'X'. Null when the VIN is not 17 VIN characters.
 */
export function vinCheckDigit(vin: string): string | null {
  const upper = vin.toUpperCase();
  if (upper.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = upper[i] as string;
    const value = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : TRANSLITERATION[c];
    if (value === undefined) return null;
    sum += value * (WEIGHTS[i] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Which of the contract's VIN_MESSAGES a VIN breaks first, or null for a valid VIN. */
export type VinProblem = 'characters' | 'letters' | 'length' | 'checkDigit';

/**
 * The VIN rule: only letters and digits, never I, O or Q, 17 characters, and
 * the check digit at position 9 right. Checked in that order, so a shopper fixes one thing at a time.
 */
export function vinProblem(raw: string): VinProblem | null {
  const vin = normalizeVin(raw);
  if (!/^[A-Z0-9]*$/.test(vin)) return 'characters';
  if (/[IOQ]/.test(vin)) return 'letters';
  if (vin.length !== VIN_LENGTH) return 'length';
  return vinCheckDigit(vin) === vin[8] ? null : 'checkDigit';
}
