import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../../src/contract/vehicle.ts';
import type { Db } from '../../db/schema.ts';
import { MAX_PHOTO_BYTES } from '../../services/listings/vehicle-photos.ts';
import { APP_ORIGIN, makeDb, testApp } from '../../test-support.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const FILES: Record<string, { type: string; body: Buffer | string }> = {
  '/car.png': { type: 'image/png', body: PNG },
  // An SVG that calls itself a PNG: its bytes say otherwise.
  '/evil.png': { type: 'image/png', body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
  '/page.jpg': { type: 'text/html', body: '<!doctype html><p>hello' },
  '/huge.jpg': {
    type: 'image/jpeg',
    body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_PHOTO_BYTES)]),
  },
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const file = FILES[req.url ?? ''];
    if (!file) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let db: Db;
let app: ReturnType<typeof testApp>;
let vehicleId = '';

beforeEach(async () => {
  db = await makeDb();
  app = testApp(db);
  const row = await db.selectFrom('vehicles').select('id').where('dealer_id', '=', 'd1').executeTakeFirstOrThrow();
  vehicleId = row.id;
  const urls = ['/car.png', '/evil.png', '/page.jpg', '/huge.jpg', '/gone.jpg'].map((p) => `${base}${p}`);
  await db
    .updateTable('vehicles')
    .set({ photo_urls: JSON.stringify(urls) })
    .where('id', '=', vehicleId)
    .execute();
});

const photo = (n: number | string) => app.request(`/images/vehicles/${vehicleId}/photos/${String(n)}`);

describe('a feed vehicle’s photos', () => {
  it('are the vehicle’s images, through the app’s own image route', async () => {
    const vehicle = (await (await app.request(`/api/vehicles/${vehicleId}`)).json()) as Vehicle;
    expect(vehicle.images).toHaveLength(5);
    expect(vehicle.images[0]).toBe(`${APP_ORIGIN}/images/vehicles/${vehicleId}/photos/0`);
    expect(vehicle.imageUrl).toBe(vehicle.images[0]);
  });

  it('a PNG is relayed with its type and a cache header', async () => {
    const res = await photo(0);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('an SVG or a page behind a photo URL, one past the size cap, one gone or past the list are not shown', async () => {
    for (const n of [1, 2, 3, 4, 5, 99, 'x']) expect((await photo(n)).status, String(n)).toBe(404);
  });

  it('a vehicle without feed photos keeps its generated pictures', async () => {
    await db.updateTable('vehicles').set({ photo_urls: null }).where('id', '=', vehicleId).execute();
    const vehicle = (await (await app.request(`/api/vehicles/${vehicleId}`)).json()) as Vehicle;
    expect(vehicle.images.every((u) => u.endsWith('.svg'))).toBe(true);
  });
});
