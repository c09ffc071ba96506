/** The page shell: dealer chat settings, and trade revaluations the user has not seen. */
import { sql, type Kysely } from 'kysely';
import { MONEY, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Seed 001 §3 "Chat config"; a dealer without a row has chat off.
  await db.schema
    .createTable('dealer_chat_config')
    .addColumn('dealer_id', 'text', (c) => c.primaryKey().references('dealers.id').onDelete('cascade'))
    .addColumn('chat_enabled', 'integer', notNull)
    .addColumn('is_dealer_chat', 'integer', notNull)
    .addColumn('script', 'text')
    .addColumn('is_reputation_chat', 'integer', notNull)
    .addColumn('widget_id', 'text')
    .addColumn('tenant_key', 'text')
    .addCheckConstraint('dealer_chat_script', sql`is_dealer_chat = 0 OR script IS NOT NULL`)
    .addCheckConstraint(
      'dealer_chat_reputation',
      sql`is_reputation_chat = 0 OR (widget_id IS NOT NULL AND tenant_key IS NOT NULL)`,
    )
    .execute();

  // The values a trade had before its latest revaluation; the new values are the trade's current ones.
  await db.schema
    .createTable('trade_payoff_updates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('trade_id', 'text', (c) => c.notNull().references('trades.id').onDelete('cascade'))
    .addColumn('vin', 'text', notNull)
    .addColumn('old_offer', MONEY, notNull)
    .addColumn('old_payoff', MONEY, notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('trade_payoff_updates_trade')
    .on('trade_payoff_updates')
    .columns(['trade_id', 'updated_at'])
    .execute();
}
