/**
 * Registration (seed 000 §5 shared rules, phone and password; seed 001 §5 phone, zip code and address
 * form; seed 000 §7 "Profile registration"): each step's field rules, which the register page's forms
 * show, and the request bodies of `POST /api/profile/validate-step-one` and `POST /api/profile/register`
 * built from the same rules, so a value the page accepts is one the server accepts. The server's
 * messages are the form's, in English.
 */
import * as v from 'valibot';
import { ADDRESS_FIELDS } from './address.ts';
import {
  confirmed,
  email,
  englishRuleMessage,
  firstBrokenRule,
  maxChar,
  password,
  phone,
  required,
  stripPhoneMask,
  zip,
  type Rule,
} from './form-rules.ts';
import type { ValidationKey } from './validation-messages.ts';

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

/** Step three: the password rule, its confirmation ('confirmed') and the terms checkbox. */
export const STEP_THREE_RULES = {
  password: [required, password],
  confirmPassword: [required, confirmed('password', 'forms.label.password')],
  terms: [required],
} as const satisfies Record<string, readonly Rule[]>;

export type StepThreeValues = { password: string; confirmPassword: string; terms: boolean };

const requiredMessage = (label: ValidationKey) => () =>
  englishRuleMessage({ key: 'forms.required', params: {} }, label);

/** Checks a string with a rule list, with the message the form shows for the first rule it breaks. */
function checkedBy(rules: readonly Rule[], label: ValidationKey) {
  return v.check(
    (value: string) => firstBrokenRule(rules, value) === null,
    (issue) => {
      const verdict = firstBrokenRule(rules, String(issue.input));
      return verdict ? englishRuleMessage(verdict, label) : requiredMessage(label)();
    },
  );
}

/** A string checked by a rule list, with the message the form shows for the first rule it breaks. */
function ruled(rules: readonly Rule[], label: ValidationKey, trim = true) {
  // A missing field is an empty one, so it gets the form's '{field} is required' too.
  return v.optional(
    v.pipe(
      v.string(requiredMessage(label)),
      trim ? v.trim() : v.transform((value: string) => value),
      checkedBy(rules, label),
    ),
    '',
  );
}

const stepOneEntries = {
  firstName: ruled(STEP_ONE_RULES.firstName, 'forms.label.firstName'),
  lastName: ruled(STEP_ONE_RULES.lastName, 'forms.label.lastName'),
  email: ruled(STEP_ONE_RULES.email, 'forms.label.email'),
  // The app sends bare digits; a masked '(555) 123-4567' is accepted too and stored as digits.
  phoneNumber: v.pipe(ruled(STEP_ONE_RULES.phoneNumber, 'forms.label.phoneNumber'), v.transform(stripPhoneMask)),
  zipCode: ruled(STEP_ONE_RULES.zipCode, 'forms.label.zipCode'),
};

/** Step one of `/account/register`: who the shopper is. */
export const StepOneRequestSchema = v.object(stepOneEntries);
export type StepOneRequest = v.InferInput<typeof StepOneRequestSchema>;

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));
const optionalNumber = (min: number, max: number) =>
  v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max))));

/**
 * An address field by the address form's rules, but for `required`: the address is optional as a
 * whole, and required in part only once one is given (`addressPartGiven`).
 */
function addressField(name: 'address' | 'address2' | 'city') {
  const { rules, label } = ADDRESS_FIELDS[name];
  const given = rules.filter((rule) => rule !== required);
  return v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => (value ?? '').trim()),
      checkedBy(given, label),
    ),
    '',
  );
}

/**
 * The verified address of step two (seed 001 §3 "Address form"; the zip code is step one's
 * `zipCode` entry). Optional as a whole: `/profile/register-sso` and older clients send none.
 */
const addressEntries = {
  address: addressField('address'),
  address2: addressField('address2'),
  city: addressField('city'),
  stateCode: v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => (value ?? '').trim().toUpperCase()),
      v.regex(/^([A-Z]{2})?$/, 'State is invalid'),
    ),
    '',
  ),
  county: optionalText(60),
  lat: optionalNumber(-90, 90),
  lng: optionalNumber(-180, 180),
};

const ADDRESS_KEYS = [['address'], ['address2'], ['city'], ['stateCode'], ['county'], ['lat'], ['lng']] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number][0];

const isGiven = (value: unknown) => value !== null && value !== undefined && value !== '';

const registerEntries = v.object({
  ...stepOneEntries,
  // Not trimmed: a password is exactly what was typed (the rule refuses whitespace instead).
  password: ruled(STEP_THREE_RULES.password, 'forms.label.password', false),
  confirmPassword: v.optional(
    v.pipe(
      v.string(requiredMessage('forms.label.confirmPassword')),
      v.nonEmpty(requiredMessage('forms.label.confirmPassword')),
    ),
    '',
  ),
  // Unchecked or absent: the terms are not accepted.
  terms: v.pipe(
    v.optional(v.boolean(requiredMessage('forms.label.terms')), false),
    v.check((accepted) => accepted, requiredMessage('forms.label.terms')),
  ),
  ...addressEntries,
});

/**
 * Seed 001 §5 "Address form": once any part of an address is sent, Address Line 1, City and State
 * are required (each with the form's '{field} is required').
 */
function addressPartGiven(name: 'address' | 'city' | 'stateCode') {
  return (input: Partial<Record<AddressKey, unknown>>) =>
    !ADDRESS_KEYS.some(([key]) => isGiven(input[key])) || isGiven(input[name]);
}

/** All three steps: who, where (optional to the server, verified by the page) and the password with the terms. */
export const RegisterRequestSchema = v.pipe(
  registerEntries,
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      () =>
        englishRuleMessage(
          { key: 'forms.confirmed', params: {}, labels: { target: 'forms.label.password' } },
          'forms.label.confirmPassword',
        ),
    ),
    ['confirmPassword'],
  ),
  v.forward(v.partialCheck(ADDRESS_KEYS, addressPartGiven('address'), requiredMessage(ADDRESS_FIELDS.address.label)), [
    'address',
  ]),
  v.forward(v.partialCheck(ADDRESS_KEYS, addressPartGiven('city'), requiredMessage(ADDRESS_FIELDS.city.label)), [
    'city',
  ]),
  v.forward(
    v.partialCheck(ADDRESS_KEYS, addressPartGiven('stateCode'), requiredMessage(ADDRESS_FIELDS.stateCode.label)),
    ['stateCode'],
  ),
);
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;
