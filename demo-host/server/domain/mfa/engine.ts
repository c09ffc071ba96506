/**
 * The PIN and MFA rules, apart from HTTP and the database: code generation and hashing, a code's
 * state at a given time (expiry, tries, resend cool-down), PIN checks, masking of contact info
 * and the message a shopper receives. Time is always passed in, so tests fix it.
 *
 * Codes are hashed with scrypt at N = 2^14 (passwords.ts with a lower cost), not a fast
 * HMAC: a 6-digit code has only 10^6 values, so from a copy of the database a salted SHA-256 falls
 * in under a second, inside the code's 10 minutes; at ~40 ms a guess, all 10^6 take ~11 CPU hours,
 * long after the code is dead. The password cost (2^17, 128 MiB and ~0.3 s) would be spent on
 * every check of a value that lives 10 minutes, and the checks are limited to 5 per code anyway.
 */
import { createHash, createHmac, randomInt } from 'node:crypto';
import type { ContactMethod, ContactOption, MfaCodeState, PinStatus } from '../../../../src/contract/profile.ts';
import { MFA_CODE_DIGITS } from '../../../../src/contract/profile.ts';
import { hashPassword, verifyPassword, type ScryptParams } from '../passwords.ts';

/** A code is good for 10 minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Tries per code; the fifth wrong one kills it. */
export const MAX_TRIES = 5;
/** A new code for the same subject no sooner than this after the last one. */
export const RESEND_COOLDOWN_MS = 30 * 1000;
/** Codes one subject may be sent per window, whoever asks: nobody can flood a shopper's phone. */
export const MAX_SENDS_PER_SUBJECT = 5;
/** Codes one client may ask for per window, for any subjects. */
export const MAX_SENDS_PER_CLIENT = 10;
export const SEND_WINDOW_MS = 15 * 60 * 1000;
export const CODE_SCRYPT: Readonly<ScryptParams> = { N: 2 ** 14, r: 8, p: 1 };

// ─── subjects ───────────────────────────────────────────────────────────────────────────────

/** Whose code it is: the key of `mfa_codes.subject`, `sessions.mfa_subject` and the limiter. */
export const prospectSubject = (prospectId: string): string => `prospect:${prospectId}`;
export const memberSubject = (email: string): string => `member:${email.trim().toLowerCase()}`;

// ─── codes ──────────────────────────────────────────────────────────────────────────────────

/** A uniformly random code of MFA_CODE_DIGITS digits, leading zeros kept. */
export function generateCode(rand: (min: number, max: number) => number = randomInt): string {
  return String(rand(0, 10 ** MFA_CODE_DIGITS)).padStart(MFA_CODE_DIGITS, '0');
}

export function hashCode(code: string): Promise<string> {
  return hashPassword(code, CODE_SCRYPT);
}

export function codeMatches(code: string, codeHash: string): Promise<boolean> {
  return verifyPassword(code, codeHash, CODE_SCRYPT);
}

export type CodeFacts = {
  channel: ContactMethod;
  createdAt: number;
  expiresAt: number;
  attempts: number;
  consumedAt: number | null;
};

export type CodeStatus = 'none' | 'live' | 'expired' | 'used-up' | 'consumed';

/** Where a code stands at `now`: a used one first, then one out of tries, then an expired one. */
export function codeStatus(code: CodeFacts | null, now: number): CodeStatus {
  if (!code) return 'none';
  if (code.consumedAt !== null) return 'consumed';
  if (code.attempts >= MAX_TRIES) return 'used-up';
  if (now >= code.expiresAt) return 'expired';
  return 'live';
}

const seconds = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));

/** Milliseconds until the subject may be sent another code. */
export function resendWaitMs(code: Pick<CodeFacts, 'createdAt'> | null, now: number): number {
  return code ? Math.max(0, code.createdAt + RESEND_COOLDOWN_MS - now) : 0;
}

/** What the shopper may know about the current code (`destination` is the masked address it went to). */
export function codeState(code: CodeFacts | null, destination: string | null, now: number): MfaCodeState {
  const live = codeStatus(code, now) === 'live';
  return {
    active: live,
    channel: code?.channel ?? null,
    destination: code ? destination : null,
    expiresInSeconds: live && code ? seconds(code.expiresAt - now) : 0,
    triesLeft: live && code ? MAX_TRIES - code.attempts : 0,
    resendInSeconds: seconds(resendWaitMs(code, now)),
  };
}

// ─── PINs ───────────────────────────────────────────────────────────────────────────────────

/** PINs are looked up by their SHA-256: a PIN is a long random token, so a fast digest is enough. */
export function pinDigest(pin: string): string {
  return createHash('sha256').update(pin.trim(), 'utf8').digest('hex');
}

/** Seeded and issued PINs: 16 to 128 letters, digits, '-' or '_'. Anything else is not ours. */
export const PIN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * A PIN is good on its own campaign until it expires. A PIN of another campaign is as good as
 * unknown: the invitation came from that campaign, and this one cannot vouch for it.
 */
export function pinStatus(
  prospect: { campaignSlug: string; pinExpiresAt: number } | null,
  campaignSlug: string,
  now: number,
): PinStatus {
  if (!prospect || prospect.campaignSlug !== campaignSlug) return 'invalid';
  return now < prospect.pinExpiresAt ? 'valid' : 'expired';
}

// ─── contact info ───────────────────────────────────────────────────────────────────────────

const MASK = '•••';

/** '(•••) •••-0123'; null when there are not 10 digits to send a text to. */
export function maskPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${MASK}) ${MASK}-${digits.slice(6)}` : null;
}

/** 'a•••@upshift.test': the first character and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK;
  return `${email[0]}${MASK}${email.slice(at)}`;
}

/** The ways to reach someone, SMS first: a text is what a shopper on a phone reads soonest. */
export function contactOptions(contact: { email: string; phoneNumber: string }): ContactOption[] {
  const phone = maskPhone(contact.phoneNumber);
  const options: ContactOption[] = [];
  if (phone) options.push({ method: 'SMS', destination: phone });
  if (contact.email) options.push({ method: 'EMAIL', destination: maskEmail(contact.email) });
  return options;
}

/** Where a code goes: the 10 phone digits for a text, the address for an email. */
export function recipientOf(contact: { email: string; phoneNumber: string }, channel: ContactMethod): string {
  return channel === 'SMS' ? contact.phoneNumber.replace(/\D/g, '') : contact.email;
}

/** The method an automatic send uses: the first the contact info allows. */
export function autoSendMethod(options: readonly ContactOption[]): ContactMethod | null {
  return options[0]?.method ?? null;
}

/**
 * Ten phone digits for an email that belongs to no member, the same on every call and every
 * process (keyed by the database's decoy key), so its masked number looks like anyone's.
 */
export function decoyPhone(key: string, email: string): string {
  const digest = createHmac('sha256', key).update(email.trim().toLowerCase()).digest();
  const digits = Array.from(digest.subarray(0, 9), (b) => String(b % 10)).join('');
  // A US number's first digit is 2–9.
  return `${2 + ((digest[9] ?? 0) % 8)}${digits}`;
}

// ─── the message ────────────────────────────────────────────────────────────────────────────

export type CodeMessage = { subject: string | null; body: string };

/** The text or email a shopper receives, in their language. `brand` is the campaign's name when known. */
export function codeMessage(o: {
  channel: ContactMethod;
  locale: 'en' | 'es';
  code: string;
  firstName: string;
  brand: string | null;
}): CodeMessage {
  const minutes = CODE_TTL_MS / 60_000;
  const prefix = o.brand ? `${o.brand}: ` : '';
  if (o.locale === 'es') {
    if (o.channel === 'SMS') {
      return {
        subject: null,
        body: `${prefix}${o.code} es su código de verificación. Vence en ${minutes} minutos. No lo comparta con nadie.`,
      };
    }
    return {
      subject: o.brand ? `Su código de verificación de ${o.brand}` : 'Su código de verificación',
      body:
        `${o.firstName ? `Hola, ${o.firstName}:` : 'Hola:'}\n\nSu código de verificación es ${o.code}. Vence en ${minutes} minutos.\n\n` +
        'Si no pidió este código, ignore este correo: nadie puede usarlo sin acceso a su correo.',
    };
  }
  if (o.channel === 'SMS') {
    return {
      subject: null,
      body: `${prefix}${o.code} is your verification code. It expires in ${minutes} minutes. Do not share it with anyone.`,
    };
  }
  return {
    subject: o.brand ? `Your ${o.brand} verification code` : 'Your verification code',
    body:
      `${o.firstName ? `Hello ${o.firstName},` : 'Hello,'}\n\nYour verification code is ${o.code}. It expires in ${minutes} minutes.\n\n` +
      'If you did not ask for this code, you can ignore this email: nobody can use it without access to your inbox.',
  };
}
