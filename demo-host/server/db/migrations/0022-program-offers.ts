/**
 * Program offers: each automaker program's offer table. A row is one offer of
 * one program (`type`, the shopper-facing `description`, the `amount` it takes off the price) and
 * the vehicles and days it applies to: make and model ('*' is any), model years, stock type ('*'
 * is new or used) and the first and last day, inclusive (YYYY-MM-DD, the dealer's calendar).
 *
 * The offers deals carried until now had amounts the shopper typed: no program honours those, so
 * they are taken off every deal, with the quotes priced with them (and the quote selected among
 * those): the next quote request prices the deal again.
 */
import { sql, type Kysely } from 'kysely';
import { MONEY, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('program_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('program_id', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('amount', MONEY, notNull)
    .addColumn('make', 'text', notNull)
    .addColumn('model', 'text', notNull)
    .addColumn('min_year', 'integer', notNull)
    .addColumn('max_year', 'integer', notNull)
    .addColumn('stock_type', 'text', notNull)
    .addColumn('starts_on', 'text', notNull)
    .addColumn('ends_on', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addCheckConstraint('program_offers_amount', sql`amount > 0 AND amount <= 50000`)
    .addCheckConstraint('program_offers_stock_type', sql`stock_type IN ('NEW', 'USED', '*')`)
    .addCheckConstraint('program_offers_years', sql`min_year <= max_year`)
    .addCheckConstraint('program_offers_dates', sql`starts_on <= ends_on`)
    .execute();
  await db.schema
    .createIndex('program_offers_program')
    .on('program_offers')
    .columns(['program_id', 'position'])
    .execute();

  // Shopper-typed offers leave every deal; a deal's preferences repeat them, so those go too.
  const deals = await sql<{ id: string; preferences: string }>`
    SELECT id, preferences FROM deals WHERE external_offers <> '[]'`.execute(db);
  for (const { id, preferences } of deals.rows) {
    await sql`
      UPDATE deals SET external_offers = '[]', preferences = ${withoutOffers(preferences)},
        selected_kind = NULL, selected_quote_id = NULL, selected_request_key = NULL
      WHERE id = ${id}`.execute(db);
    await sql`DELETE FROM deal_quotes WHERE deal_id = ${id}`.execute(db);
  }
}

/** The preferences' JSON with both offer lists emptied; text that is no object is left as it is. */
function withoutOffers(text: string): string {
  try {
    const prefs = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['financePreferences', 'leasePreferences']) {
      const part = prefs[key];
      if (part && typeof part === 'object') (part as Record<string, unknown>)['externalOffers'] = [];
    }
    return JSON.stringify(prefs);
  } catch {
    return text;
  }
}
