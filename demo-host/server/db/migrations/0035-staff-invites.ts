/**
 * Staff invitations: a manager invites someone to a dealer and they set their own password from a
 * one-time link. `staff_invites.token_hash` is the SHA-256 of the link's token (like staff sessions):
 * a copy of the table opens no account. `staff.last_sign_in_at` is what the staff page shows.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_invites')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('dealer_id', 'text', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('invited_by', 'text', notNull)
    .addColumn('created_at', EPOCH_MS, notNull)
    .addColumn('expires_at', EPOCH_MS, notNull)
    .addColumn('used_at', EPOCH_MS)
    .execute();
  await db.schema.createIndex('staff_invites_staff').on('staff_invites').column('staff_id').execute();
  await db.schema.alterTable('staff').addColumn('last_sign_in_at', EPOCH_MS).execute();
}
