/**
 * `protection_products.financed_only`: a product that covers a loan or lease balance (GAP) is
 * offered on finance and lease deals only, never on a cash deal. The seeded GAP rows of databases
 * that exist already are marked here (the seed only adds missing rows).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('protection_products')
    .addColumn('financed_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE protection_products SET financed_only = 1 WHERE id LIKE '%-gap'`.execute(db);
}
