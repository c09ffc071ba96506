/**
 * Display formats of the spec, the same in the app and in what the server writes: money (seed 001 §9),
 * phone '(XXX) XXX-XXXX' (seed 001 §5), dates 'MM/DD/YYYY' (seed 000 §9). Digit grouping follows the
 * BCP 47 locale it is given; the shapes themselves stay the spec's in every locale.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached grouping format: building one costs more than formatting with it. */
export function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const tag = `${locale}|${fractionDigits}`;
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(tag, format);
  }
  return format;
}

/** A number from an amount the API may send as text; null for a missing or invalid one. */
export function toNumber(n: number | string | null | undefined): number | null {
  if (n === null || n === undefined || n === '') return null;
  const value = typeof n === 'number' ? n : Number(n);
  return Number.isFinite(value) ? value : null;
}

/** Dollars with `fractionDigits` decimals: 12345.4 → '$12,345'; empty text for a missing amount. */
export function dollars(n: number | string | null | undefined, fractionDigits: number, locale = 'en-US'): string {
  const value = toNumber(n);
  if (value === null) return '';
  const factor = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  // A value that rounds to zero is shown without a sign ('$0', never '-$0').
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}$${numberFormat(locale, fractionDigits).format(rounded)}`;
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
