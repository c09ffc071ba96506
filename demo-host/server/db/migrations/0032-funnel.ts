/**
 * The dealer workspace's funnel: one row per dealer, day, campaign and event, its count incremented
 * by an upsert in the transaction of what happened. A rollup, not a row per event: a dealer's year is
 * at most 366 days × campaigns × ~22 events, read by the primary key's prefix in one range scan, so
 * the funnel's cost does not grow with traffic (an event log would be millions of rows to group).
 * - `day` is YYYY-MM-DD in the dealer's time zone (the funnel counts the dealer's days).
 * - `campaign_slug` is '' when the server could not tell which campaign it was.
 * - `sessions.funnel_open_day`: the last day this session's widget open was counted (one a day).
 */
import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('funnel_daily')
    .addColumn('dealer_id', 'text', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('campaign_slug', 'text', notNull)
    .addColumn('event', 'text', notNull)
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('funnel_daily_pk', ['dealer_id', 'day', 'campaign_slug', 'event'])
    .execute();
  await db.schema.alterTable('sessions').addColumn('funnel_open_day', 'text').execute();
}
