/**
 * Protection products: the kind of each product (a vehicle service contract
 * plan, or a dealer's own product), its description and plan coverage, its place in the list, and
 * the dealer flag that governs whether a dealer offers protection products at all (seed 000 §6).
 * Plans have no dealer (every dealer with the flag offers them). A deal's jacket is its existing
 * `cash_protection_products` list.
 */
import type { Kysely } from 'kysely';
import { MONEY } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dealers')
    .addColumn('protection_products_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('protection_products')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('DEALER_PRODUCT'))
    .execute();
  await db.schema
    .alterTable('protection_products')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('protection_products').addColumn('price_per_month', MONEY).execute();
  await db.schema.alterTable('protection_products').addColumn('term_months', 'integer').execute();
  await db.schema.alterTable('protection_products').addColumn('mileage_limit', 'integer').execute();
  await db.schema
    .alterTable('protection_products')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
