/**
 * One account per identity-provider subject (one-tap Google sign-in): the index of 0006 becomes a
 * unique one, so two first sign-ins racing cannot create two accounts for one Google account.
 * Rows without an identity (NULLs) never collide, on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_sso').execute();
  await db.schema
    .createIndex('users_sso_identity')
    .on('users')
    .columns(['sso_provider', 'sso_subject'])
    .unique()
    .execute();
}
