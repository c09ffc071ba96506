/**
 * Lead delivery: every lead reaches the dealer's CRM as an ADF document.
 * - `lead_outbox`: one row per lead, written in the transaction of what caused it; `source_key`
 *   (kind and cause) is unique, so a cause yields one lead however often it is retried. The worker
 *   claims due rows (`claimed_by`, `claimed_until`), so several processes never send one twice.
 * - `lead_delivery_attempts`: each try, kept for the demo host's lead inbox (an attempt with no
 *   `finished_at` was cut off by a crash).
 * - `dealers.lead_delivery`, `lead_endpoint`, `lead_email`: how the dealer takes leads (HTTP POST of
 *   the ADF document, or e-mail); a null endpoint is the deployment's default CRM (the sandbox's).
 * - `crm_inbox`: the demo host's CRM receiver, one row per lead id however often it arrived.
 */
import { sql, type Kysely } from 'kysely';
import { EPOCH_MS, notNull, withAutoId } from './helpers.ts';

/** Dealers that take their leads by e-mail in the sandbox (seed-data.ts keeps the same). */
const EMAIL_DEALERS: readonly { id: string; email: string }[] = [{ id: 'd300', email: 'leads@d300.example' }];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dealers')
    .addColumn('lead_delivery', 'text', (c) => c.notNull().defaultTo('HTTP'))
    .execute();
  await db.schema.alterTable('dealers').addColumn('lead_endpoint', 'text').execute();
  await db.schema.alterTable('dealers').addColumn('lead_email', 'text').execute();

  await db.schema
    .createTable('lead_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', notNull)
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .addColumn('campaign_slug', 'text', notNull)
    .addColumn('dealer_id', 'text', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('document', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', EPOCH_MS, notNull)
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', EPOCH_MS)
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', EPOCH_MS)
    .addColumn('created_at', EPOCH_MS, notNull)
    .addCheckConstraint('lead_outbox_status', sql`status IN ('PENDING', 'DELIVERED', 'DEAD')`)
    .execute();
  // The worker's claim: due rows in order.
  await db.schema.createIndex('lead_outbox_due').on('lead_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('lead_outbox_created').on('lead_outbox').column('created_at').execute();

  await withAutoId(db, db.schema.createTable('lead_delivery_attempts'))
    .addColumn('lead_id', 'text', (c) => c.notNull().references('lead_outbox.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', notNull)
    .addColumn('worker', 'text', notNull)
    .addColumn('transport', 'text', notNull)
    .addColumn('target', 'text', notNull)
    .addColumn('started_at', EPOCH_MS, notNull)
    .addColumn('finished_at', EPOCH_MS)
    .addColumn('outcome', 'text')
    .addColumn('detail', 'text')
    .addCheckConstraint('lead_attempt_outcome', sql`outcome IS NULL OR outcome IN ('DELIVERED', 'RETRY', 'FAILED')`)
    .execute();
  await db.schema.createIndex('lead_delivery_attempts_lead').on('lead_delivery_attempts').column('lead_id').execute();

  await db.schema
    .createTable('crm_inbox')
    .addColumn('lead_id', 'text', (c) => c.primaryKey())
    .addColumn('dealer_id', 'text', notNull)
    .addColumn('document', 'text', notNull)
    .addColumn('first_received_at', EPOCH_MS, notNull)
    .addColumn('last_received_at', EPOCH_MS, notNull)
    .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  for (const dealer of EMAIL_DEALERS) {
    await sql`UPDATE dealers SET lead_delivery = 'EMAIL', lead_email = ${dealer.email} WHERE id = ${dealer.id}`.execute(
      db,
    );
  }
}
