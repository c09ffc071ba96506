/**
 * Email ownership. `users.email_verified_at` is when the account's owner proved the address (a code
 * sent to it, or an identity provider that vouches for it); an account whose address was never
 * proved is not linked to a sign-in by that address. `sessions.verified_email` and
 * `verified_email_at` record the address whose code this session last accepted, so registration,
 * ghost sign-up and a profile's email change go through only for an address proved in that session.
 *
 * Accounts that exist already: those linked to an identity provider and program members (invited
 * by the program with that address) count as verified; every other address has to be proved again.
 */
import { sql, type Kysely } from 'kysely';
import { EPOCH_MS } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('verified_email', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('verified_email_at', EPOCH_MS).execute();
  await sql`UPDATE users SET email_verified_at = created_at WHERE sso_provider IS NOT NULL OR is_member = 1`.execute(
    db,
  );
}
