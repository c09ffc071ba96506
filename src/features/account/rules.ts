/**
 * Registration rules (seed 000 §5 shared rules, phone and password; seed 001 §5 phone, zip code and
 * server field errors), pure. The register page's forms, the request schemas of `api.ts` and so the
 * sandbox server all check with these lists, so a value is valid in one place exactly when it is
 * valid in the others. The phone mask and display are `maskPhone` / `formatPhone` of lib/format.ts.
 */
import {
  confirmed,
  email,
  maxChar,
  password,
  phone,
  required,
  zip,
  type FieldValue,
  type Rule,
} from '../../lib/forms/rules.ts';
import { phoneDigits } from '../../lib/format.ts';
import type { FieldError } from '../../lib/http.ts';

/** Names are free text; the spec gives no limit, so one that fits any real name and any CRM field. */
export const NAME_MAX = 50;
/** RFC 5321's longest forward path. */
export const EMAIL_MAX = 254;

/** Step one: first name, last name, email, phone (required, seed 001 §5) and zip code. */
export const STEP_ONE_RULES = {
  firstName: [required, maxChar(NAME_MAX)],
  lastName: [required, maxChar(NAME_MAX)],
  email: [required, email, maxChar(EMAIL_MAX)],
  phoneNumber: [required, phone],
  zipCode: [required, zip],
} as const satisfies Record<string, readonly Rule[]>;

export type StepOneField = keyof typeof STEP_ONE_RULES;
export type StepOneValues = Record<StepOneField, string>;

/** Step two: the password rule, its confirmation ('confirmed') and the terms checkbox. */
export const STEP_TWO_RULES = {
  password: [required, password],
  confirmPassword: [required, confirmed('password', 'forms.label.password')],
  terms: [required],
} as const satisfies Record<string, readonly Rule[]>;

export type StepTwoValues = { password: string; confirmPassword: string; terms: boolean };

/** The first rule a value breaks, in the list's order (the one message a field shows). */
export function firstBrokenRule(
  rules: readonly Rule[],
  value: FieldValue,
  values: Readonly<Record<string, FieldValue>> = {},
) {
  for (const rule of rules) {
    const verdict = rule(value, values);
    if (verdict) return verdict;
  }
  return null;
}

/** True when every step-one field passes its rules: only then is step one sent to the server. */
export function isStepOneValid(values: StepOneValues): boolean {
  return (Object.keys(STEP_ONE_RULES) as StepOneField[]).every(
    (name) => firstBrokenRule(STEP_ONE_RULES[name], values[name], values) === null,
  );
}

export function isStepOneField(field: string): field is StepOneField {
  return Object.hasOwn(STEP_ONE_RULES, field);
}

/**
 * Server field errors of a register call go to the step whose field they name (seed 001 §5
 * "attached to the matching form fields"): a step-one error sends the shopper back to step one.
 */
export function splitFieldErrors(errors: readonly FieldError[]): { stepOne: FieldError[]; stepTwo: FieldError[] } {
  return {
    stepOne: errors.filter((e) => isStepOneField(e.field)),
    stepTwo: errors.filter((e) => !isStepOneField(e.field)),
  };
}

/** What step one sends: trimmed text and the phone's bare digits (the mask is for the eye only). */
export function stepOneBody(values: StepOneValues): StepOneValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: phoneDigits(values.phoneNumber),
    zipCode: values.zipCode.trim(),
  };
}
