/**
 * Taxes where the shopper lives: the ZIP a shopper typed on the deal page for
 * the deal's sales and lease taxes. Null until they type one; the desk then falls back to their
 * pre-qualification's or profile's ZIP, else the dealer's.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deals').addColumn('tax_zip', 'text').execute();
}
