/**
 * A price the dealer locked for the shopper: until `price_lock_until` (epoch ms) the deal is priced
 * at `price_lock_sale_price` whatever the vehicle's price does since; `price_locked_by` is the staff
 * member who locked it (the audit log says when and from where).
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deals').addColumn('price_lock_until', EPOCH_MS).execute();
  await db.schema.alterTable('deals').addColumn('price_lock_sale_price', MONEY).execute();
  await db.schema.alterTable('deals').addColumn('price_locked_by', 'text').execute();
}
