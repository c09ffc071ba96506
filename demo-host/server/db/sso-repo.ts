/**
 * Accounts of people who sign in with an identity provider (seed 000 §6 "SSO users"): look-ups by
 * the provider's subject and by email, linking, creating; and the write-once meta value the
 * sandbox identity provider keeps its signing key in.
 */
import { insertUser, normalizeEmail, toUser, type User } from './users-repo.ts';
import type { Db, Row } from './schema.ts';

export type SsoUser = User & {
  ssoProvider: string | null;
  ssoSubject: string | null;
  /** The account's owner proved its address (migration 0023). */
  emailVerified: boolean;
};

function toSsoUser(row: Row<'users'>): SsoUser {
  return {
    ...toUser(row),
    ssoProvider: row.sso_provider,
    ssoSubject: row.sso_subject,
    emailVerified: row.email_verified_at !== null,
  };
}

export async function findUserBySso(db: Db, provider: string, subject: string): Promise<SsoUser | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('sso_provider', '=', provider)
    .where('sso_subject', '=', subject)
    .executeTakeFirst();
  return row ? toSsoUser(row) : null;
}

export async function findSsoUserByEmail(db: Db, email: string): Promise<SsoUser | null> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row ? toSsoUser(row) : null;
}

/** Links an account that has no identity yet; false when it got one meanwhile (nothing changed). */
export async function linkSso(db: Db, userId: string, provider: string, subject: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ sso_provider: provider, sso_subject: subject })
    .where('id', '=', userId)
    .where('sso_provider', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type NewSsoUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  zipcode: string;
  provider: string;
  subject: string;
  /** An unusable hash (passwords.ts `unusablePasswordHash`): these accounts sign in only with their provider. */
  passwordHash: string;
};

export async function insertSsoUser(db: Db, user: NewSsoUser): Promise<void> {
  const { provider, subject, ...rest } = user;
  // The provider vouched for the address (identity/google.ts refuses an unverified one).
  await insertUser(db, { ...rest, isMember: false, sso: { provider, subject }, emailVerified: true });
}

/**
 * Stores `value` under `key` only if nothing is there yet and returns what is stored: when several
 * processes race to create the same value, all of them end up with the winner's.
 */
export async function putMetaOnce(db: Db, key: string, value: string): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
