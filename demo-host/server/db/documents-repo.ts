/** The `deal_documents` table: a deal's document for the lender per kind, its sealed object named by key. */
import type { Db, Row } from './schema.ts';

export type DealDocumentRow = Row<'deal_documents'>;

// PostgreSQL's bigint comes back as text.
const toRow = (r: DealDocumentRow): DealDocumentRow => ({
  ...r,
  uploaded_at: Number(r.uploaded_at),
  reviewed_at: r.reviewed_at === null ? null : Number(r.reviewed_at),
});

export async function listDealDocuments(db: Db, dealId: string): Promise<DealDocumentRow[]> {
  const rows = await db.selectFrom('deal_documents').selectAll().where('deal_id', '=', dealId).execute();
  return rows.map(toRow);
}

/** Puts the kind's document in place (received again, unreviewed); the row it replaced (its object is the caller's to remove), or null. */
export async function replaceDealDocument(db: Db, row: DealDocumentRow): Promise<DealDocumentRow | null> {
  const before = await db
    .deleteFrom('deal_documents')
    .where('deal_id', '=', row.deal_id)
    .where('kind', '=', row.kind)
    .returningAll()
    .executeTakeFirst();
  await db.insertInto('deal_documents').values(row).execute();
  return before ? toRow(before) : null;
}

/** The dealer's review of the kind's document; the row as it now is, or null when nothing was uploaded. */
export async function reviewDealDocument(
  db: Db,
  dealId: string,
  kind: string,
  review: { state: 'accepted' | 'needsNew'; reason: string | null; by: string; at: number },
): Promise<DealDocumentRow | null> {
  const row = await db
    .updateTable('deal_documents')
    .set({ state: review.state, reason: review.reason, reviewed_by: review.by, reviewed_at: review.at })
    .where('deal_id', '=', dealId)
    .where('kind', '=', kind)
    .returningAll()
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Removes the kind's document; the row removed (its object is the caller's to remove), or null. */
export async function deleteDealDocument(db: Db, dealId: string, kind: string): Promise<DealDocumentRow | null> {
  const row = await db
    .deleteFrom('deal_documents')
    .where('deal_id', '=', dealId)
    .where('kind', '=', kind)
    .returningAll()
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Documents uploaded before `before` (epoch ms), oldest first, for the retention sweep. */
export async function listDocumentsUploadedBefore(db: Db, before: number, limit = 500): Promise<DealDocumentRow[]> {
  const rows = await db
    .selectFrom('deal_documents')
    .selectAll()
    .where('uploaded_at', '<', before)
    .orderBy('uploaded_at')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/** Removes a document the sweep found, unless it was replaced or reviewed since; how many went (0 or 1). */
export async function deleteExpiredDocument(db: Db, row: DealDocumentRow): Promise<number> {
  const result = await db
    .deleteFrom('deal_documents')
    .where('deal_id', '=', row.deal_id)
    .where('kind', '=', row.kind)
    .where('object_key', '=', row.object_key)
    .where((eb) => (row.reviewed_at === null ? eb('reviewed_at', 'is', null) : eb('reviewed_at', '=', row.reviewed_at)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
