/**
 * A trade's photos: one a guided slot (front, rear, both sides, interior, odometer, damage), so the key caps
 * them at seven; the kept image and its thumbnail are objects of the store, named here by key. Times epoch ms.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trade_photos')
    .addColumn('trade_id', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addPrimaryKeyConstraint('trade_photos_pk', ['trade_id', 'slot'])
    .execute();
}
