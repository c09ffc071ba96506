/**
 * The sandbox payment provider's own records (a stand-in for Stripe's test mode, on its own origin):
 * payment intents and refunds in integer cents, the requests answered under an idempotency key (replayed
 * as Stripe does), the events it emitted and each try at delivering one to the app's webhook.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS, notNull, withAutoId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('description', 'text')
    .addColumn('metadata', 'text', notNull)
    .addColumn('amount_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_payment_error', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('created_at', EPOCH_MS, notNull)
    .addColumn('updated_at', EPOCH_MS, notNull)
    .execute();
  await db.schema
    .createTable('sandbox_payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_intent', 'text', (c) => c.notNull().references('sandbox_payment_intents.id'))
    .addColumn('amount', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', EPOCH_MS, notNull)
    .execute();
  await db.schema
    .createTable('sandbox_payment_requests')
    .addColumn('idempotency_key', 'text', notNull)
    .addColumn('api_key', 'text', notNull)
    .addColumn('request', 'text', notNull)
    .addColumn('status_code', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', EPOCH_MS, notNull)
    .addPrimaryKeyConstraint('sandbox_payment_requests_pk', ['api_key', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('sandbox_payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', notNull)
    .addColumn('payment_intent', 'text', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('created_at', EPOCH_MS, notNull)
    .execute();
  await withAutoId(db, db.schema.createTable('sandbox_webhook_deliveries'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('sandbox_payment_events.id'))
    .addColumn('attempt', 'integer', notNull)
    .addColumn('url', 'text', notNull)
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('at', EPOCH_MS, notNull)
    .execute();
  await db.schema
    .createIndex('sandbox_webhook_deliveries_event')
    .on('sandbox_webhook_deliveries')
    .column('event_id')
    .execute();
}
