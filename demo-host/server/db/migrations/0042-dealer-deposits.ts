/**
 * A dealer's deposit rule (its money and rules): whether it takes a refundable deposit that holds a
 * vehicle, the amount in cents, the days a shopper may cancel for a full refund, the hours a car is held.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dealers')
    .addColumn('deposit_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('dealers')
    .addColumn('deposit_cents', 'integer', (c) => c.notNull().defaultTo(50_000))
    .execute();
  await db.schema
    .alterTable('dealers')
    .addColumn('deposit_refund_days', 'integer', (c) => c.notNull().defaultTo(7))
    .execute();
  await db.schema
    .alterTable('dealers')
    .addColumn('deposit_hold_hours', 'integer', (c) => c.notNull().defaultTo(48))
    .execute();
}
