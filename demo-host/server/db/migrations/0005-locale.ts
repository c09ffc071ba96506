/** The shopper's language, kept with the session (also inside a third-party iframe) and with the user. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('locale', 'text').execute();
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}
