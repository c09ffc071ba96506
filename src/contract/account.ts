/**
 * Profile registration calls (seed 000 §7 "Profile registration"): `POST /profile/validate-step-one`
 * and `POST /profile/register`. The spec does not show their responses; ours:
 * - validate-step-one: 200 `{valid: true}`, or 400 with field errors, including
 *   `{field: 'email', message: 'Duplicate email'}` when the email already has an account (seed 001 §5);
 * - register: 200 `{success: true, user: {id, firstName}, csrfToken}` (the shopper is signed in on a
 *   new session, exactly as by `POST /auth/login`), or the same 400s as step one plus those of the
 *   address (step two) and the password (step three).
 * The sandbox server validates both bodies with these schemas, whose checks are the register
 * page's own rule lists (rules.ts, and the address form's `ADDRESS_FORM_RULES`), with the messages
 * the page shows.
 */
import * as v from 'valibot';
import { DealsSavedSchema } from './auth.ts';

export const ValidateStepOneResponseSchema = v.object({ valid: v.literal(true) });
export type ValidateStepOneResponse = v.InferOutput<typeof ValidateStepOneResponseSchema>;

export const RegisterResponseSchema = v.object({
  success: v.literal(true),
  user: v.object({ id: v.string(), firstName: v.string() }),
  /** The new session's CSRF token: registering signs the shopper in on a new session id. */
  csrfToken: v.string(),
  dealsSaved: DealsSavedSchema,
});
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;
