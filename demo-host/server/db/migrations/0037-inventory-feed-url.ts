/**
 * A dealer's feed URL fetched on a schedule: one row a dealer with its next run, and a claim (token and
 * lease) so that of several server processes one fetches it. A failed fetch is kept as an import with
 * its reason (`inventory_imports.error`). Vehicles a feed added before had `options` '[]', which the
 * vehicle contract refuses (its page could not open): they get the options a feed vehicle gets now.
 */
import { sql, type Kysely } from 'kysely';
import { EPOCH_MS, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inventory_feeds')
    .addColumn('dealer_id', 'text', (c) => c.primaryKey().references('dealers.id').onDelete('cascade'))
    .addColumn('url', 'text', notNull)
    .addColumn('every_minutes', 'integer', notNull)
    .addColumn('full_feed', 'integer', notNull)
    .addColumn('next_run_at', EPOCH_MS, notNull)
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', EPOCH_MS)
    .addColumn('updated_at', EPOCH_MS, notNull)
    .execute();
  await db.schema.createIndex('inventory_feeds_due').on('inventory_feeds').column('next_run_at').execute();
  await db.schema.alterTable('inventory_imports').addColumn('error', 'text').execute();
  await sql`update vehicles set options = case when stock_type = 'NEW' then '{"leaseEnabled":true}' else '{"leaseEnabled":false}' end where options = '[]'`.execute(
    db,
  );
}
