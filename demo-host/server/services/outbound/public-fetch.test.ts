import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic, resolvesPublic, type Resolve } from './public-fetch.ts';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/big') {
      // A server that never says how long: the cap counts the bytes as they come.
      res.writeHead(200, { 'content-type': 'text/csv' });
      for (let i = 0; i < 20; i += 1) res.write('x'.repeat(1000));
      res.end();
    } else if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('VIN,Price\n');
    } else if (req.url === '/moved') {
      res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    } else if (req.url?.startsWith('/hop/')) {
      // /hop/3 → /hop/2 → /hop/1 → /hop/0, by relative and absolute Locations in turn.
      const n = Number(req.url.slice('/hop/'.length));
      if (n === 0) res.writeHead(200, { 'content-type': 'text/html', 'x-arrived': 'yes' }).end('<p>arrived</p>');
      else res.writeHead(n % 2 ? 301 : 307, { location: n === 2 ? `${base}/hop/1` : `../hop/${String(n - 1)}` }).end();
    } else if (req.url === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (req.url === '/gone') {
      res.writeHead(404, { 'content-type': 'text/html', 'content-security-policy': "frame-src 'none'" }).end('no');
    } else res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end('VIN,Price\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const sandbox = { sandbox: true, timeoutMs: 2_000, maxBytes: 10_000 };
const fixed =
  (...addresses: string[]): Resolve =>
  () =>
    Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

describe('fetchPublic', () => {
  it('reads a sandbox feed server on this machine', async () => {
    const got = await fetchPublic(`${base}/feed.csv`, sandbox);
    expect(got).toMatchObject({ ok: true, contentType: 'text/csv' });
    if (got.ok) expect(got.body.toString()).toBe('VIN,Price\n');
  });

  it('cuts a body off past the cap while it streams, and a server that stalls at the timeout', async () => {
    expect(await fetchPublic(`${base}/big`, sandbox)).toMatchObject({ ok: false, reason: 'too-large' });
    expect(await fetchPublic(`${base}/slow`, { ...sandbox, timeoutMs: 200 })).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
  });

  it('follows no redirect', async () => {
    expect(await fetchPublic(`${base}/moved`, sandbox)).toMatchObject({ ok: false, reason: 'status' });
  });

  it('answers the status, headers and final URL, following redirects only when asked, each hop checked', async () => {
    const follow = { ...sandbox, maxRedirects: 5 };
    const got = await fetchPublic(`${base}/hop/3`, follow);
    expect(got).toMatchObject({ ok: true, url: `${base}/hop/0`, status: 200, truncated: false });
    if (got.ok) {
      expect(got.headers['x-arrived']).toBe('yes');
      expect(got.body.toString()).toBe('<p>arrived</p>');
    }
    // A hop to an address the first URL could not be (outside this machine's loopback in a sandbox) is refused.
    expect(await fetchPublic(`${base}/moved`, follow)).toMatchObject({
      ok: false,
      reason: 'invalid-url',
      url: 'http://169.254.169.254/',
    });
    expect(await fetchPublic(`${base}/loop`, follow)).toMatchObject({ ok: false, reason: 'redirects', status: 302 });
    expect(await fetchPublic(`${base}/hop/3`, { ...sandbox, maxRedirects: 2 })).toMatchObject({
      ok: false,
      reason: 'redirects',
    });
  });

  it('gives any status with its body and headers when asked, and cuts a long body when asked', async () => {
    const gone = await fetchPublic(`${base}/gone`, { ...sandbox, anyStatus: true });
    expect(gone).toMatchObject({ ok: true, status: 404, contentType: 'text/html' });
    if (gone.ok) expect(gone.headers['content-security-policy']).toBe("frame-src 'none'");
    expect(await fetchPublic(`${base}/gone`, sandbox)).toMatchObject({ ok: false, reason: 'status', status: 404 });
    const cut = await fetchPublic(`${base}/big`, { ...sandbox, truncate: true });
    expect(cut).toMatchObject({ ok: true, truncated: true });
    if (cut.ok) expect(cut.body.length).toBe(10_000);
  });

  it('in production refuses http, a private host, and a public name that resolves inside', async () => {
    const prod = { ...sandbox, sandbox: false };
    expect(await fetchPublic(`${base}/feed.csv`, prod)).toMatchObject({ ok: false, reason: 'invalid-url' });
    expect(await fetchPublic('https://10.0.0.8/feed.csv', prod)).toMatchObject({ ok: false, reason: 'private' });
    const inside = await fetchPublic('https://feeds.example.com/feed.csv', {
      ...prod,
      resolve: fixed('93.184.216.34', '10.0.0.8'),
    });
    expect(inside).toMatchObject({ ok: false, reason: 'private' });
    const mapped = await fetchPublic('https://feeds.example.com/feed.csv', {
      ...prod,
      resolve: fixed('::ffff:127.0.0.1'),
    });
    expect(mapped).toMatchObject({ ok: false, reason: 'private' });
  });
});

describe('resolvesPublic', () => {
  it('is true only when every address is public', async () => {
    expect(await resolvesPublic('feeds.example.com', fixed('93.184.216.34', '2606:2800:220:1::1'))).toBe(true);
    expect(await resolvesPublic('feeds.example.com', fixed('93.184.216.34', '192.168.1.1'))).toBe(false);
    expect(await resolvesPublic('feeds.example.com', fixed('fd00::1'))).toBe(false);
    expect(await resolvesPublic('feeds.example.com', fixed())).toBe(false);
    expect(await resolvesPublic('nowhere.example', () => Promise.reject(new Error('ENOTFOUND')))).toBe(false);
  });
});
