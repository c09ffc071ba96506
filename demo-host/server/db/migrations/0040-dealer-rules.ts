/**
 * A dealer's money and rules as workspace settings: the ZIP its deals are taxed at while the shopper's is
 * not known (null: the dealer's address), and retired catalogue items, which new deals are not offered but
 * the deals and contracts that name them keep.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dealers').addColumn('tax_zip', 'text').execute();
  await db.schema.alterTable('protection_products').addColumn('retired_at', EPOCH_MS).execute();
  await db.schema.alterTable('accessories').addColumn('retired_at', EPOCH_MS).execute();
}
