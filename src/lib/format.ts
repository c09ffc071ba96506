/**
 * Money, numbers and rates in the shopper's locale (`intlLocale()`), seed 001 §9. The locale-free
 * formats (phone, dates) and the money core are the contract's, shared with the server.
 */
import { dollars, numberFormat, toNumber } from '../contract/format.ts';
import { intlLocale } from './i18n/index.ts';

/** Whole dollars: 12345.4 → '$12,345', -1200 → '-$1,200'. Empty text for a missing amount. */
export function formatMoney(n: number | string | null | undefined): string {
  return dollars(n, 0, intlLocale());
}

/**
 * Dollars and cents: 353.2 → '$353.20'. Only for figures that must add up to the cent: the payment details, the
 * contract and the finance options' disclosures. Every other amount is whole dollars (seed 001 §9), `formatMoney`.
 */
export function formatMoneyCents(n: number | string | null | undefined): string {
  return dollars(n, 2, intlLocale());
}

/** Grouped whole number: 12000 → '12,000'. */
export function formatNumber(n: number | string | null | undefined): string {
  const value = toNumber(n);
  if (value === null) return '';
  return numberFormat(intlLocale(), 0).format(Math.round(value));
}

/** A rate as a percent with two decimals: 3.5 → '3.50%'. */
export function formatPercent(value: number, fractionDigits = 2, maxFractionDigits = fractionDigits): string {
  return `${new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: maxFractionDigits,
  }).format(value)}%`;
}
