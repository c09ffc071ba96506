import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { ManifestError } from '../manifest.ts';
import { APP_ORIGIN, makeApp, makeDb, makeDist, SITE_ORIGIN } from '../../test-support.ts';
import { acceptedEncodings, safeJoin } from './assets.ts';

/** A built front end with `files` (path → content) added. */
function makeDistWith(files: Record<string, string>): string {
  const dir = makeDist();
  for (const [path, content] of Object.entries(files)) writeFileSync(join(dir, path), content);
  return dir;
}

describe('built front-end files', () => {
  it('serves hashed assets immutable and readable cross-origin', async () => {
    const { app } = await makeApp();
    const res = await app.request('/assets/main-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('import "./chunk-1.js";\n');
    const css = await app.request('/assets/theme-base-abc.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves the loader and the shadow re-export with a short cache', async () => {
    const { app } = await makeApp();
    const loader = await app.request('/loader.js');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // The tag import()s its host part from the app origin by this fixed name.
    const host = await app.request('/loader-host.js');
    expect(host.status).toBe(200);
    expect(host.headers.get('cache-control')).toBe('public, max-age=300');
    expect(host.headers.get('access-control-allow-origin')).toBe('*');
    expect(host.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const preflight = await app.request('/loader-host.js', {
      method: 'OPTIONS',
      headers: { Origin: 'https://dealer.example', 'Access-Control-Request-Headers': 'x-forwarded-for' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('*');
    const shadow = await app.request('/shadow.js');
    expect(shadow.headers.get('cache-control')).toBe('public, max-age=300');
    expect(shadow.headers.get('access-control-allow-origin')).toBe('*');
    expect(await shadow.text()).toBe("export * from './assets/shadow-def.js';\n");
  });

  // On a 1.6 Mbps phone the largest chunk takes a third of the time compressed.
  it('sends text compressed as the browser accepts (brotli once made, else gzip) and images as they are', async () => {
    const source = `export const copy = ${JSON.stringify('Estimate payments. '.repeat(400))};\n`;
    const dir = makeDistWith({ 'assets/big-abc.js': source, 'assets/logo-abc.png': source });
    const { app: served } = await makeApp(undefined, dir);
    const get = (path: string, encoding?: string) =>
      served.request(path, encoding === undefined ? {} : { headers: { 'Accept-Encoding': encoding } });

    const plain = await get('/assets/big-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(source);

    const gzipped = await get('/assets/big-abc.js', 'gzip, deflate');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const gzipBody = Buffer.from(await gzipped.arrayBuffer());
    expect(gzipBody.length).toBeLessThan(source.length / 10);
    expect(gunzipSync(gzipBody).toString()).toBe(source);
    expect(gzipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await expect
      .poll(async () => (await get('/assets/big-abc.js', 'gzip, br')).headers.get('content-encoding'))
      .toBe('br');
    const brotli = await get('/assets/big-abc.js', 'br;q=1, gzip;q=0.5');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(source);
    expect((await get('/assets/big-abc.js', 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');

    const image = await get('/assets/logo-abc.png', 'gzip, br');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(await image.text()).toBe(source);
    // Below a few hundred bytes compression is not worth a header.
    expect((await get('/assets/main-abc.js', 'gzip, br')).headers.get('content-encoding')).toBeNull();
  });

  it('serves a rebuilt file (same name, new content) fresh, not from its compressed copy', async () => {
    const dir = makeDistWith({ 'assets/big-abc.js': 'a'.repeat(2000) });
    const { app } = await makeApp(undefined, dir);
    const read = async () =>
      gunzipSync(
        Buffer.from(
          await (await app.request('/assets/big-abc.js', { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer(),
        ),
      ).toString();
    expect(await read()).toBe('a'.repeat(2000));
    writeFileSync(join(dir, 'assets/big-abc.js'), 'b'.repeat(3000));
    expect(await read()).toBe('b'.repeat(3000));
  });

  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('br;q=0, GZIP;q=0.8')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });

  it('never serves a file outside dist/app/assets', async () => {
    const { app } = await makeApp();
    for (const path of [
      '/assets/..%2fmanifest.json',
      '/assets/%2e%2e/secret.txt',
      '/assets/%2e%2e%2fsecret.txt',
      '/assets/..%5csecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/assets/main-abc.js%00.css',
      '/assets/',
      '/assets/nope.js',
      '/assets/%E0%A4%A',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('outside the assets folder');
    }
    expect(safeJoin('/srv/assets', '../secret')).toBeNull();
    expect(safeJoin('/srv/assets', 'a/../../b')).toBeNull();
    expect(safeJoin('/srv/assets', 'main.js')).toBe('/srv/assets/main.js');
  });
});

describe('generated pictures', () => {
  it('serves a vehicle picture as an embeddable SVG that cannot run anything', async () => {
    const { app } = await makeApp();
    const res = await app.request('/images/vehicles/v1/2.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('404s pictures that do not exist', async () => {
    const { app } = await makeApp();
    for (const path of [
      '/images/vehicles/v1/3.svg',
      '/images/vehicles/v2/0.svg',
      '/images/vehicles/v9/0.svg',
      '/images/vehicles/v1/x.svg',
      '/images/stock/boat.svg',
      '/images/stock/sedan.png',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('serves body-style icons', async () => {
    const { app } = await makeApp();
    const res = await app.request('/images/stock/suv.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
  });
});

describe('createApp', () => {
  it('fails with a clear message when the front end has not been built', async () => {
    const distDir = join(mkdtempSync(join(tmpdir(), 'upshift-empty-')), 'app');
    const db = await makeDb();
    expect(() => createApp({ db, appOrigin: APP_ORIGIN, siteOrigin: SITE_ORIGIN, distDir, quiet: true })).toThrow(
      ManifestError,
    );
    expect(() => createApp({ db, appOrigin: APP_ORIGIN, siteOrigin: SITE_ORIGIN, distDir, quiet: true })).toThrow(
      /run `npm run build` first/,
    );
  });
});
