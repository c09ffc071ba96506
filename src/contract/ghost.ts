/**
 * Ghost registration calls (seed 001 §7): the ghost-lead cookie and `POST /profile/register-ghost`.
 * The sandbox server validates the request with these same schemas.
 *
 * Choices where the spec says "not shown":
 * - `GET /profile/ghost-lead-cookie?campaign=…` answers 200 with the lead, or 204 (no body, read as
 *   null) when the browser has no ghost-lead cookie or its lead belongs to another campaign.
 * - `DELETE /profile/ghost-lead-cookie` answers 204 and only clears the cookie: the lead and the
 *   consent it gave are records the dealer must keep.
 * - `POST /profile/register-ghost?campaign=…&dealer=…` answers 200 with the signed-in user and the
 *   new session's CSRF token (the session is replaced, as at login); a 400 carries field errors,
 *   'Duplicate email' on `email` when the address already has an account.
 */
import * as v from 'valibot';
import { DealsSavedSchema } from './auth.ts';
import { CONSENT_VERSIONS } from './contact-consent.ts';
import { OptionalPhoneSchema } from './phone.ts';

/** Seed 001 §3 "Ghost lead". */
export const GhostLeadSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.string(),
  email: v.string(),
  zipCode: v.string(),
});
export type GhostLead = v.InferOutput<typeof GhostLeadSchema>;

/** 204 reads as null. */
export const GhostLeadCookieResponseSchema = v.nullable(GhostLeadSchema);

const name = (label: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(50, `${label} is too long`));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

export const GHOST_DEFAULT_ADDRESS = 'Unknown';

/**
 * Seed 001 §3 "Ghost registration form" (without `password`: the ghost modal asks for none), the
 * geocoded address fields, and which consent texts the shopper was shown (consent.ts).
 */
export const RegisterGhostRequestSchema = v.object({
  firstName: name('First Name'),
  lastName: name('Last Name'),
  /** Optional (seed 001 §5 "Ghost form"); stored as its ten digits. */
  phoneNumber: v.optional(OptionalPhoneSchema, ''),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.email('Email must be a valid email'),
    v.maxLength(254, 'Email is too long'),
  ),
  zipCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'Zip Code must be 5 digits')),
  /** The terms checkbox: only `true` passes (unchecked becomes null, seed 001 §5). */
  terms: v.literal(true, 'Terms is required'),
  address: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)), GHOST_DEFAULT_ADDRESS),
  address2: optionalText(100),
  city: v.pipe(v.string(), v.trim(), v.nonEmpty('City is required'), v.maxLength(60)),
  stateCode: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{2}$/, 'State is invalid'), v.toUpperCase()),
  county: optionalText(60),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  smsAllowed: v.optional(v.boolean(), false),
  consent: v.object({
    version: v.picklist(CONSENT_VERSIONS, 'Consent version is unknown'),
    locale: v.picklist(['en', 'es'], 'Consent language is unknown'),
  }),
});
export type RegisterGhostRequest = v.InferInput<typeof RegisterGhostRequestSchema>;

export const RegisterGhostResponseSchema = v.object({
  success: v.literal(true),
  user: v.object({ id: v.string(), firstName: v.string(), lastName: v.string(), email: v.string() }),
  /** The new session's token: the session id changes when the shopper is signed in. */
  csrfToken: v.string(),
  /** True when a recognised ghost was signed back in to their account rather than a new one made. */
  returning: v.boolean(),
  dealsSaved: DealsSavedSchema,
});
export type RegisterGhostResponse = v.InferOutput<typeof RegisterGhostResponseSchema>;

export type GhostScope = { campaign: string; dealer: string | null };
