import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_TYPE } from '../../../../src/contract/uploads.ts';
import type { Db } from '../../db/schema.ts';
import type { ObjectStore } from '../../domain/uploads/object-store.ts';
import { makeDb } from '../../test-support.ts';
import { jpeg, savedTrade } from '../../upload-fixtures.ts';
import { createLocalStore } from '../storage/local-store.ts';
import { createTradePhotos, NO_TRADE, PHOTO_URL_TTL_MS } from './trade-photos.ts';

const KEY = Buffer.alloc(32, 9);
const T0 = Date.parse('2026-12-02T10:00:00Z');
let db: Db;
let root: string;
let clock: number;

beforeEach(async () => {
  db = await makeDb();
  root = await mkdtemp(join(tmpdir(), 'upshift-photos-'));
  clock = T0;
});
afterEach(async () => {
  await db.destroy();
  await rm(root, { recursive: true, force: true });
});

const photos = (store: ObjectStore = createLocalStore(root)) =>
  createTradePhotos({ db, store, signingKey: KEY, now: () => clock });

async function storedFiles(): Promise<string[]> {
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && !e.name.endsWith('.type'))
    .map((e) => e.name)
    .sort();
}

describe("a trade's photos", () => {
  it('keeps one a slot, replacing the slot’s photo and its objects, and shows them through signed addresses', async () => {
    await savedTrade(db, { payoff: 700 });
    const service = photos();
    const first = await service.put('u1', 'front', await jpeg(1200, 800));
    expect(first.map((p) => [p.slot, p.width, p.height])).toEqual([['front', 1200, 800]]);
    const again = await service.put('u1', 'front', await jpeg(900, 600));
    expect(again.map((p) => [p.slot, p.width])).toEqual([['front', 900]]);
    await service.put('u1', 'odometer', await jpeg(1200, 800));
    expect((await service.list('u1')).map((p) => p.slot).sort()).toEqual(['front', 'odometer']);
    // The replaced photo's image and thumbnail are gone: two slots, two objects each.
    expect(await storedFiles()).toHaveLength(4);

    const shown = (await service.list('u1')).find((p) => p.slot === 'front')!;
    const image = await service.open(shown.image);
    expect(image?.contentType).toBe('image/jpeg');
    expect((await sharp(image!.bytes).metadata()).width).toBe(900);
    expect((await sharp((await service.open(shown.thumbnail))!.bytes).metadata()).width).toBe(320);
  });

  it('opens nothing for a moved, stretched or expired address', async () => {
    await savedTrade(db, { payoff: 700 });
    const service = photos();
    const [shown] = await service.put('u1', 'rear', await jpeg(1200, 800));
    expect(await service.open({ ...shown!.image, key: shown!.thumbnail.key })).toBeNull();
    expect(await service.open({ ...shown!.image, expires: shown!.image.expires + 60 })).toBeNull();
    clock += PHOTO_URL_TTL_MS;
    expect(await service.open(shown!.image)).toBeNull();
  });

  it('removes a photo with its objects; refuses what is no photo and keeps the others', async () => {
    await savedTrade(db, { payoff: 700 });
    const service = photos();
    await service.put('u1', 'interior', await jpeg(1200, 800));
    await expect(service.put('u1', 'damage', Buffer.from('MZ\x90\x00 a renamed program'))).rejects.toThrow(PHOTO_TYPE);
    expect((await service.list('u1')).map((p) => p.slot)).toEqual(['interior']);
    expect(await service.remove('u1', 'interior')).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('asks for a valued trade first', async () => {
    await expect(photos().put('u1', 'front', await jpeg(1200, 800))).rejects.toThrow(NO_TRADE);
    expect(await photos().list('u1')).toEqual([]);
  });

  it('leaves no object behind when the thumbnail cannot be stored', async () => {
    await savedTrade(db, { payoff: 700 });
    const disk = createLocalStore(root);
    const failing: ObjectStore = {
      ...disk,
      put: (key, body, type) =>
        key.endsWith('-thumb.jpg') ? Promise.reject(new Error('disk full')) : disk.put(key, body, type),
    };
    await expect(photos(failing).put('u1', 'front', await jpeg(1200, 800))).rejects.toThrow('disk full');
    expect(await storedFiles()).toEqual([]);
    expect(await photos().list('u1')).toEqual([]);
  });
});
