/** Stateless processes: rate-limit counters live in the database, shared by every process. */
import type { Kysely } from 'kysely';
import { EPOCH_MS, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', notNull)
    .addColumn('window_start', EPOCH_MS, notNull)
    .execute();
  await db.schema.createIndex('rate_limits_window').on('rate_limits').column('window_start').execute();
}
