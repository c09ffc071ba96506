/**
 * Accounts created by profile registration (seed 000 §7): the email look-up behind 'Duplicate
 * email' and the new user row with its optional verified address. The unique index on
 * `users.email` is the last word on duplicates, so a race between two sign-ups is caught here too.
 */
import { insertUser, normalizeEmail, type NewUser, type UserAddress } from './repo.ts';

export type { UserAddress };
import type { Db, Locale } from './schema.ts';

/** True when an account already uses the email (compared as stored: trimmed and lower-cased). */
export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row !== undefined;
}

export type RegisteredUser = Omit<NewUser, 'isMember'> & {
  address: UserAddress;
  locale: Locale | null;
  emailVerified: boolean;
};

/** Inserts the user (a shopper, not a program member) with their address, language and whether the address was proved. */
export async function insertRegisteredUser(db: Db, user: RegisteredUser): Promise<void> {
  await insertUser(db, { ...user, isMember: false });
}
