/**
 * One-tap Google sign-in and sign-up with a social identity (seed 000 §2 "A one-tap Google sign-in
 * posts to /login/oauth2/code/google", §6 SSO users and GOOGLE_ONE_TAP_FEATURE, §7
 * POST /profile/register-sso; seed 001 §7 "the one-tap social sign-in posts to its provider
 * callback path"). The spec shows neither body; ours:
 *
 * `POST /login/oauth2/code/google` (outside `/api`, the spec's path)
 * - From this app: JSON `{credential}` (a Google ID token) with the `X-CSRF-TOKEN` header.
 * - From Google's own redirect mode (`login_uri`): a form with `credential` and `g_csrf_token`,
 *   checked against the `g_csrf_token` cookie (Google's double-submit pattern).
 * - 200 `{success: true, user: {id, firstName}, csrfToken, created?}` (the session is replaced, like a
 *   password sign-in); `created: true` when the account was made by this sign-in (optional: the app
 *   fires the registration lead only then). Google's form post gets a 303 to the app instead.
 * - The person is found by their Google subject, else by the token's verified email (the account
 *   is then linked), else a new account is made (with an unusable password and a welcome email).
 * - 401 `{message}`: bad signature, expired, another audience or issuer, unverified email;
 *   409: the email's account is linked to another Google account; 429 after 5 failures per
 *   client in 15 minutes; 503: Google's key set cannot be reached.
 *
 * `POST /api/profile/register-sso`
 * - `{campaign, provider, credential, phoneNumber?, zipCode?, terms: true}`; `provider` must be one
 *   of the campaign's `ssos` that this server supports (`google`), else 400 on `provider`.
 * - 200 `{success: true, user, csrfToken, created}`: signed in; `created` is false when the
 *   identity already had an account here (signing up twice just signs in).
 * - 400 `{field: 'email', message: 'Duplicate email'}` when the email belongs to an account not
 *   linked to that identity; 401 / 429 / 503 as above.
 */

import { http } from '../../lib/http.ts';
import { DUPLICATE_EMAIL } from '../../contract/auth.ts';
import {
  type SsoSignInResponse,
  GOOGLE_CALLBACK_PATH,
  SsoSignInResponseSchema,
  type RegisterSsoRequest,
  type RegisterSsoResponse,
  RegisterSsoResponseSchema,
} from '../../contract/one-tap.ts';

export { DUPLICATE_EMAIL };

export function signInWithGoogle(credential: string): Promise<SsoSignInResponse> {
  return http.post(GOOGLE_CALLBACK_PATH, SsoSignInResponseSchema, { credential }, { root: true });
}

export function registerSso(body: RegisterSsoRequest): Promise<RegisterSsoResponse> {
  return http.post('/profile/register-sso', RegisterSsoResponseSchema, body);
}
