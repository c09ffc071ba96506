import sharp from 'sharp';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTO_TYPE, TradePhotosSchema } from '../../../../src/contract/uploads.ts';
import type { Db } from '../../db/schema.ts';
import { makeApp, makeDb } from '../../test-support.ts';
import { jpeg, savedTrade } from '../../upload-fixtures.ts';
import { Visitor } from './deal-fixtures.ts';
import { PHOTOS_NEED_SIGN_IN } from './trade-photos.ts';

type App = Awaited<ReturnType<typeof makeApp>>['app'];
let db: Db;
let app: App;

beforeEach(async () => {
  db = await makeDb();
  ({ app } = await makeApp(db));
  await savedTrade(db);
});
afterEach(() => db.destroy());

function send(visitor: Visitor, method: 'PUT' | 'DELETE', path: string, body?: Uint8Array, token = visitor.token) {
  return app.request(path, {
    method,
    headers: { Cookie: visitor.cookie, 'X-CSRF-TOKEN': token, 'Content-Type': 'image/jpeg' },
    ...(body ? { body: Buffer.from(body) } : {}),
  });
}

describe('/api/trade/photos', () => {
  it('puts a photo in a slot, lists it with signed addresses that serve the image and nothing else, and removes it', async () => {
    const shopper = await Visitor.signedIn(app);
    const put = await send(shopper, 'PUT', '/api/trade/photos/front', await jpeg());
    expect(put.status).toBe(200);
    const { photos } = v.parse(TradePhotosSchema, await put.json());
    expect(photos.map((p) => [p.slot, p.width, p.height])).toEqual([['front', 800, 600]]);

    const image = await app.request(photos[0]!.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(800);
    // The address is the check: another key under the same signature is refused.
    const forged = photos[0]!.imageUrl.replace(/key=[^&]+/, `key=${encodeURIComponent('trade/t-1/other.jpg')}`);
    expect((await app.request(forged)).status).toBe(404);

    const listed = v.parse(TradePhotosSchema, await (await shopper.get('/api/trade/photos')).json());
    expect(listed.photos.map((p) => p.slot)).toEqual(['front']);
    const removed = await send(shopper, 'DELETE', '/api/trade/photos/front');
    expect(v.parse(TradePhotosSchema, await removed.json()).photos).toEqual([]);
    expect((await app.request(photos[0]!.imageUrl)).status).toBe(404);
  });

  it('refuses a photo over 10 MB while it is read, a renamed program, an unknown slot, a visitor and a missing token', async () => {
    const shopper = await Visitor.signedIn(app);
    const big = await send(shopper, 'PUT', '/api/trade/photos/rear', new Uint8Array(PHOTO_MAX_BYTES + 1));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe(PHOTO_TOO_LARGE);
    const program = await send(
      shopper,
      'PUT',
      '/api/trade/photos/rear',
      new TextEncoder().encode('MZ\x90\x00 setup.exe'),
    );
    expect(program.status).toBe(400);
    expect(((await program.json()) as { message: string }).message).toBe(PHOTO_TYPE);
    expect((await send(shopper, 'PUT', '/api/trade/photos/roof', await jpeg())).status).toBe(400);
    expect((await send(shopper, 'PUT', '/api/trade/photos/rear', await jpeg(), 'wrong')).status).toBe(403);
    const visitor = await Visitor.start(app);
    const anonymous = await send(visitor, 'PUT', '/api/trade/photos/rear', await jpeg());
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { message: string }).message).toBe(PHOTOS_NEED_SIGN_IN);
    expect((await app.request('/api/uploads/object?key=x&expires=abc&signature=y')).status).toBe(400);
    expect(v.parse(TradePhotosSchema, await (await shopper.get('/api/trade/photos')).json()).photos).toEqual([]);
  });

  it('moves a photo put in the wrong slot: swapped with the photo there, or into an empty slot', async () => {
    const shopper = await Visitor.signedIn(app);
    const wide = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#753' } })
      .jpeg()
      .toBuffer();
    await send(shopper, 'PUT', '/api/trade/photos/front', await jpeg());
    await send(shopper, 'PUT', '/api/trade/photos/rear', wide);
    const sizes = async (res: Response | Promise<Response>) =>
      v
        .parse(TradePhotosSchema, await (await res).json())
        .photos.map((p) => [p.slot, p.width])
        .sort();
    expect(await sizes(shopper.post('/api/trade/photos/front/move', { to: 'rear' }))).toEqual([
      ['front', 900],
      ['rear', 800],
    ]);
    expect(await sizes(shopper.post('/api/trade/photos/rear/move', { to: 'damage' }))).toEqual([
      ['damage', 800],
      ['front', 900],
    ]);
    const bad = await shopper.post('/api/trade/photos/front/move', { to: 'roof' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe('to');
  });
});
