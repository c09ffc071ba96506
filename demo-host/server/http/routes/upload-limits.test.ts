import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MB,
  TOO_MANY_UPLOADS,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_INTERRUPTED,
  UPLOAD_QUOTA_FULL,
  UPLOAD_WINDOW_MS,
  UPLOADS_PER_WINDOW,
} from '../../../../src/contract/uploads.ts';
import type { Db } from '../../db/schema.ts';
import { createLocalStore } from '../../services/storage/local-store.ts';
import { makeDb, testApp } from '../../test-support.ts';
import { jpeg, savedTrade } from '../../upload-fixtures.ts';
import { Visitor } from './deal-fixtures.ts';

type App = ReturnType<typeof testApp>;
let db: Db;
let app: App;
let root: string;

beforeEach(async () => {
  db = await makeDb();
  root = await mkdtemp(join(tmpdir(), 'upshift-upload-limits-'));
  app = testApp(db, { uploadStore: createLocalStore(root) });
  await savedTrade(db);
});
afterEach(async () => {
  await db.destroy();
  await rm(root, { recursive: true, force: true });
});

const put = (shopper: Visitor, slot: string, body: BodyInit) =>
  app.request(`/api/trade/photos/${slot}`, {
    method: 'PUT',
    headers: { Cookie: shopper.cookie, 'X-CSRF-TOKEN': shopper.token, 'Content-Type': 'image/jpeg' },
    body,
    ...({ duplex: 'half' } as object),
  });

/** Every file under the store's folder, temporary parts and type files included. */
const filesInStore = async () =>
  (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
const photoRows = () => db.selectFrom('trade_photos').selectAll().execute();

const storedPhoto = (slot: string, bytes: number) => ({
  trade_id: 't-1',
  slot,
  user_id: 'u1',
  image_key: `trade/t-1/${slot}.jpg`,
  thumbnail_key: `trade/t-1/${slot}-thumb.jpg`,
  width: 4000,
  height: 3000,
  bytes,
  created_at: Date.now(),
});

describe('per-shopper upload limits', () => {
  it(`answers an upload past ${String(UPLOADS_PER_WINDOW)} in ${String(UPLOAD_WINDOW_MS / 60_000)} minutes with a 429, before the photo is read`, async () => {
    const shopper = await Visitor.signedIn(app);
    // The shopper has already sent their limit in this window.
    await db
      .insertInto('rate_limits')
      .values({ key: 'upload:u1', count: UPLOADS_PER_WINDOW - 1, window_start: Date.now() - 60_000 })
      .execute();
    expect((await put(shopper, 'front', await jpeg())).status).toBe(200);
    const refused = await put(shopper, 'rear', await jpeg());
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { message: string; retryAfterSeconds: number };
    expect(body.message).toBe(TOO_MANY_UPLOADS);
    expect(body.retryAfterSeconds).toBeGreaterThan(8 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBe(body.retryAfterSeconds);
    expect((await photoRows()).map((r) => r.slot)).toEqual(['front']);
  });

  it('answers a photo that would pass the 100 MB quota with a 413, and lets a replacement that frees room in', async () => {
    const shopper = await Visitor.signedIn(app);
    await db
      .insertInto('trade_photos')
      .values([storedPhoto('front', 60 * MB), storedPhoto('rear', UPLOAD_QUOTA_BYTES - 60 * MB - 1000)])
      .execute();
    const refused = await put(shopper, 'interior', await jpeg());
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { message: string }).message).toBe(UPLOAD_QUOTA_FULL);
    expect(await filesInStore()).toEqual([]);
    // The rear photo's place is taken by the new one: its bytes no longer count.
    expect((await put(shopper, 'rear', await jpeg())).status).toBe(200);
    expect((await photoRows()).map((r) => r.slot).sort()).toEqual(['front', 'rear']);
  });
});

describe('an upload interrupted midway', () => {
  it('leaves no object and no row when the body fails while it is read', async () => {
    const shopper = await Visitor.signedIn(app);
    const photo = await jpeg();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(photo.subarray(0, photo.length >> 1));
        controller.error(new Error('connection reset'));
      },
    });
    const res = await app.request('/api/trade/photos/front', {
      method: 'PUT',
      headers: {
        Cookie: shopper.cookie,
        'X-CSRF-TOKEN': shopper.token,
        'Content-Type': 'image/jpeg',
        'Content-Length': String(photo.length),
      },
      body,
      ...({ duplex: 'half' } as object),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(UPLOAD_INTERRUPTED);
    expect(await filesInStore()).toEqual([]);
    expect(await photoRows()).toEqual([]);
  });

  it('leaves no object and no row when the client hangs up halfway through a real HTTP upload', async () => {
    const shopper = await Visitor.signedIn(app);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const photo = await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: '#888',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      await new Promise<void>((resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: '/api/trade/photos/front',
          headers: {
            Cookie: shopper.cookie,
            'X-CSRF-TOKEN': shopper.token,
            'Content-Type': 'image/jpeg',
            'Content-Length': String(photo.length),
          },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        // Half the photo, then the connection is cut.
        req.write(photo.subarray(0, photo.length >> 1), () => setTimeout(() => req.destroy(), 50));
      });
      // The server notices the hang-up on its own time: give it a moment.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await filesInStore()).toEqual([]);
      expect(await photoRows()).toEqual([]);
      // The same shopper's next, whole upload goes through.
      expect((await put(shopper, 'front', photo)).status).toBe(200);
      expect((await filesInStore()).filter((name) => !name.endsWith('.type'))).toHaveLength(2);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
