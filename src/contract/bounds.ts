/**
 * Bounded numbers for the schemas at the network edge. A JSON number can be
 * 1e308, and `1e999` parses to Infinity: a plain `v.number()` lets either through, and a sum of two
 * such amounts broke every later read of a deal. Every number a schema takes (request bodies the
 * server validates, responses the app checks) is finite and has a floor and a ceiling that make
 * sense for its field; the messages follow seed 000 §5 ("must be less than or equal to {max}").
 */
import * as v from 'valibot';

/** The ceiling of any money amount in dollars: far above any car deal, far below where sums overflow. */
export const MAX_MONEY = 10_000_000;
/** Miles a car can show on its odometer, or a lender or program can name. */
export const MAX_MILES = 1_000_000;
/** The ceiling of counts (results, deals, pages). */
export const MAX_COUNT = 1_000_000;

// One formatter for every schema: toLocaleString builds a new one per call, ~0.5 ms each at app start.
const grouped = new Intl.NumberFormat('en-US');
const show = (n: number): string => grouped.format(n);

/** A finite number from `min` to `max`; `label` starts each message ("Amount must be …"). */
export function bounded(label: string, min: number, max: number) {
  return v.pipe(
    v.number(`${label} must be a number`),
    v.finite(`${label} must be a finite number`),
    v.minValue(min, `${label} must be greater than or equal to ${show(min)}`),
    v.maxValue(max, `${label} must be less than or equal to ${show(max)}`),
  );
}

/** A whole number from `min` to `max`. */
export function boundedInteger(label: string, min: number, max: number) {
  return v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be greater than or equal to ${show(min)}`),
    v.maxValue(max, `${label} must be less than or equal to ${show(max)}`),
  );
}

/** Dollars, never negative (prices, fees, payments). */
export const money = (label = 'Amount', max = MAX_MONEY) => bounded(label, 0, max);
/** Dollars that may be negative (trade equity: negative when the payoff is above the offer). */
export const signedMoney = (label = 'Amount', max = MAX_MONEY) => bounded(label, -max, max);
/** A model year. */
export const modelYear = (label = 'Year') => boundedInteger(label, 1900, 2100);
/** A count of things (results, deals, pages). */
export const count = (label = 'Count', max = MAX_COUNT) => boundedInteger(label, 0, max);
/** A loan or lease term in months. */
export const termMonths = (label = 'Term') => boundedInteger(label, 1, 120);
/** An annual percentage rate in percent. */
export const percent = (label = 'Rate', max = 100) => bounded(label, 0, max);
