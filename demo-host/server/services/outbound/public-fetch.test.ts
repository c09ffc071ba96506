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
