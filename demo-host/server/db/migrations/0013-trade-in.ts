/**
 * Trade-in. A trade keeps what it was appraised from (VIN, answers, breakdown), when its
 * offer expires, whether the shopper trades it in or sells it (the spec's indicator) and whom they
 * owe; trades seeded before this keep working with nulls until valued again. `appraisals` holds
 * every attempt (the daily limit counts them; a save names one). `plates` and `known_vehicles` are
 * the sandbox's plate registry and the VIN decoder's vehicles beyond the dealers' inventory.
 */
import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const column of ['vin', 'answers', 'breakdown', 'expires_at', 'lender', 'appraisal_id', 'updated_at']) {
    await db.schema.alterTable('trades').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('trades')
    .addColumn('indicator', 'text', (c) => c.notNull().defaultTo('TRADE'))
    .execute();

  await db.schema
    .createTable('appraisals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'text', notNull)
    .addColumn('result', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  // The daily limit counts a user's appraisals since midnight UTC.
  await db.schema.createIndex('appraisals_user').on('appraisals').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('plates')
    .addColumn('state_code', 'text', notNull)
    .addColumn('plate', 'text', notNull)
    .addColumn('vin', 'text', notNull)
    .addPrimaryKeyConstraint('plates_pk', ['state_code', 'plate'])
    .execute();

  await db.schema
    .createTable('known_vehicles')
    .addColumn('vin', 'text', (c) => c.primaryKey())
    .addColumn('year', 'integer', notNull)
    .addColumn('make', 'text', notNull)
    .addColumn('model', 'text', notNull)
    .addColumn('trim', 'text', notNull)
    .execute();
}
