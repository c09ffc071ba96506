/**
 * The shared validation rules of seed 000 §5 ("Shared form rules", phone, password, lease) and
 * seed 001 §5 (zip), named after the spec. Pure: a rule takes the field's value (and the form's
 * values, for `confirmed`) and returns null or the message key with its parameters.
 * Every rule but `required` accepts an empty value, so optional fields stay optional. The app's
 * forms check with them (through lib/forms, which brings their translations) and so do the
 * server's request schemas built from them (register.ts).
 */
import * as v from 'valibot';
import { validation, type ValidationKey } from './validation-messages.ts';

type MessageParams = Record<string, string | number>;

export type FieldValue = string | boolean;

/** A broken rule: its message key and parameters (`K`: the contract's keys here, any of the app's in a feature's own rule). */
export type RuleError<K extends string = ValidationKey> = {
  key: K;
  params: MessageParams;
  /** Parameters that are themselves labels, translated when the message is shown (e.g. `target`). */
  labels?: Record<string, K>;
};

export type Rule<K extends string = ValidationKey> = (
  value: FieldValue,
  values: Readonly<Record<string, FieldValue>>,
) => RuleError<K> | null;

function fail(key: ValidationKey, params: MessageParams = {}): RuleError {
  return { key, params };
}

function isEmpty(value: FieldValue): boolean {
  return typeof value === 'string' ? value.trim() === '' : false;
}

/** Length in characters as a shopper counts them (an emoji is one). */
function charLength(value: string): number {
  return [...value].length;
}

function toNumber(value: string): number | null {
  const clean = value.trim().replace(/,/g, '');
  if (clean === '' || !/^-?(\d+\.?\d*|\.\d+)$/.test(clean)) return null;
  return Number(clean);
}

/** Runs `check` only for a non-empty string. */
function stringRule(check: (value: string) => RuleError | null): Rule {
  return (value) => (typeof value !== 'string' || isEmpty(value) ? null : check(value));
}

/** '{field} is required'. An unchecked checkbox (false) counts as empty. */
export const required: Rule = (value) => (value === false || isEmpty(value) ? fail('forms.required') : null);

const EmailSchema = v.pipe(v.string(), v.email());

export const email: Rule = stringRule((value) => (v.is(EmailSchema, value.trim()) ? null : fail('forms.email')));

export const integer: Rule = stringRule((value) => (/^-?\d+$/.test(value.trim()) ? null : fail('forms.integer')));

/** Only the digits 0-9. */
export const numeric: Rule = stringRule((value) => (/^\d+$/.test(value.trim()) ? null : fail('forms.numeric')));

/** Exactly `n` digits. */
export function digits(n: number): Rule {
  const re = new RegExp(`^\\d{${n}}$`);
  return stringRule((value) => (re.test(value.trim()) ? null : fail('forms.digits', { length: n })));
}

/** Exactly `n` characters. */
export function length(n: number): Rule {
  return stringRule((value) => (charLength(value) === n ? null : fail('forms.length', { length: n })));
}

/** At least `n` characters (the `min` of the spec's rule list counts characters, like `max`). */
export function min(n: number): Rule {
  return stringRule((value) => (charLength(value) >= n ? null : fail('forms.min', { min: n })));
}

/** At most `n` characters. */
export function max(n: number): Rule {
  return stringRule((value) => (charLength(value) <= n ? null : fail('forms.max', { max: n })));
}

/** A number of at least `n` (`min_value`); text that is no number fails too. */
export function minValue(n: number): Rule {
  return stringRule((value) => {
    const num = toNumber(value);
    return num !== null && num >= n ? null : fail('forms.min', { min: n });
  });
}

/** A number of at most `n` (`max_value`). */
export function maxValue(n: number): Rule {
  return stringRule((value) => {
    const num = toNumber(value);
    return num !== null && num <= n ? null : fail('forms.max', { max: n });
  });
}

/** Between `lo` and `hi` characters, inclusive. */
export function minmax(lo: number, hi: number): Rule {
  return stringRule((value) => {
    const len = charLength(value);
    return len >= lo && len <= hi ? null : fail('forms.minmax', { min: lo, max: hi });
  });
}

/** At most `n` characters (`max_char`). */
export function maxChar(n: number): Rule {
  return stringRule((value) => (charLength(value) <= n ? null : fail('forms.maxChar', { max: n })));
}

/** Equal to the field `target` (e.g. password confirmation); `targetLabel` names it in the message. */
export function confirmed(target: string, targetLabel: ValidationKey): Rule {
  return (value, values) => {
    if (isEmpty(value)) return null;
    return value === values[target] ? null : { key: 'forms.confirmed', params: {}, labels: { target: targetLabel } };
  };
}

/** A phone as typed without the mask's '(', ')', ' ', '-' (and '.'); anything else stays, so `isPhone` refuses it. */
export function stripPhoneMask(typed: string): string {
  return typed.replace(/[\s().-]/g, '');
}

/** Seed 000 §5: ten digits, the first 1-9, masked or bare. */
export function isPhone(typed: string): boolean {
  return /^[1-9]\d{9}$/.test(stripPhoneMask(typed));
}

/** 'Enter a valid 10 digit phone number'; the server's request schemas check the same (phone.ts). */
export const phone: Rule = stringRule((value) => (isPhone(value) ? null : fail('forms.phone')));

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;

/** Which of the four classes (digit, lowercase, uppercase, special) a password uses. */
export function passwordClasses(value: string): number {
  return [/\d/, /[a-z]/, /[A-Z]/, /[^A-Za-z0-9\s|]/].filter((re) => re.test(value)).length;
}

/** 6 to 16 characters, at least 3 of the 4 classes, no whitespace and no '|'. */
export const password: Rule = (value) => {
  if (typeof value !== 'string' || value === '') return null;
  const len = charLength(value);
  const ok = len >= PASSWORD_MIN && len <= PASSWORD_MAX && !/[\s|]/.test(value) && passwordClasses(value) >= 3;
  return ok ? null : fail('forms.password');
};

export const LEASE_MIN_MILES = 1000;

/** Lease miles: a number of at least 1,000 ('1,000' with a comma is accepted). */
export const leaseMiles: Rule = stringRule((value) => {
  const num = toNumber(value);
  return num !== null && num >= LEASE_MIN_MILES ? null : fail('forms.leaseMiles');
});

export const ZIP_DIGITS = 5;

/** Exactly 5 digits (seed 001 §5, ghost and address forms). */
export const zip: Rule = digits(ZIP_DIGITS);

/** The first rule a value breaks, in the list's order (the one message a field shows). */
export function firstBrokenRule<K extends string>(
  rules: readonly Rule<K>[],
  value: FieldValue,
  values: Readonly<Record<string, FieldValue>> = {},
): RuleError<K> | null {
  for (const rule of rules) {
    const verdict = rule(value, values);
    if (verdict) return verdict;
  }
  return null;
}

/** A broken rule's message in English, as the app's form shows it in English (lib/forms ruleMessage) and the server answers. */
export function englishRuleMessage(error: RuleError, label: ValidationKey): string {
  const params: MessageParams = { field: validation[label], ...error.params };
  for (const [name, key] of Object.entries(error.labels ?? {})) params[name] = validation[key];
  return validation[error.key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
