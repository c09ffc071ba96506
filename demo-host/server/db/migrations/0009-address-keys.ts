/**
 * The sandbox geocoder's known addresses get their normalized street and unit (geo/geocoder.ts
 * `streetKey` / `unitKey`): autocomplete searches by street prefix, and one unique key per
 * address lets the seed insert them idempotently (ON CONFLICT DO NOTHING).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('known_addresses')
    .addColumn('street_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('known_addresses')
    .addColumn('unit_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('known_addresses_key')
    .on('known_addresses')
    .columns(['zip_code', 'street_key', 'unit_key'])
    .unique()
    .execute();
  await db.schema.createIndex('known_addresses_street').on('known_addresses').column('street_key').execute();
}
