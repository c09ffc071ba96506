/**
 * The documents a shopper uploaded for the lender, one a kind a deal: the file is a sealed object of the store
 * (encrypted at rest), named here by key, with the dealer's review. A kind with no row is still requested.
 * Times epoch ms.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deal_documents')
    .addColumn('deal_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('reviewed_at', EPOCH_MS)
    .addColumn('reviewed_by', 'text')
    .addPrimaryKeyConstraint('deal_documents_pk', ['deal_id', 'kind'])
    .execute();
  // The retention sweep finds documents by age.
  await db.schema.createIndex('deal_documents_uploaded_at').on('deal_documents').column('uploaded_at').execute();
}
