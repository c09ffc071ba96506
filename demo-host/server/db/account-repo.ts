/**
 * Accounts created by profile registration (seed 000 §7): the email look-up behind 'Duplicate
 * email' and the new user row with its optional verified address. The unique index on
 * `users.email` is the last word on duplicates, so a race between two sign-ups is caught here too.
 * Also what an account holds to fill in forms (`GET /profile/details`).
 */
import { DEFAULT_ADDRESS } from '../../../src/contract/address.ts';
import type { ProfileDetails } from '../../../src/contract/known-details.ts';
import { insertUser, normalizeEmail, type NewUser, type UserAddress } from './users-repo.ts';

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

/** The account's contact details and address as `GET /profile/details` answers them; null for no such user. */
export async function getProfileDetails(db: Db, userId: string): Promise<ProfileDetails | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'zipcode',
      'address',
      'address2',
      'city',
      'state_code',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const street = row.address?.trim() ?? '';
  // The quick registration's placeholder street (seed 001 §9) is no address to fill in.
  const hasAddress =
    street !== '' && street !== DEFAULT_ADDRESS && !!row.city && /^[A-Z]{2}$/.test(row.state_code ?? '');
  const zip = /^\d{5}$/.test(row.zipcode) ? row.zipcode : '';
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: /^\d{10}$/.test(row.phone_number) ? row.phone_number : '',
    zipCode: zip,
    address:
      hasAddress && zip
        ? {
            street1: street,
            street2: row.address2 ?? '',
            city: row.city ?? '',
            state: row.state_code ?? '',
            zipCode: zip,
          }
        : null,
  };
}
