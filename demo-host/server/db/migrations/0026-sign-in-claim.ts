/**
 * Nothing lost at sign-in. `deals.save_at_sign_in`: the visitor asked to save this deal ('Sign in to
 * save this deal'), so the sign-in that claims it saves it too, with the name and choices stored here.
 * `sessions.new_account`: the account was made in this session (registration, quick registration, a
 * Google sign-up), so the shopper is welcomed, not welcomed back.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('deals')
    .addColumn('save_at_sign_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('new_account', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
