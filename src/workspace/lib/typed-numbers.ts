/** Numbers as a member types them: anything else is NaN, which the contract's schema refuses with its message. */

/** Dollars as typed ("$1,250.5" too). */
export const dollarsOf = (typed: string): number => {
  const plain = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d{1,7}(\.\d{1,3})?$/.test(plain) ? Number(plain) : Number.NaN;
};

/** Dollars as typed, in whole cents: "$123.45" → 12345; a fraction of a cent is NaN, never rounded into money. */
export const centsOf = (typed: string): number => {
  const dollars = dollarsOf(typed);
  const cents = Math.round(dollars * 100);
  return Math.abs(dollars * 100 - cents) < 1e-6 ? cents : Number.NaN;
};

/** A whole number as typed. */
export const wholeOf = (typed: string): number => (/^\s*\d{1,4}\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** Cents as a member reads and types them back: 50000 → "500", 12345 → "123.45". */
export const typedDollars = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
