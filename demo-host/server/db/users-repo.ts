/**
 * The `users` table: accounts (shoppers and program members), their one row mapping, sign-in look-ups, language,
 * and the columns the deal desk prices with (credit score, ZIP code). Emails are stored lower-cased.
 */
import type { Db, Locale, Row } from './schema.ts';
import { bool } from './repo.ts';

export async function getUserCreditScore(db: Db, userId: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('credit_score').where('id', '=', userId).executeTakeFirst();
  return row?.credit_score ?? null;
}

/** The ZIP code on the user's profile (registration asks for it). */
export async function getUserZipcode(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('zipcode').where('id', '=', userId).executeTakeFirst();
  return row?.zipcode ?? null;
}

// ─── users ──────────────────────────────────────────────────────────────────────────────────

type UserRow = Row<'users'>;

export type User = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  zipcode: string;
  isMember: boolean;
  /** The membership is turned off (seed 001 §6): identity/membership.ts refuses to sign such a member in. */
  memberDisabled: boolean;
};

/** A membership starts on: only `setMemberDisabled` turns one off. */
export type NewUser = Omit<User, 'memberDisabled'> & { passwordHash: string };

/** The one mapping of a `users` row: every repository that reads users builds on it. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    zipcode: row.zipcode,
    isMember: bool(row.is_member),
    memberDisabled: bool(row.member_disabled),
  };
}

/** Emails are stored lower-cased, so look-ups ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function getUser(db: Db, id: string): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserCredentials(db: Db, email: string): Promise<{ user: User; passwordHash: string } | null> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

/** A new hash of the same password (a re-hash at today's cost after a good sign-in). */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** A user's street address (the registration's verified one, a ghost's geocoded one). */
export type UserAddress = {
  address?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  stateCode?: string | null | undefined;
  county?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
};

/** What only some sign-up paths know: the address, the language, an identity provider, SMS consent. */
export type NewUserExtras = {
  creditScore?: number | null;
  address?: UserAddress;
  locale?: Locale | null;
  sso?: { provider: string; subject: string };
  smsAllowed?: boolean;
  /** The address was proved (a code sent to it, or a provider vouching for it). */
  emailVerified?: boolean;
};

/** The one way a user row is created (registration, ghost registration, single sign-on, seed). */
export async function insertUser(db: Db, user: NewUser & NewUserExtras): Promise<void> {
  const a = user.address ?? {};
  await db
    .insertInto('users')
    .values({
      id: user.id,
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      zipcode: user.zipcode,
      is_member: user.isMember ? 1 : 0,
      credit_score: user.creditScore ?? null,
      created_at: new Date().toISOString(),
      address: a.address || null,
      address2: a.address2 || null,
      city: a.city || null,
      state_code: a.stateCode || null,
      county: a.county || null,
      lat: a.lat ?? null,
      lng: a.lng ?? null,
      locale: user.locale ?? null,
      sso_provider: user.sso?.provider ?? null,
      sso_subject: user.sso?.subject ?? null,
      sms_allowed: user.smsAllowed ? 1 : 0,
      email_verified_at: user.emailVerified ? new Date().toISOString() : null,
    })
    .execute();
}

export async function getUserLocale(db: Db, userId: string): Promise<Locale | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale ?? null;
}

export async function setUserLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}
