/**
 * A trade's photos, one a guided slot: each kept re-drawn (domain/uploads/photo.ts) in the object store with its
 * thumbnail, named in `trade_photos`, and shown to its owner through short-lived signed addresses. A replaced or
 * removed photo's objects go once the row no longer names them; objects stored for a row that was never written
 * are removed again, so a failure leaves no orphan.
 */
import { randomUUID } from 'node:crypto';
import type { TradePhotoSlot } from '../../../../src/contract/uploads.ts';
import { inTransaction } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { getCurrentTrade } from '../../db/trade-repo.ts';
import {
  deleteTradePhoto,
  listTradePhotos,
  replaceTradePhoto,
  swapTradePhotoSlots,
  type TradePhotoRow,
} from '../../db/trade-photos-repo.ts';
import { NotFound } from '../../domain/errors.ts';
import type { ObjectStore } from '../../domain/uploads/object-store.ts';
import { keepPhoto } from '../../domain/uploads/photo.ts';
import { grantIsValid, signObject, type SignedGrant } from '../../domain/uploads/signed-url.ts';
import type { UploadLimits } from './upload-limits.ts';

export const NO_TRADE = 'Value your trade first, then add its photos.';
/** How long a signed address of a photo is good for. */
export const PHOTO_URL_TTL_MS = 10 * 60_000;

export type TradePhotoView = {
  slot: string;
  width: number;
  height: number;
  image: SignedGrant;
  thumbnail: SignedGrant;
};

export type TradePhotos = {
  list(userId: string): Promise<TradePhotoView[]>;
  /** The photos of a trade by its id (the dealer's review in the deal jacket; the caller checks the dealer). */
  ofTrade(tradeId: string): Promise<TradePhotoView[]>;
  /** Keeps the photo in the slot of the user's current trade (replacing the slot's photo); the trade's photos. */
  put(userId: string, slot: TradePhotoSlot, bytes: Uint8Array): Promise<TradePhotoView[]>;
  remove(userId: string, slot: TradePhotoSlot): Promise<TradePhotoView[]>;
  /** Swaps a photo with the one (or the empty slot) it was meant for: a photo put in the wrong slot is moved, not sent again. */
  move(userId: string, from: TradePhotoSlot, to: TradePhotoSlot): Promise<TradePhotoView[]>;
  /** An object a signed address grants, or null when the grant is not good (forged, moved, expired). */
  open(grant: SignedGrant): Promise<{ bytes: Uint8Array; contentType: string } | null>;
};

type Deps = {
  db: Db;
  store: ObjectStore;
  signingKey: Buffer;
  /** The per-shopper storage quota (upload-limits.ts); none in tests that do not exercise it. */
  limits?: Pick<UploadLimits, 'assertRoom'>;
  now?: () => number;
};

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

export function createTradePhotos(deps: Deps): TradePhotos {
  const { db, store, signingKey } = deps;
  const now = deps.now ?? Date.now;

  const view = (row: TradePhotoRow): TradePhotoView => ({
    slot: row.slot,
    width: row.width,
    height: row.height,
    image: signObject(signingKey, row.image_key, now(), PHOTO_URL_TTL_MS),
    thumbnail: signObject(signingKey, row.thumbnail_key, now(), PHOTO_URL_TTL_MS),
  });

  async function tradeOf(userId: string): Promise<string> {
    const trade = await getCurrentTrade(db, userId);
    if (!trade) throw new NotFound(NO_TRADE);
    return trade.id;
  }

  const forget = (row: TradePhotoRow | null) =>
    row ? Promise.all([store.delete(row.image_key), store.delete(row.thumbnail_key)]) : Promise.resolve();

  async function listOf(tradeId: string): Promise<TradePhotoView[]> {
    return (await listTradePhotos(db, tradeId)).map(view);
  }

  return {
    async list(userId) {
      const trade = await getCurrentTrade(db, userId);
      return trade ? listOf(trade.id) : [];
    },

    ofTrade: (tradeId) => listOf(tradeId),

    async put(userId, slot, bytes) {
      const tradeId = await tradeOf(userId);
      const kept = await keepPhoto(bytes);
      const current = (await listTradePhotos(db, tradeId)).find((p) => p.slot === slot);
      await deps.limits?.assertRoom(userId, kept.image.byteLength, current?.bytes ?? 0);
      const base = `trade/${tradeId}/${slot}-${randomUUID()}`;
      const row: TradePhotoRow = {
        trade_id: tradeId,
        slot,
        user_id: userId,
        image_key: `${base}.jpg`,
        thumbnail_key: `${base}-thumb.jpg`,
        width: kept.width,
        height: kept.height,
        bytes: kept.image.byteLength,
        created_at: now(),
      };
      await store.put(row.image_key, once(kept.image), 'image/jpeg');
      let replaced: TradePhotoRow | null;
      try {
        await store.put(row.thumbnail_key, once(kept.thumbnail), 'image/jpeg');
        replaced = await inTransaction(db, (tx) => replaceTradePhoto(tx, row));
      } catch (error) {
        await forget(row);
        throw error;
      }
      await forget(replaced);
      return listOf(tradeId);
    },

    async remove(userId, slot) {
      const tradeId = await tradeOf(userId);
      await forget(await deleteTradePhoto(db, tradeId, slot));
      return listOf(tradeId);
    },

    async move(userId, from, to) {
      const tradeId = await tradeOf(userId);
      if (from !== to) await inTransaction(db, (tx) => swapTradePhotoSlots(tx, tradeId, from, to));
      return listOf(tradeId);
    },

    async open(grant) {
      if (!grantIsValid(signingKey, grant, now())) return null;
      return store.get(grant.key);
    },
  };
}
