/**
 * PIN and multi-factor verification calls: the eight of seed 000 §7 "Multi-factor verification",
 * plus `POST /profile/pin`, ours, which checks a PIN link's pin for this session (the iframe's
 * route lives in the URL hash, which never reaches the server, so the app hands the pin over).
 * The sandbox server validates requests with these same schemas and types its answers by them.
 *
 * Decisions where the spec is silent:
 * - `?mfa=` on the two state calls is a flag: present (empty as the spec writes it, or `true`) adds
 *   the state of the subject's current code (`mfa`); absent or `false` leaves it null. On the two
 *   verify calls it carries the code.
 * - Contact info is always masked: '(•••) •••-0123', 'a•••@upshift.test'.
 * - A wrong code is a 200 with `verified: false` and a reason (like a wrong password at login);
 *   too many failures is a 429 with `retryAfterSeconds`; a resend within the cool-down is a 429 too.
 * - The verify calls are GETs in the spec but sign a shopper in, so they need the CSRF header.
 */
import * as v from 'valibot';
import { VisitorSchema } from './page-context.ts';

export const CONTACT_METHODS = ['SMS', 'EMAIL'] as const;
export const ContactMethodSchema = v.picklist(CONTACT_METHODS, 'Contact method must be SMS or EMAIL');
export type ContactMethod = v.InferOutput<typeof ContactMethodSchema>;

export const MFA_CODE_DIGITS = 6;
/** The code the shopper types. */
export const MfaCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter the code we sent you'),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code we sent you'),
);

/** A PIN from an invitation link: a long random token (the server decides whether it is one of its own). */
export const PinSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter your PIN'),
  v.maxLength(256, 'PIN is too long'),
);

export const CampaignSlugSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Campaign is invalid'));

export const PinRequestSchema = v.object({ pin: PinSchema, campaign: CampaignSlugSchema });
export type PinRequest = v.InferOutput<typeof PinRequestSchema>;

/** `invalid`: no such PIN on this campaign; `expired`: a real PIN past its date. */
export const PinStatusSchema = v.picklist(['valid', 'invalid', 'expired']);
export type PinStatus = v.InferOutput<typeof PinStatusSchema>;

export const PinResponseSchema = v.object({ status: PinStatusSchema, visitor: VisitorSchema });
export type PinResponse = v.InferOutput<typeof PinResponseSchema>;

export const MemberEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.email('Email must be a valid email'),
  v.maxLength(254, 'Email is too long'),
);

/** One way to reach the shopper, masked: the app never receives the full phone number or email. */
export const ContactOptionSchema = v.object({ method: ContactMethodSchema, destination: v.string() });
export type ContactOption = v.InferOutput<typeof ContactOptionSchema>;
/** Seed 000 §3 "Prospect contact info", used for multi-factor verification. */
export const ContactInfoSchema = v.object({ methods: v.array(ContactOptionSchema) });
export type ContactInfo = v.InferOutput<typeof ContactInfoSchema>;

const Seconds = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(31_536_000));

/** The subject's current code, as far as the shopper may know it (never the code itself). */
export const MfaCodeStateSchema = v.object({
  /** A code was sent and can still be entered (not expired, tries left, not used). */
  active: v.boolean(),
  channel: v.nullable(ContactMethodSchema),
  /** Where the latest code went, masked. */
  destination: v.nullable(v.string()),
  expiresInSeconds: Seconds,
  triesLeft: Seconds,
  /** The resend cool-down still to run; 0 when a new code may be sent now. */
  resendInSeconds: Seconds,
});
export type MfaCodeState = v.InferOutput<typeof MfaCodeStateSchema>;

/** `GET /user-prospect/{prospectId}?mfa=`: the prospect whose PIN this session validated. */
export const UserProspectSchema = v.object({
  prospectId: v.string(),
  firstName: v.string(),
  userExistForProspect: v.boolean(),
  autoSendMFA: v.boolean(),
  isMember: v.boolean(),
  isMemberDisabled: v.boolean(),
  /** This session has had a code of this prospect accepted. */
  mfaVerified: v.boolean(),
  /** The prospect's own details, once verified (to prefill registration); null before. */
  details: v.nullable(
    v.object({ lastName: v.string(), email: v.string(), phoneNumber: v.string(), zipcode: v.string() }),
  ),
  mfa: v.nullable(MfaCodeStateSchema),
});
export type UserProspect = v.InferOutput<typeof UserProspectSchema>;

/**
 * `GET /members/{email}?mfa=`: the same answer for any email until this session has verified it,
 * so the call cannot tell which emails are members'.
 */
export const MemberStateSchema = v.object({
  email: v.string(),
  mfaVerified: v.boolean(),
  /** Known once this session verified the email. */
  member: v.nullable(v.object({ firstName: v.string(), isMemberDisabled: v.boolean() })),
  mfa: v.nullable(MfaCodeStateSchema),
});
export type MemberState = v.InferOutput<typeof MemberStateSchema>;

export const VerifyFailureSchema = v.picklist(['invalid', 'expired', 'used-up', 'no-code']);
export type VerifyFailure = v.InferOutput<typeof VerifyFailureSchema>;

export const VerifyResponseSchema = v.object({
  verified: v.boolean(),
  /** Why not, when not verified. */
  reason: v.nullable(VerifyFailureSchema),
  triesLeft: Seconds,
  /** The session is now signed in as the member, or as the prospect's user. */
  signedIn: v.boolean(),
  /** Verified, but the membership is disabled: not signed in (seed 001 §6, the rule of every way in: auth/api.ts). */
  memberDisabled: v.boolean(),
  /** The session's CSRF token (a new one after signing in). */
  csrfToken: v.string(),
  visitor: VisitorSchema,
});
export type VerifyResponse = v.InferOutput<typeof VerifyResponseSchema>;

export const EmailCodeRequestSchema = v.object({
  email: MemberEmailSchema,
  /** The name the message greets, when the form has one. */
  firstName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'First Name is too long')), ''),
});
export type EmailCodeRequest = v.InferInput<typeof EmailCodeRequestSchema>;

export const EmailCodeStateRequestSchema = v.object({ email: MemberEmailSchema });
export const EmailCodeVerifyRequestSchema = v.object({ email: MemberEmailSchema, code: MfaCodeSchema });

// ─── email ownership ────────────────────────────────────────────────────────────────────────
//
// Ours, built on the verify step above: before an account is made with an address (registration,
// ghost sign-up) or a profile takes a new one (the contact form's 'Update my profile'), a code goes
// to that address and the session must accept it. The code belongs to the session that asked for
// it; the proof lasts 30 minutes and serves that session only.

export { EMAIL_NOT_VERIFIED } from './email-not-verified.ts';
