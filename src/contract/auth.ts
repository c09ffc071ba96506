/** Authentication calls (seed 000 §7 "Logging, login and garage"). */
import * as v from 'valibot';
import { count } from './bounds.ts';

/** The server's message for an email that already has an account (field `email`, status 400); here so the server can import it without JSX. */
export const DUPLICATE_EMAIL = 'Duplicate email';

/**
 * The server's message (status 403) where Google or a returning ghost would sign in a disabled member
 * (seed 001 §6); the app says it in the shopper's language.
 */
export const MEMBERSHIP_DISABLED = 'Your membership is not active, so we cannot sign you in.';

export const LoginRequestSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.email('Email must be a valid email'),
    v.maxLength(254),
  ),
  password: v.pipe(v.string(), v.nonEmpty('Password is required'), v.maxLength(128)),
  /** The shopper's answer to "add the finance application started on this browser?"; unset until asked. */
  financeConsent: v.optional(v.boolean()),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** How many deals the sign-in saved, each one the visitor asked to save ('Sign in to save this deal'); absent: none. */
export const DealsSavedSchema = v.optional(count('Deals saved'));

/**
 * `success: false` with no other flag: wrong email or password (never which). The membership rule
 * of every way in (seed 001 §6: members and disabled members affect sign-in): a member whose
 * membership is turned off is never signed in, by password, code or Google; with the right password
 * the answer says `memberDisabled`, so the page can tell them why and whom to call.
 */
export const LoginResponseSchema = v.object({
  success: v.boolean(),
  user: v.nullable(v.object({ id: v.string(), firstName: v.string() })),
  /** A fresh CSRF token: the session id changes at login, and so does its token. */
  csrfToken: v.string(),
  /** The password was right, and the browser holds a finance application: ask before it joins the account. */
  askFinanceConsent: v.optional(v.boolean()),
  /** The password was right, but the account is a disabled member's: not signed in (seed 001 §6). */
  memberDisabled: v.optional(v.boolean()),
  dealsSaved: DealsSavedSchema,
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** The hidden field of the logout form that carries the CSRF token (the server's `CSRF_FORM_FIELD`). */
export const LOGOUT_CSRF_FIELD = '_csrf';

export const LogoutResponseSchema = v.object({ success: v.boolean(), csrfToken: v.string() });
