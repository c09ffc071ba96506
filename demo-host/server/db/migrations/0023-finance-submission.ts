/**
 * One sending of a finance application at a time, and once only (src/contract/finance.ts
 * "Submit"). `finance_applications.submit_claim` is the request sending it now, until
 * `submit_claimed_until` (epoch ms; a process that died lets go when it passes): a conditional
 * update takes it, so two processes never both send. `sent_key` is the idempotency key of what the
 * lenders last decided: an unchanged application is answered with their decisions, not sent again.
 * `lender_receipts.idempotency_key` lets the sandbox lender network decide each key once.
 */
import { sql, type Kysely } from 'kysely';
import { EPOCH_MS } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('finance_applications').addColumn('submit_claim', 'text').execute();
  await db.schema.alterTable('finance_applications').addColumn('submit_claimed_until', EPOCH_MS).execute();
  await db.schema.alterTable('finance_applications').addColumn('sent_key', 'text').execute();
  await db.schema.alterTable('lender_receipts').addColumn('idempotency_key', 'text').execute();
  // One decision per key; an outage's receipt does not stop the retry's.
  await db.schema
    .createIndex('lender_receipts_idempotency')
    .on('lender_receipts')
    .column('idempotency_key')
    .unique()
    .where(sql.ref('outcome'), '=', sql.lit('DECIDED'))
    .execute();
}
