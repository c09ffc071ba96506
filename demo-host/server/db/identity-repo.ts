/**
 * Prospects (PIN links), what a session proved about who the visitor is (a validated PIN, an
 * accepted MFA code), MFA code rows and member look-ups. PINs and codes are stored only as
 * digests. Epoch-millisecond columns are bigint on PostgreSQL, so every read goes through Number().
 * Every function takes the database or a transaction on it.
 */
import { randomBytes } from 'node:crypto';
import { normalizeEmail, toUser, type User } from './users-repo.ts';
import { bool } from './repo.ts';
import type { Db, Row } from './schema.ts';

const ms = (value: number | string): number => Number(value);
const msOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

// ─── prospects ──────────────────────────────────────────────────────────────────────────────

export type Prospect = {
  id: string;
  campaignSlug: string;
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits, or '' when the invitation had no phone number. */
  phoneNumber: string;
  zipcode: string;
  pinExpiresAt: number;
  userId: string | null;
  autoSendMfa: boolean;
};

export type NewProspect = Prospect & { pinDigest: string };

const toProspect = (row: Row<'prospects'>): Prospect => ({
  id: row.id,
  campaignSlug: row.campaign_slug,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  zipcode: row.zipcode,
  pinExpiresAt: ms(row.pin_expires_at),
  userId: row.user_id,
  autoSendMfa: bool(row.auto_send_mfa),
});

export async function getProspect(db: Db, id: string): Promise<Prospect | null> {
  const row = await db.selectFrom('prospects').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProspect(row) : null;
}

/** The prospect whose PIN has this SHA-256 digest (hex). */
export async function findProspectByPinDigest(db: Db, pinDigest: string): Promise<Prospect | null> {
  const row = await db.selectFrom('prospects').selectAll().where('pin_digest', '=', pinDigest).executeTakeFirst();
  return row ? toProspect(row) : null;
}

/** Inserts prospects unless a row with the id (or the PIN digest) exists: seeding is idempotent. */
export async function insertProspects(db: Db, prospects: readonly NewProspect[], createdAt: string): Promise<void> {
  if (prospects.length === 0) return;
  await db
    .insertInto('prospects')
    .values(
      prospects.map((p) => ({
        id: p.id,
        campaign_slug: p.campaignSlug,
        first_name: p.firstName,
        last_name: p.lastName,
        email: normalizeEmail(p.email),
        phone_number: p.phoneNumber,
        zipcode: p.zipcode,
        pin_digest: p.pinDigest,
        pin_expires_at: p.pinExpiresAt,
        user_id: p.userId,
        auto_send_mfa: p.autoSendMfa ? 1 : 0,
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// ─── users, as the identity checks see them ────────────────────────────────────────────────

/** The identity checks see an account as users-repo maps it. */
export type UserIdentity = User;

/** A member (is_member 1, disabled or not) by email; null for unknown emails and for users who are not members. */
export async function findMemberByEmail(db: Db, email: string): Promise<UserIdentity | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .where('is_member', '=', 1)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function existingUserIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function existingCampaignSlugs(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .selectFrom('campaigns')
    .select('slug')
    .where('slug', 'in', [...slugs])
    .execute();
  return new Set(rows.map((r) => r.slug));
}

/**
 * Turns a membership off (or on again). Off, the account's sessions end with it: a disabled member
 * is signed in nowhere (identity/membership.ts), not only refused at the next sign-in.
 */
export async function setMemberDisabled(db: Db, userId: string, disabled: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ member_disabled: disabled ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
  if (disabled) await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

// ─── what a session proved ──────────────────────────────────────────────────────────────────

export type SessionIdentity = {
  prospectId: string | null;
  pinValidated: boolean;
  /** 'prospect:<id>' or 'member:<email>': whose MFA code this session had accepted. */
  mfaSubject: string | null;
  mfaVerifiedAt: number | null;
};

export const NO_IDENTITY: SessionIdentity = {
  prospectId: null,
  pinValidated: false,
  mfaSubject: null,
  mfaVerifiedAt: null,
};

export async function getSessionIdentity(db: Db, sessionId: string): Promise<SessionIdentity> {
  const row = await db
    .selectFrom('sessions')
    .select(['prospect_id', 'pin_validated', 'mfa_subject', 'mfa_verified_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return NO_IDENTITY;
  return {
    prospectId: row.prospect_id,
    pinValidated: bool(row.pin_validated),
    mfaSubject: row.mfa_subject,
    mfaVerifiedAt: msOrNull(row.mfa_verified_at),
  };
}

/** Writes all four identity columns (a new session after sign-in carries the old one's). */
export async function setSessionIdentity(db: Db, sessionId: string, identity: SessionIdentity): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      prospect_id: identity.prospectId,
      pin_validated: identity.pinValidated ? 1 : 0,
      mfa_subject: identity.mfaSubject,
      mfa_verified_at: identity.mfaVerifiedAt,
    })
    .where('id', '=', sessionId)
    .execute();
}

// ─── MFA codes ──────────────────────────────────────────────────────────────────────────────

export type MfaCodeRow = {
  id: string;
  subject: string;
  channel: 'SMS' | 'EMAIL';
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  attempts: number;
  consumedAt: number | null;
};

const toCodeRow = (row: Row<'mfa_codes'>): MfaCodeRow => ({
  id: row.id,
  subject: row.subject,
  channel: row.channel,
  codeHash: row.code_hash,
  createdAt: ms(row.created_at),
  expiresAt: ms(row.expires_at),
  attempts: Number(row.attempts),
  consumedAt: msOrNull(row.consumed_at),
});

/** The subject's newest code (the only one that can be live: sending a code removes the older ones). */
export async function latestCode(db: Db, subject: string): Promise<MfaCodeRow | null> {
  const row = await db
    .selectFrom('mfa_codes')
    .selectAll()
    .where('subject', '=', subject)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toCodeRow(row) : null;
}

/** A new code for the subject; every earlier code of that subject is gone (invalidated) with it. */
export async function replaceCode(db: Db, code: MfaCodeRow): Promise<void> {
  await db.deleteFrom('mfa_codes').where('subject', '=', code.subject).execute();
  await db
    .insertInto('mfa_codes')
    .values({
      id: code.id,
      subject: code.subject,
      channel: code.channel,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      attempts: code.attempts,
      consumed_at: code.consumedAt,
    })
    .execute();
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.deleteFrom('mfa_codes').where('id', '=', id).execute();
}

/**
 * Spends one try of a live code: one conditional update, so two requests at once cannot both
 * take the last try. False when the code has no tries left or is already used.
 */
export async function spendTry(db: Db, id: string, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('mfa_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('mfa_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ─── the key behind decoy contact info ─────────────────────────────────────────────────────

const DECOY_KEY = 'mfa_decoy_key';

/**
 * A random key made once per database and shared by every process: the masked phone number
 * shown for an email that is not a member's is derived from it, stable and unguessable.
 */
export async function getDecoyKey(db: Db): Promise<string> {
  const read = () => db.selectFrom('meta').select('value').where('key', '=', DECOY_KEY).executeTakeFirst();
  const found = await read();
  if (found) return found.value;
  // Two processes may race to make it: the first insert wins and both read the winner.
  await db
    .insertInto('meta')
    .values({ key: DECOY_KEY, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const made = await read();
  if (!made) throw new Error('The decoy key could not be stored');
  return made.value;
}

// ─── email ownership ────────────────────────────────────────────────────────────────────────

/** How long an address proved in a session stays good for signing up or changing a profile with it. */
export const VERIFIED_EMAIL_TTL_MS = 30 * 60 * 1000;

/** Records that this session accepted a code sent to `email`. */
export async function setSessionVerifiedEmail(db: Db, sessionId: string, email: string, at: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ verified_email: normalizeEmail(email), verified_email_at: at })
    .where('id', '=', sessionId)
    .execute();
}

/** True when this session proved `email` within VERIFIED_EMAIL_TTL_MS of `now`. */
export async function sessionProvedEmail(db: Db, sessionId: string, email: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select(['verified_email', 'verified_email_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.verified_email !== normalizeEmail(email) || row.verified_email_at === null) return false;
  const at = Number(row.verified_email_at);
  return at <= now && now - at < VERIFIED_EMAIL_TTL_MS;
}

/** One proof, one use: an email change spends it. */
export async function clearSessionVerifiedEmail(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ verified_email: null, verified_email_at: null })
    .where('id', '=', sessionId)
    .execute();
}

/** The account's address is proved from now on (kept when it already was). */
export async function markEmailVerified(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at.toISOString() })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function isEmailVerified(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
  return row !== undefined && row.email_verified_at !== null;
}

/** Signs the account out everywhere but `keepSessionId` (after a new way in was linked to it). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute();
}
