/**
 * Accounts created by profile registration (seed 000 §7): the email look-up behind 'Duplicate
 * email' and the new user row with its optional verified address. The unique index on
 * `users.email` is the last word on duplicates, so a race between two sign-ups is caught here too.
 */
import { inTransaction } from './database.ts';
import { insertUser, normalizeEmail, type NewUser } from './repo.ts';
import type { Db, Locale } from './schema.ts';

/** True when an account already uses the email (compared as stored: trimmed and lower-cased). */
export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row !== undefined;
}

export type UserAddress = {
  address?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  stateCode?: string | null | undefined;
  county?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
};

export type RegisteredUser = Omit<NewUser, 'isMember'> & { address: UserAddress; locale: Locale | null };

/** Inserts the user (a shopper, not a program member) with their address and language, atomically. */
export async function insertRegisteredUser(db: Db, user: RegisteredUser): Promise<void> {
  await inTransaction(db, async (tx) => {
    await insertUser(tx, { ...user, isMember: false });
    const { address: a } = user;
    await tx
      .updateTable('users')
      .set({
        address: a.address || null,
        address2: a.address2 || null,
        city: a.city || null,
        state_code: a.stateCode || null,
        county: a.county || null,
        lat: a.lat ?? null,
        lng: a.lng ?? null,
        locale: user.locale,
      })
      .where('id', '=', user.id)
      .execute();
  });
}

/** SQLite's and PostgreSQL's "duplicate key" errors (the driver's error or one it wraps). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') return true;
  }
  return false;
}
