/**
 * A borrower's date of birth (seed 000 §9: MM/DD/YYYY), shared by the forms that ask for one: the
 * get-pre-qualified form and the finance application. Pure: the mask, the parse, the age and the
 * field's rule (each form names its own messages).
 */
import type { MessageKey } from '../i18n/index.ts';
import type { FieldValue, Rule, RuleError } from './rules.ts';
import { MIN_BORROWER_AGE } from '../../contract/credit.ts';
/** Nobody alive is older: a year like 1026 is a typo, not a borrower. */
export const MAX_BORROWER_AGE = 120;
export const DATE_OF_BIRTH_MAX_LENGTH = 10;

/** The MM/DD/YYYY mask: digits only, slashes put in as the shopper types. */
export function maskDateOfBirth(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** 'MM/DD/YYYY' → 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function parseDateOfBirth(input: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!m) return null;
  const [, mm, dd, yyyy] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1) return null;
  if (date.getUTCDate() !== Number(dd)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** Whole years from a 'YYYY-MM-DD' birth date to `today` (local calendar date). */
export function ageOn(birthIso: string, today: Date): number {
  const [y, m, d] = birthIso.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < m || (month === m && today.getDate() < d)) age--;
  return age;
}

export type DateOfBirthMessages = { invalid: MessageKey; tooYoung: MessageKey };

/** The date of birth field: MM/DD/YYYY, a real date, MIN_BORROWER_AGE (18) or older. */
export function dateOfBirthRule(messages: DateOfBirthMessages, now: () => Date = () => new Date()): Rule {
  return (value: FieldValue): RuleError | null => {
    if (typeof value !== 'string' || value.trim() === '') return null;
    const iso = parseDateOfBirth(value);
    if (!iso) return { key: messages.invalid, params: {} };
    const age = ageOn(iso, now());
    if (age < 0 || age > MAX_BORROWER_AGE) return { key: messages.invalid, params: {} };
    if (age < MIN_BORROWER_AGE) return { key: messages.tooYoung, params: { age: MIN_BORROWER_AGE } };
    return null;
  };
}
