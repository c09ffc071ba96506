/**
 * One shopper, one lead thread: a lead's later events within the dealer's window are rows of the
 * outbox that update the first lead (`thread_id`, their `thread_seq` from 2 on) instead of new
 * leads; the first lead counts its events and keeps the latest (`thread_events`, `last_event_at`).
 * The dealer sets the window in hours (0: every event is a new lead) and the kinds that are always new.
 */
import { sql, type Kysely } from 'kysely';
import { EPOCH_MS } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lead_outbox').addColumn('thread_id', 'text').execute();
  await db.schema
    .alterTable('lead_outbox')
    .addColumn('thread_seq', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('lead_outbox')
    .addColumn('thread_events', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('lead_outbox').addColumn('last_event_at', EPOCH_MS).execute();
  await db.schema.alterTable('lead_outbox').addColumn('last_event_kind', 'text').execute();
  await db.schema.alterTable('lead_outbox').addColumn('vehicle_id', 'text').execute();
  await sql`update lead_outbox set last_event_at = created_at`.execute(db);
  // The inbox: a dealer's first leads, newest first, in its exact order (id breaks ties), so a page stops after its rows.
  await db.schema
    .createIndex('lead_outbox_dealer_heads')
    .on('lead_outbox')
    .columns(['dealer_id', 'created_at', 'id'])
    .where(sql.ref('thread_id'), 'is', null)
    .execute();
  // The live inbox: a dealer's threads that moved since its last poll.
  await db.schema
    .createIndex('lead_outbox_dealer_last_event')
    .on('lead_outbox')
    .columns(['dealer_id', 'last_event_at'])
    .execute();
  // A thread's events in order, for the lead page.
  await db.schema.createIndex('lead_outbox_thread').on('lead_outbox').columns(['thread_id', 'thread_seq']).execute();

  await db.schema
    .alterTable('dealers')
    .addColumn('lead_thread_hours', 'integer', (c) => c.notNull().defaultTo(72))
    .execute();
  await db.schema
    .alterTable('dealers')
    .addColumn('lead_always_new', 'text', (c) => c.notNull().defaultTo('["contract-signed"]'))
    .execute();
}
