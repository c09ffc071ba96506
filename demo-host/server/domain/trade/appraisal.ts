/**
 * The trade-in appraisal engine: pure and deterministic, no HTTP, no database. A
 * shopper's answers and "today" give either an offer in whole dollars with its breakdown, or the
 * reason there is none. Formulas, tables and worked examples: engine/README.md "Trade-in appraisal".
 */
import {
  OFFER_VALID_DAYS,
  type AppraisalBreakdown,
  type Feature,
  type NoOfferReason,
  type TradeAnswers,
} from '../../../../src/contract/trade.ts';
import { roundDollars } from '../engine/money.ts';
import { PRICE_CLASSES, boughtMake, priceClassOf } from './catalog.ts';

/** Older than this many model years: no offer (TOO_OLD). */
export const MAX_AGE_YEARS = 20;
/** More miles than this: no offer (TOO_MANY_MILES). */
export const MAX_MILES = 200_000;
/** Miles a year the mileage adjustment measures against. */
export const AVERAGE_MILES_PER_YEAR = 12_000;
/** However low the sum, a vehicle the program buys is worth this much to the dealer. */
export const MINIMUM_OFFER = 500;

/** Share of the class's new price, in percent, a dealer pays for a vehicle of this age (index = model years). */
export const RETENTION_PERCENT = [80, 72, 65, 59, 54, 50, 47, 44, 42, 39, 36, 33, 30, 27, 24, 21, 19, 17, 15, 13, 11];

/** Percent of the base value per 1,000 miles from the average: over costs more than under earns. */
export const MILEAGE_RATES = { overPer1000: -1, overFloor: -50, underPer1000: 0.75, underCap: 20 } as const;

/** Percent of the base value. */
export const CONDITION_PERCENT = { EXCELLENT: 5, GOOD: 0, FAIR: -10, POOR: -25 } as const;

/** Percent of the base value; owners past the first add theirs, down to OWNERS_FLOOR. */
export const HISTORY_PERCENT = {
  perExtraOwner: -3,
  ownersFloor: -12,
  accidents: { NONE: 0, ONE: -8, TWO_OR_MORE: -18 },
  title: { CLEAN: 0, REBUILT: -30, SALVAGE: 0 },
} as const;

/** Each feature adds a percent of the base value, or a fixed amount whatever the vehicle. */
export const FEATURE_VALUES: Readonly<Record<Feature, { percent: number } | { dollars: number }>> = {
  SUNROOF: { percent: 2 },
  NAVIGATION: { dollars: 250 },
  LEATHER: { percent: 2.5 },
  HEATED_SEATS: { percent: 1 },
  ALL_WHEEL_DRIVE: { percent: 4 },
  PREMIUM_AUDIO: { dollars: 200 },
  THIRD_ROW: { percent: 3 },
  TOW_PACKAGE: { dollars: 300 },
  DRIVER_ASSISTANCE: { percent: 2 },
};

export type AppraisalInput = Pick<
  TradeAnswers,
  'year' | 'make' | 'model' | 'mileage' | 'features' | 'owners' | 'accidents' | 'condition' | 'titleStatus'
>;

export type AppraisalOutcome =
  | { status: 'OFFER'; offer: number; breakdown: AppraisalBreakdown; expiresAt: string }
  | { status: 'NO_OFFER'; reason: NoOfferReason };

/** Model years old as of `asOf` (UTC year); next year's models count as new. */
export const ageOf = (year: number, asOf: Date): number => Math.max(0, asOf.getUTCFullYear() - year);

/** The first reason that applies, in this order, or null when the program makes an offer. */
export function noOfferReason(input: AppraisalInput, asOf: Date): NoOfferReason | null {
  if (boughtMake(input.make) === null) return 'MAKE_NOT_BOUGHT';
  if (ageOf(input.year, asOf) > MAX_AGE_YEARS) return 'TOO_OLD';
  if (input.mileage > MAX_MILES) return 'TOO_MANY_MILES';
  if (input.titleStatus === 'SALVAGE') return 'SALVAGE_TITLE';
  return null;
}

/** The class's new price × the retention of the vehicle's age, in whole dollars. */
export function baseValue(input: Pick<AppraisalInput, 'year' | 'make' | 'model'>, asOf: Date): number {
  const priceClass = priceClassOf(input.make, input.model);
  if (priceClass === null) throw new RangeError(`The program does not buy ${input.make}`);
  const age = Math.min(ageOf(input.year, asOf), RETENTION_PERCENT.length - 1);
  return roundDollars((PRICE_CLASSES[priceClass] * (RETENTION_PERCENT[age] as number)) / 100);
}

/** Percent of the base value for the miles driven against the average for the vehicle's age (at least one year). */
export function mileagePercent(mileage: number, age: number): number {
  const expected = AVERAGE_MILES_PER_YEAR * Math.max(1, age);
  const thousands = (mileage - expected) / 1000;
  if (thousands > 0) return Math.max(MILEAGE_RATES.overFloor, thousands * MILEAGE_RATES.overPer1000);
  if (thousands < 0) return Math.min(MILEAGE_RATES.underCap, -thousands * MILEAGE_RATES.underPer1000);
  return 0;
}

export function historyPercent(input: Pick<AppraisalInput, 'owners' | 'accidents' | 'titleStatus'>): number {
  const owners = Math.max(HISTORY_PERCENT.ownersFloor, (input.owners - 1) * HISTORY_PERCENT.perExtraOwner);
  return owners + HISTORY_PERCENT.accidents[input.accidents] + HISTORY_PERCENT.title[input.titleStatus];
}

/** Each feature once, whatever the list repeats. */
export function featuresValue(features: readonly Feature[], base: number): number {
  return [...new Set(features)].reduce((sum, f) => {
    const value = FEATURE_VALUES[f];
    return sum + ('dollars' in value ? value.dollars : (base * value.percent) / 100);
  }, 0);
}

/**
 * The appraisal: every adjustment is computed from the whole-dollar base value and rounded to the
 * dollar once; the offer is their sum, at least MINIMUM_OFFER, valid OFFER_VALID_DAYS from `asOf`.
 */
export function appraiseTrade(input: AppraisalInput, asOf: Date): AppraisalOutcome {
  const reason = noOfferReason(input, asOf);
  if (reason) return { status: 'NO_OFFER', reason };
  const base = baseValue(input, asOf);
  const percentOfBase = (percent: number) => roundDollars((base * percent) / 100);
  const breakdown: AppraisalBreakdown = {
    baseValue: base,
    mileageAdjustment: percentOfBase(mileagePercent(input.mileage, ageOf(input.year, asOf))),
    conditionAdjustment: percentOfBase(CONDITION_PERCENT[input.condition]),
    historyAdjustment: percentOfBase(historyPercent(input)),
    featuresAdjustment: roundDollars(featuresValue(input.features, base)),
  };
  const sum =
    breakdown.baseValue +
    breakdown.mileageAdjustment +
    breakdown.conditionAdjustment +
    breakdown.historyAdjustment +
    breakdown.featuresAdjustment;
  return {
    status: 'OFFER',
    offer: Math.max(MINIMUM_OFFER, sum),
    breakdown,
    expiresAt: offerExpiry(asOf),
  };
}

export const offerExpiry = (asOf: Date): string =>
  new Date(asOf.getTime() + OFFER_VALID_DAYS * 86_400_000).toISOString();

/** '2018 Honda Civic EX': what the trade is called on the deal and in the updated-trade modal. */
export function vehicleNameOf(v: Pick<TradeAnswers, 'year' | 'make' | 'model' | 'trim'>): string {
  return [String(v.year), v.make, v.model, v.trim].map((s) => s.trim()).join(' ');
}
