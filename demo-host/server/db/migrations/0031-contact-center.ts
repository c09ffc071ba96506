/**
 * The contact center in the dealer workspace: a request (`lead_requests`) can be claimed by a member of
 * the dealer's staff, released, and closed with an outcome note saying who closed it and when.
 * - A claimed request keeps `status` 'OPEN' (the shopper's side reads only OPEN/DONE); "claimed" is
 *   `claimed_by` set on an open request.
 * - The queue is read per dealer, newest first, by status: the indexes below serve it.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of [
    ['claimed_by', 'text'],
    ['claimed_at', EPOCH_MS],
    ['done_by', 'text'],
    ['done_at', EPOCH_MS],
    ['outcome', 'text'],
  ] as const) {
    await db.schema.alterTable('lead_requests').addColumn(name, type).execute();
  }
  await db.schema
    .createIndex('lead_requests_dealer_created')
    .on('lead_requests')
    .columns(['dealer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('lead_requests_dealer_status')
    .on('lead_requests')
    .columns(['dealer_id', 'status', 'created_at'])
    .execute();
}
