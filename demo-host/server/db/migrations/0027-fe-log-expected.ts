/**
 * `fe_logs.expected`: the app reports every failure but a 400 (seed 001 §8), and tags the ones it
 * handles as a state (a 429, a credit 404) so that whoever reads the errors is not alarmed by them.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fe_logs')
    .addColumn('expected', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
