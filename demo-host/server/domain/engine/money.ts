/**
 * Money rounding for the deal engine. Amounts are dollars with cents; every amount a quote
 * reports is rounded to the cent once, and totals are built from the rounded parts so that a
 * breakdown always adds up to the total it explains.
 */

/** Rounds half away from zero to `digits` decimals, immune to binary noise (1.005 → 1.01). */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${String(value)}`);
  const factor = 10 ** digits;
  // toPrecision(15) drops the representation error that makes 1.005 * 100 = 100.49999…
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Rounds to cents (2 decimals). */
export const roundCents = (value: number): number => roundTo(value, 2);

/** Rounds to whole dollars (down payments are whole dollars, seed 000 §5). */
export const roundDollars = (value: number): number => roundTo(value, 0);

/** Adds amounts that are already in cents and rounds the sum, so 0.1 + 0.2 is 0.3. */
export function sumCents(...amounts: number[]): number {
  return roundCents(amounts.reduce((total, amount) => total + amount, 0));
}

/** Dollars with cents → whole cents (an integer), for arithmetic that must not drift. */
export const toCents = (value: number): number => Math.round(roundCents(value) * 100);

/** Whole cents → dollars with cents. */
export const fromCents = (cents: number): number => roundCents(cents / 100);
