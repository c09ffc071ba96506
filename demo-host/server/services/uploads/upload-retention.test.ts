import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRADE_PHOTO_RETENTION_DAYS } from '../../../../src/contract/uploads.ts';
import type { Db } from '../../db/schema.ts';
import type { ObjectStore } from '../../domain/uploads/object-store.ts';
import { makeDb } from '../../test-support.ts';
import { sweepPersonalData } from '../retention.ts';
import { createLocalStore } from '../storage/local-store.ts';
import { documentRetention, sweepUploads, tradePhotoRetention, type UploadRetention } from './upload-retention.ts';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-12-02T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
let db: Db;
let root: string;
let store: ObjectStore;

beforeEach(async () => {
  db = await makeDb();
  root = await mkdtemp(join(tmpdir(), 'upshift-retention-'));
  store = createLocalStore(root);
});
afterEach(async () => {
  await db.destroy();
  await rm(root, { recursive: true, force: true });
});

async function* once(text: string): AsyncIterable<Uint8Array> {
  yield Buffer.from(text);
}

/** A trade last changed `tradeDays` ago with a photo stored `photoDays` ago, its two objects in the store. */
async function tradeWithPhoto(id: string, tradeDays: number | null, photoDays: number): Promise<void> {
  if (tradeDays !== null) {
    const at = daysAgo(tradeDays).toISOString();
    await db
      .insertInto('trades')
      .values({ id, user_id: 'u1', vehicle_name: 'Civic', offer: 9000, payoff: 0, created_at: at, updated_at: at })
      .execute();
  }
  const row = {
    trade_id: id,
    slot: 'front',
    user_id: 'u1',
    image_key: `trade/${id}/front.jpg`,
    thumbnail_key: `trade/${id}/front-thumb.jpg`,
    width: 800,
    height: 600,
    bytes: 5,
    created_at: daysAgo(photoDays).getTime(),
  };
  await db.insertInto('trade_photos').values(row).execute();
  await store.put(row.image_key, once('image'), 'image/jpeg');
  await store.put(row.thumbnail_key, once('thumb'), 'image/jpeg');
}

const tradesWithPhotos = async () =>
  (await db.selectFrom('trade_photos').select('trade_id').orderBy('trade_id').execute()).map((r) => r.trade_id);
const objectTrades = async () =>
  [
    ...new Set(
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => e.parentPath.slice(root.length + 1)),
    ),
  ].sort();

describe(`trade photos are kept ${String(TRADE_PHOTO_RETENTION_DAYS)} days after the trade last changed, then swept`, () => {
  it('deletes the rows and objects of photos whose trade and photo are both older; keeps the rest', async () => {
    const past = TRADE_PHOTO_RETENTION_DAYS + 1;
    const within = TRADE_PHOTO_RETENTION_DAYS - 1;
    await tradeWithPhoto('t-old', past, past);
    await tradeWithPhoto('t-recent-trade', within, past);
    await tradeWithPhoto('t-recent-photo', past, within);
    await tradeWithPhoto('t-gone', null, past);

    expect(await sweepUploads(db, store, NOW)).toEqual({ tradePhotos: 2, documents: 0 });
    expect(await tradesWithPhotos()).toEqual(['t-recent-photo', 't-recent-trade']);
    expect(await objectTrades()).toEqual(['trade/t-recent-photo', 'trade/t-recent-trade']);
    // Twice is no error and deletes nothing more.
    expect(await sweepUploads(db, store, NOW)).toEqual({ tradePhotos: 0, documents: 0 });
  });

  it('runs in the personal-data sweep when given the store, and leaves a slot given a new photo meanwhile', async () => {
    const past = TRADE_PHOTO_RETENTION_DAYS + 5;
    await tradeWithPhoto('t-old', past, past);
    // The sweep saw the old photo, but the slot got a new one before its row went: the new one stays.
    const racing: UploadRetention = {
      ...tradePhotoRetention,
      async expired(q, before, limit) {
        const found = await tradePhotoRetention.expired(q, before, limit);
        await db.updateTable('trade_photos').set({ image_key: 'trade/t-old/front-new.jpg' }).execute();
        return found;
      },
    };
    const result = await sweepPersonalData(db, NOW, { store, kinds: [racing] });
    expect(result.uploads).toEqual({ tradePhotos: 1 });
    expect(await tradesWithPhotos()).toEqual(['t-old']);

    expect((await sweepPersonalData(db, NOW, { store })).uploads).toEqual({ tradePhotos: 1, documents: 0 });
    expect(await tradesWithPhotos()).toEqual([]);
    expect(await objectTrades()).toEqual([]);
  });

  it('adds another kind of upload with one entry: its objects go first, then its row', async () => {
    const order: string[] = [];
    const documents: UploadRetention = {
      kind: 'documents',
      days: 90,
      expired: (_q, before) => {
        expect(before).toEqual(daysAgo(90));
        return Promise.resolve([
          { keys: ['documents/d-1/licence'], deleteRow: () => Promise.resolve(order.push('row')) },
        ]);
      },
    };
    const recording: ObjectStore = { ...store, delete: (key) => Promise.resolve(void order.push(`object ${key}`)) };
    expect(await sweepUploads(db, recording, NOW, [documents])).toEqual({ documents: 1 });
    expect(order).toEqual(['object documents/d-1/licence', 'row']);
  });

  it('sweeps a document once its upload and its review are both past the retention, object first', async () => {
    const doc = async (kind: string, uploadedDays: number, reviewedDays: number | null) => {
      const row = {
        deal_id: 'd1',
        kind,
        user_id: 'u1',
        state: reviewedDays === null ? ('received' as const) : ('accepted' as const),
        reason: null,
        object_key: `documents/d1/${kind}`,
        file_type: 'pdf' as const,
        bytes: 5,
        uploaded_at: daysAgo(uploadedDays).getTime(),
        reviewed_at: reviewedDays === null ? null : daysAgo(reviewedDays).getTime(),
        reviewed_by: reviewedDays === null ? null : 's1',
      };
      await db.insertInto('deal_documents').values(row).execute();
      await store.put(row.object_key, once('sealed'), 'application/octet-stream');
    };
    await doc('driversLicense', 120, null);
    await doc('proofOfIncome', 120, 10);
    await doc('proofOfResidence', 10, null);
    expect(await sweepUploads(db, store, NOW, [documentRetention])).toEqual({ documents: 1 });
    const left = await db.selectFrom('deal_documents').select('kind').orderBy('kind').execute();
    expect(left.map((r) => r.kind)).toEqual(['proofOfIncome', 'proofOfResidence']);
    expect(await store.get('documents/d1/driversLicense')).toBeNull();
    expect(await store.get('documents/d1/proofOfIncome')).not.toBeNull();
  });
});
