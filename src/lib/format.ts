/**
 * Display formats of the spec: money in whole dollars (seed 001 §9), phone '(XXX) XXX-XXXX'
 * (seed 001 §5), dates 'MM/DD/YYYY' (seed 000 §9). Digit grouping follows the shopper's locale
 * through `intlLocale()`; the shapes themselves stay the spec's in every locale.
 */
import { intlLocale } from './i18n/index.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(fractionDigits: number): Intl.NumberFormat {
  const tag = `${intlLocale()}|${fractionDigits}`;
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(tag, format);
  }
  return format;
}

function toNumber(n: number | string | null | undefined): number | null {
  if (n === null || n === undefined || n === '') return null;
  const value = typeof n === 'number' ? n : Number(n);
  return Number.isFinite(value) ? value : null;
}

function money(n: number | string | null | undefined, fractionDigits: number): string {
  const value = toNumber(n);
  if (value === null) return '';
  const factor = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  // A value that rounds to zero is shown without a sign ('$0', never '-$0').
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}$${numberFormat(fractionDigits).format(rounded)}`;
}

/** Whole dollars: 12345.4 → '$12,345', -1200 → '-$1,200'. Empty text for a missing amount. */
export function formatMoney(n: number | string | null | undefined): string {
  return money(n, 0);
}

/**
 * Dollars and cents: 353.2 → '$353.20'. Only for figures that must add up to the cent: the payment details, the
 * contract and the finance options' disclosures. Every other amount is whole dollars (seed 001 §9), `formatMoney`.
 */
export function formatMoneyCents(n: number | string | null | undefined): string {
  return money(n, 2);
}

/** Grouped whole number: 12000 → '12,000'. */
export function formatNumber(n: number | string | null | undefined): string {
  const value = toNumber(n);
  if (value === null) return '';
  return numberFormat(0).format(Math.round(value));
}

/** '(XXX) XXX-XXXX' from the first 10 digits; fewer than 10 digits gives empty text (seed 001 §5). */
export function formatPhone(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = String(value).replace(/\D/g, '');
  if (digits.length < 10) return '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

export const PHONE_MASK_MAX_LENGTH = 14;

/** The '(###) ###-####' mask applied while typing: '55512' → '(555) 12'. At most 14 characters. */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The bare digits of a masked phone, what the API receives. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * 'MM/DD/YYYY'. A calendar date 'YYYY-MM-DD' is shown as written (never moved by the time
 * zone); a timestamp or Date is shown in the shopper's local date. Invalid input gives ''.
 */
export function formatDate(isoOrDate: string | Date | null | undefined): string {
  if (isoOrDate === null || isoOrDate === undefined || isoOrDate === '') return '';
  if (typeof isoOrDate === 'string') {
    const m = DATE_ONLY.exec(isoOrDate.trim());
    if (m) {
      const [, year, month, day] = m;
      const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return '';
      return `${month}/${day}/${year}`;
    }
  }
  const date = typeof isoOrDate === 'string' ? new Date(isoOrDate) : isoOrDate;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** A rate as a percent with two decimals: 3.5 → '3.50%'. */
export function formatPercent(value: number, fractionDigits = 2, maxFractionDigits = fractionDigits): string {
  return `${new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: maxFractionDigits,
  }).format(value)}%`;
}
