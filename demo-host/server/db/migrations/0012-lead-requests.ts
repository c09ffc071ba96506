/**
 * The contact center's requests (seed 001 §3): emails to a personal shopper and call-backs (now or
 * scheduled), stored before the server answers so the agents' queue page can work them. The id is
 * the call-back's queueId; `scheduled_at` (epoch ms) is set for call-later only.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', notNull)
    .addColumn('session_id', 'text', notNull)
    .addColumn('user_id', 'text')
    .addColumn('campaign_slug', 'text', notNull)
    .addColumn('dealer_id', 'text', notNull)
    .addColumn('certificate_id', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('reply_to_email', 'text')
    .addColumn('question', 'text', notNull)
    .addColumn('scheduled_at', EPOCH_MS)
    .addColumn('user_time_zone', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', EPOCH_MS, notNull)
    .addColumn('updated_at', EPOCH_MS, notNull)
    .execute();
  // The upcoming call of a user, and the queue page's open requests newest first.
  await db.schema.createIndex('lead_requests_user').on('lead_requests').columns(['user_id', 'scheduled_at']).execute();
  await db.schema.createIndex('lead_requests_status').on('lead_requests').columns(['status', 'created_at']).execute();
}
