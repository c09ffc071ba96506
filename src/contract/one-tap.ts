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
import * as v from 'valibot';
import { DealsSavedSchema } from './auth.ts';
import { OptionalPhoneSchema } from './phone.ts';

/** Spec path of the one-tap callback (seed 000 §2), relative to the app origin, not `/api`. */
export const GOOGLE_CALLBACK_PATH = '/login/oauth2/code/google';
/** Google's double-submit CSRF field and cookie name. */
export const GOOGLE_CSRF_FIELD = 'g_csrf_token';

/** The social providers this app can sign people up with (a campaign's `ssos` may list others). */
export const SUPPORTED_SSO_PROVIDERS = ['google'] as const;
export type SsoProvider = (typeof SUPPORTED_SSO_PROVIDERS)[number];

/** A compact JWS is three base64url parts; Google's ID tokens are about 1 KB. */
export const CredentialSchema = v.pipe(
  v.string('Credential is required'),
  v.trim(),
  v.nonEmpty('Credential is required'),
  v.maxLength(8192, 'Credential is too long'),
);

export const OneTapSignInRequestSchema = v.object({
  credential: CredentialSchema,
  /** Present only in Google's own posts. */
  g_csrf_token: v.optional(v.pipe(v.string(), v.maxLength(512))),
});
export type OneTapSignInRequest = v.InferOutput<typeof OneTapSignInRequestSchema>;

export const SsoUserSchema = v.object({ id: v.string(), firstName: v.string() });
export type SsoUser = v.InferOutput<typeof SsoUserSchema>;

/**
 * A signed-in answer. An identity whose account is a disabled member's is refused instead, with a 403
 * and MEMBERSHIP_DISABLED (seed 001 §6: no way in signs a disabled member in; auth/api.ts).
 */
export const SsoSignInResponseSchema = v.object({
  success: v.literal(true),
  user: SsoUserSchema,
  /** The session was replaced, and its CSRF token with it. */
  csrfToken: v.string(),
  /** True when this sign-in made the account (a registration lead); a server that does not say sends none. */
  created: v.optional(v.boolean()),
  dealsSaved: DealsSavedSchema,
});
export type SsoSignInResponse = v.InferOutput<typeof SsoSignInResponseSchema>;

/** An empty optional field is one not given. */
const absentWhenEmpty = v.transform((s: string) => (s === '' ? undefined : s));

export const RegisterSsoRequestSchema = v.object({
  campaign: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Campaign is invalid')),
  provider: v.pipe(v.string(), v.nonEmpty('Provider is required'), v.maxLength(64)),
  credential: CredentialSchema,
  phoneNumber: v.optional(v.pipe(OptionalPhoneSchema, absentWhenEmpty)),
  zipCode: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^\d{5}$/.test(s), 'Zip code must be 5 digits'),
      absentWhenEmpty,
    ),
  ),
  terms: v.literal(true, 'You must agree to the terms and conditions'),
});
export type RegisterSsoRequest = v.InferInput<typeof RegisterSsoRequestSchema>;

export const RegisterSsoResponseSchema = v.object({
  ...SsoSignInResponseSchema.entries,
  /** False when the identity already had an account: signing up twice signs in. */
  created: v.boolean(),
});
export type RegisterSsoResponse = v.InferOutput<typeof RegisterSsoResponseSchema>;

/** What the sandbox identity provider's window posts back to its opener. */
export const DevIdpMessageSchema = v.object({
  type: v.literal('upshift-dev-idp'),
  /** Echo of the random `state` the app opened the window with. */
  state: v.string(),
  credential: v.pipe(v.string(), v.nonEmpty(), v.maxLength(8192)),
});
export type DevIdpMessage = v.InferOutput<typeof DevIdpMessageSchema>;

/** The sandbox IdP's account chooser (demo-host), opened in a popup. */
export const DEV_IDP_SELECT_PATH = '/dev-idp/select';
