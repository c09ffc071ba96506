/**
 * `campaigns.disabled`: a campaign switched off (its program ended, the dealer left) keeps its row,
 * so links and embed codes still out there land on an error page that names it (seed 000 §8, the
 * terminal error of the page context) instead of a frame nobody may show.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('campaigns')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
