/**
 * The store's reviews of a shopper's trade offer: each confirm or counter a row (the latest is the review), with
 * the offer before and after it, so a review holds only while the trade's offer is the one reviewed. Times epoch ms.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trade_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('trade_id', 'text', (c) => c.notNull())
    .addColumn('dealer_id', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('old_offer', MONEY, (c) => c.notNull())
    .addColumn('new_offer', MONEY, (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trade_reviews_trade').on('trade_reviews').columns(['trade_id', 'created_at']).execute();
}
