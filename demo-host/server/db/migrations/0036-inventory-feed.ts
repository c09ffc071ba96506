/**
 * Dealers' inventory feeds. A vehicle gone from a full feed gets `sold_at` and leaves listings but is
 * never deleted: deals, certificates and leads keep pointing at it. `photo_urls` is a JSON list of the
 * feed's photo URLs (referenced, not stored). `inventory_imports` is each import's history line.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS, notNull, withAutoId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vehicles').addColumn('sold_at', EPOCH_MS).execute();
  await db.schema.alterTable('vehicles').addColumn('photo_urls', 'text').execute();
  await db.schema.alterTable('vehicles').addColumn('description', 'text').execute();
  await withAutoId(db, db.schema.createTable('inventory_imports'))
    .addColumn('dealer_id', 'text', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('source', 'text', notNull)
    .addColumn('file_name', 'text')
    .addColumn('full_feed', 'integer', notNull)
    .addColumn('staff_id', 'text')
    .addColumn('started_at', EPOCH_MS, notNull)
    .addColumn('finished_at', EPOCH_MS)
    .addColumn('rows_read', 'integer', notNull)
    .addColumn('added', 'integer', notNull)
    .addColumn('updated', 'integer', notNull)
    .addColumn('unchanged', 'integer', notNull)
    .addColumn('sold', 'integer', notNull)
    .addColumn('rejected', 'integer', notNull)
    .addColumn('rejected_rows', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('inventory_imports_dealer')
    .on('inventory_imports')
    .columns(['dealer_id', 'started_at'])
    .execute();
}
