/**
 * Reservations: a refundable deposit that holds a vehicle. `vehicle_holds` has the vehicle as its primary key,
 * so the database itself allows one hold per vehicle (two shoppers at the same instant: one wins);
 * `payment_events` has the provider's event id as its key, so a replayed webhook is recorded once;
 * `reservation_refunds` has the refund's idempotency key unique, so a retried refund gives money back once.
 * Amounts are integer cents; times epoch milliseconds.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.notNull())
    .addColumn('vehicle_id', 'text', (c) => c.notNull())
    .addColumn('dealer_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_days', 'integer', (c) => c.notNull())
    .addColumn('hold_hours', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('start_key', 'text', (c) => c.notNull())
    .addColumn('receipt_number', 'text', (c) => c.unique())
    .addColumn('decline_reason', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('paid_at', EPOCH_MS)
    .addColumn('hold_until', EPOCH_MS)
    .addColumn('refundable_until', EPOCH_MS)
    .addColumn('released_at', EPOCH_MS)
    .addColumn('refunded_at', EPOCH_MS)
    .addColumn('updated_at', EPOCH_MS, (c) => c.notNull())
    .addUniqueConstraint('reservations_deal_start_key', ['deal_id', 'start_key'])
    .execute();
  await db.schema.createIndex('reservations_deal').on('reservations').columns(['deal_id', 'created_at']).execute();
  await db.schema.createIndex('reservations_payment').on('reservations').column('payment_id').execute();
  // The sweep: live statuses whose hold ended.
  await db.schema
    .createIndex('reservations_status_hold')
    .on('reservations')
    .columns(['status', 'hold_until'])
    .execute();

  await db.schema
    .createTable('vehicle_holds')
    .addColumn('vehicle_id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('until', EPOCH_MS, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('received_at', EPOCH_MS, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reservation_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('provider_refund_id', 'text')
    /** 'shopper', 'system' or the staff member's id. */
    .addColumn('by_whom', 'text', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reservation_refunds_reservation')
    .on('reservation_refunds')
    .column('reservation_id')
    .execute();
}
