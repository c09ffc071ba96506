/**
 * Dealer accessories: each dealer's catalogue (category, name, description,
 * price, its place in the list), the vehicles each accessory fits, and the accessories saved with a
 * deal. The old `saved_accessories` table (free-text rows, never written) is replaced by one that
 * names catalogue rows, so the server prices every saved accessory itself.
 */
import type { Kysely } from 'kysely';
import { MONEY, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accessories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dealer_id', 'text', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('category', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('price', MONEY, notNull)
    .addColumn('position', 'integer', notNull)
    .execute();
  await db.schema.createIndex('accessories_dealer').on('accessories').columns(['dealer_id', 'position']).execute();

  // '*' is any: make '*' fits every vehicle, model '*' every model of the make (no NULLs, so the key is plain).
  await db.schema
    .createTable('accessory_fitments')
    .addColumn('accessory_id', 'text', (c) => c.notNull().references('accessories.id').onDelete('cascade'))
    .addColumn('make', 'text', notNull)
    .addColumn('model', 'text', notNull)
    .addPrimaryKeyConstraint('accessory_fitments_pk', ['accessory_id', 'make', 'model'])
    .execute();

  await db.schema.dropTable('saved_accessories').execute();
  await db.schema
    .createTable('saved_accessories')
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('accessory_id', 'text', (c) => c.notNull().references('accessories.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addPrimaryKeyConstraint('saved_accessories_pk', ['deal_id', 'accessory_id'])
    .execute();
}
