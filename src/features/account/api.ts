/**
 * The register fetchers and their request schemas, built from the register page's own rule lists and
 * copy (the sandbox server validates with them); the answers are src/contract/account.ts (documented there).
 */
import '../../lib/i18n/parts/validation.ts';
import * as v from 'valibot';
import { ruleMessage } from '../../lib/forms/form.ts';
import { required, type Rule } from '../../lib/forms/rules.ts';
import { phoneDigits } from '../../contract/format.ts';
import { http } from '../../lib/http.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
// The server loads this file for its register schemas: the address feature's index would bring the address UI along.
// eslint-disable-next-line no-restricted-imports
import { ADDRESS_FORM_RULES } from '../address/rules.ts';
import { firstBrokenRule, STEP_ONE_RULES, STEP_THREE_RULES } from './rules.ts';
import {
  type ValidateStepOneResponse,
  ValidateStepOneResponseSchema,
  type RegisterResponse,
  RegisterResponseSchema,
} from '../../contract/account.ts';

const requiredMessage = (label: MessageKey) => () => ruleMessage({ key: 'forms.required', params: {} }, label);

/** Checks a string with a rule list, with the message the form shows for the first rule it breaks. */
function checkedBy(rules: readonly Rule[], label: MessageKey) {
  return v.check(
    (value: string) => firstBrokenRule(rules, value) === null,
    (issue) => {
      const verdict = firstBrokenRule(rules, String(issue.input));
      return verdict ? ruleMessage(verdict, label) : requiredMessage(label)();
    },
  );
}

/** A string checked by a rule list, with the message the form shows for the first rule it breaks. */
function ruled(rules: readonly Rule[], label: MessageKey, trim = true) {
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
  phoneNumber: v.pipe(ruled(STEP_ONE_RULES.phoneNumber, 'forms.label.phoneNumber'), v.transform(phoneDigits)),
  zipCode: ruled(STEP_ONE_RULES.zipCode, 'forms.label.zipCode'),
};

/** Step one of `/account/register`: who the shopper is. */
export const StepOneRequestSchema = v.object(stepOneEntries);
export type StepOneRequest = v.InferInput<typeof StepOneRequestSchema>;

export function validateStepOne(body: StepOneRequest): Promise<ValidateStepOneResponse> {
  return http.post('/profile/validate-step-one', ValidateStepOneResponseSchema, body);
}

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));
const optionalNumber = (min: number, max: number) =>
  v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max))));

/**
 * An address form field by its rules (features/address/rules.ts), but for `required`: the address
 * is optional as a whole, and required in part only once one is given (`addressPartGiven`).
 */
function addressField(name: 'address' | 'address2' | 'city') {
  const { rules, label } = ADDRESS_FORM_RULES[name];
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
        ruleMessage(
          { key: 'forms.confirmed', params: {}, labels: { target: 'forms.label.password' } },
          'forms.label.confirmPassword',
        ),
    ),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(ADDRESS_KEYS, addressPartGiven('address'), requiredMessage(ADDRESS_FORM_RULES.address.label)),
    ['address'],
  ),
  v.forward(v.partialCheck(ADDRESS_KEYS, addressPartGiven('city'), requiredMessage(ADDRESS_FORM_RULES.city.label)), [
    'city',
  ]),
  v.forward(
    v.partialCheck(ADDRESS_KEYS, addressPartGiven('stateCode'), requiredMessage(ADDRESS_FORM_RULES.stateCode.label)),
    ['stateCode'],
  ),
);
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return http.post('/profile/register', RegisterResponseSchema, body);
}
