/**
 * Profile registration calls (seed 000 §7 "Profile registration"): `POST /profile/validate-step-one`
 * and `POST /profile/register`. The spec does not show their responses; ours:
 * - validate-step-one: 200 `{valid: true}`, or 400 with field errors, including
 *   `{field: 'email', message: 'Duplicate email'}` when the email already has an account (seed 001 §5);
 * - register: 200 `{success: true, user: {id, firstName}, csrfToken}` (the shopper is signed in on a
 *   new session, exactly as by `POST /auth/login`), or the same 400s as step one plus step two's.
 * The sandbox server validates both bodies with these schemas, whose checks are the register
 * page's own rule lists (rules.ts), with the messages the page shows.
 */
import * as v from 'valibot';
import { ruleMessage } from '../../lib/forms/form.ts';
import type { Rule } from '../../lib/forms/rules.ts';
import { phoneDigits } from '../../lib/format.ts';
import { http } from '../../lib/http.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { firstBrokenRule, STEP_ONE_RULES, STEP_TWO_RULES } from './rules.ts';

const requiredMessage = (label: MessageKey) => () => ruleMessage({ key: 'forms.required', params: {} }, label);

/** A string checked by a rule list, with the message the form shows for the first rule it breaks. */
function ruled(rules: readonly Rule[], label: MessageKey, trim = true) {
  const message = (value: string) => {
    const verdict = firstBrokenRule(rules, value);
    return verdict ? ruleMessage(verdict, label) : requiredMessage(label)();
  };
  // A missing field is an empty one, so it gets the form's '{field} is required' too.
  return v.optional(
    v.pipe(
      v.string(requiredMessage(label)),
      trim ? v.trim() : v.transform((value: string) => value),
      v.check(
        (value) => firstBrokenRule(rules, value) === null,
        (issue) => message(String(issue.input)),
      ),
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

export const ValidateStepOneResponseSchema = v.object({ valid: v.literal(true) });
export type ValidateStepOneResponse = v.InferOutput<typeof ValidateStepOneResponseSchema>;

export function validateStepOne(body: StepOneRequest): Promise<ValidateStepOneResponse> {
  return http.post('/profile/validate-step-one', ValidateStepOneResponseSchema, body);
}

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));
const optionalNumber = (min: number, max: number) =>
  v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max))));

/**
 * The verified address (seed 001 §3 "User prospect address"), all optional: the address step comes
 * with address verification, and a shopper who registers without it simply has none yet.
 */
const addressEntries = {
  address: optionalText(100),
  address2: optionalText(100),
  city: optionalText(60),
  stateCode: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'State is invalid'))),
  ),
  county: optionalText(60),
  lat: optionalNumber(-90, 90),
  lng: optionalNumber(-180, 180),
};

/** Steps one and two: the password by the spec's rule, its confirmation, the terms, and an optional address. */
export const RegisterRequestSchema = v.pipe(
  v.object({
    ...stepOneEntries,
    // Not trimmed: a password is exactly what was typed (the rule refuses whitespace instead).
    password: ruled(STEP_TWO_RULES.password, 'forms.label.password', false),
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
  }),
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
);
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = v.object({
  success: v.literal(true),
  user: v.object({ id: v.string(), firstName: v.string() }),
  /** The new session's CSRF token: registering signs the shopper in on a new session id. */
  csrfToken: v.string(),
});
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return http.post('/profile/register', RegisterResponseSchema, body);
}
