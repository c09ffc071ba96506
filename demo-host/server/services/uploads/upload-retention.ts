/**
 * Uploads past their retention (src/contract/uploads.ts says how long), swept with the rest of the personal data
 * (services/retention.ts): each kind of upload lists what it kept too long, with its objects' keys; the objects
 * go first, then the row, so a sweep cut short leaves a row the next sweep finishes, never an object no row names.
 */
import { DOCUMENT_RETENTION_DAYS, TRADE_PHOTO_RETENTION_DAYS } from '../../../../src/contract/uploads.ts';
import { deleteExpiredDocument, listDocumentsUploadedBefore } from '../../db/documents-repo.ts';
import { deleteExpiredTradePhoto, listTradePhotosKeptPast } from '../../db/retention-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { ObjectStore } from '../../domain/uploads/object-store.ts';

const DAY_MS = 86_400_000;
/** At most this many of each kind a sweep: a backlog goes over the next hourly sweeps, not in one long one. */
export const UPLOAD_SWEEP_BATCH = 500;

/** One upload kept past its retention: its objects, and how to delete its row. */
export type ExpiredUpload = { keys: string[]; deleteRow(): Promise<unknown> };

/** A kind of upload the sweep deletes: `expired` lists up to `limit` of those last changed before `before`. */
export type UploadRetention = {
  kind: string;
  days: number;
  expired(db: Db, before: Date, limit: number): Promise<ExpiredUpload[]>;
};

export const tradePhotoRetention: UploadRetention = {
  kind: 'tradePhotos',
  days: TRADE_PHOTO_RETENTION_DAYS,
  async expired(db, before, limit) {
    return (await listTradePhotosKeptPast(db, before, limit)).map((photo) => ({
      keys: [photo.image_key, photo.thumbnail_key],
      deleteRow: () => deleteExpiredTradePhoto(db, photo),
    }));
  },
};

/** A deal's document goes once both its upload and the dealer's review of it are older than its retention. */
export const documentRetention: UploadRetention = {
  kind: 'documents',
  days: DOCUMENT_RETENTION_DAYS,
  async expired(db, before, limit) {
    const rows = await listDocumentsUploadedBefore(db, before.getTime(), limit);
    return rows
      .filter((d) => d.reviewed_at === null || d.reviewed_at < before.getTime())
      .map((d) => ({ keys: [d.object_key], deleteRow: () => deleteExpiredDocument(db, d) }));
  },
};

/** Every kind of upload the sweep knows. */
export const UPLOAD_RETENTIONS: UploadRetention[] = [tradePhotoRetention, documentRetention];

/** Deletes every kind's uploads past its retention as of `now`, objects then rows; how many of each went. */
export async function sweepUploads(
  db: Db,
  store: ObjectStore,
  now: Date,
  kinds: readonly UploadRetention[] = UPLOAD_RETENTIONS,
): Promise<Record<string, number>> {
  const swept: Record<string, number> = {};
  for (const kind of kinds) {
    const expired = await kind.expired(db, new Date(now.getTime() - kind.days * DAY_MS), UPLOAD_SWEEP_BATCH);
    for (const upload of expired) {
      await Promise.all(upload.keys.map((key) => store.delete(key)));
      await upload.deleteRow();
    }
    swept[kind.kind] = expired.length;
  }
  return swept;
}
