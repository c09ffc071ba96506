/** The test infrastructure itself (tests/support): the balancer, Chromium discovery, throw-away PostgreSQL. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBalancer, type Balancer } from '../support/balancer.ts';
import { CHROMIUM_MISSING, ensureChromium, findChromium } from '../support/chromium.ts';
import { findPostgresBin, startPostgres, throwAwayDatabase } from '../support/postgres.ts';
import { freePort } from '../support/ports.ts';

function backend(name: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/stream') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        let n = 0;
        const timer = setInterval(() => {
          res.write(`chunk ${n}\n`);
          if (++n === 3) {
            clearInterval(timer);
            res.end();
          }
        }, 5);
        return;
      }
      res.writeHead(200, 'OK', [
        'Content-Type',
        'application/json',
        'Set-Cookie',
        `a=${name}; Path=/`,
        'Set-Cookie',
        `b=${name}; Path=/; HttpOnly`,
      ]);
      res.end(
        JSON.stringify({
          name,
          method: req.method,
          url: req.url,
          host: req.headers.host,
          cookie: req.headers.cookie,
          forwardedFor: req.headers['x-forwarded-for'],
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('round-robin balancer', () => {
  let servers: Server[] = [];
  let balancer: Balancer;

  beforeAll(async () => {
    const backends = await Promise.all([backend('one'), backend('two')]);
    servers = backends.map((b) => b.server);
    balancer = await startBalancer({ backends: backends.map((b) => b.origin) });
  });
  afterAll(async () => {
    await balancer.close();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  it('sends each request to the next backend, keeping Host, cookies, bodies and every Set-Cookie', async () => {
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${balancer.origin}/api/echo?i=${i}`, {
        method: 'POST',
        headers: { cookie: 'sid=abc', 'content-type': 'text/plain' },
        body: `payload ${i}`,
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, string>;
      names.push(body['name']!);
      expect(body).toMatchObject({
        method: 'POST',
        url: `/api/echo?i=${i}`,
        host: new URL(balancer.origin).host,
        cookie: 'sid=abc',
        forwardedFor: '127.0.0.1',
        body: `payload ${i}`,
      });
      expect(res.headers.getSetCookie()).toEqual([`a=${body['name']}; Path=/`, `b=${body['name']}; Path=/; HttpOnly`]);
    }
    expect(names).toEqual(['one', 'two', 'one', 'two']);
    expect(balancer.counts).toEqual([2, 2]);
    expect(balancer.log.map((r) => [r.backend, r.status])).toEqual([
      [0, 200],
      [1, 200],
      [0, 200],
      [1, 200],
    ]);
  });

  it('streams a chunked answer through', async () => {
    const res = await fetch(`${balancer.origin}/stream`);
    expect(await res.text()).toBe('chunk 0\nchunk 1\nchunk 2\n');
  });

  it('answers 502 when a backend is down', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    let lonely = await startBalancer({ backends: [down] });
    // A free port may be handed out twice: a balancer on the "down" port would proxy to itself (431, not 502).
    while (lonely.origin === down) {
      await lonely.close();
      lonely = await startBalancer({ backends: [down] });
    }
    try {
      const res = await fetch(`${lonely.origin}/x`);
      expect(res.status).toBe(502);
      expect(await res.text()).toContain(down);
    } finally {
      await lonely.close();
    }
  });
});

describe('Chromium discovery', () => {
  const dir = mkdtempSync(join(tmpdir(), 'upshift-chromium-'));
  const fake = join(dir, 'chrome');
  writeFileSync(fake, '');
  beforeAll(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));
  afterAll(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });
  const none = () => undefined;

  it('prefers CHROMIUM_PATH, then Debian’s headless shell, then Debian’s Chromium, then Playwright’s download', () => {
    const gone = join(dir, 'none');
    expect(findChromium({ CHROMIUM_PATH: '/opt/x/chrome' }, { shell: fake, debian: fake })).toEqual({
      path: '/opt/x/chrome',
      source: 'CHROMIUM_PATH',
    });
    expect(findChromium({}, { shell: fake, debian: '/usr/bin/x' })).toEqual({
      path: fake,
      source: 'debian-headless-shell',
    });
    expect(findChromium({}, { shell: gone, debian: fake, playwright: () => '/pw/chrome' })).toEqual({
      path: fake,
      source: 'debian',
    });
    expect(findChromium({}, { shell: gone, debian: gone, playwright: () => fake })).toEqual({
      path: fake,
      source: 'playwright',
    });
    expect(findChromium({}, { shell: gone, debian: gone, playwright: none })).toBeUndefined();
  });

  it('leaves the headless shell out for the bench, which measures the full browser', () => {
    expect(findChromium({}, { shell: null, debian: fake })).toEqual({ path: fake, source: 'debian' });
  });

  it('installs once when there is none, then uses the download', () => {
    const install = vi.fn(() => true);
    let installed = false;
    install.mockImplementation(() => (installed = true));
    const path = ensureChromium(install, () => (installed ? { path: fake, source: 'playwright' } : undefined));
    expect(path).toBe(fake);
    expect(install).toHaveBeenCalledTimes(1);
    expect(ensureChromium(install, () => ({ path: fake, source: 'debian' }))).toBe(fake);
    expect(install).toHaveBeenCalledTimes(1);
  });

  it('fails with one line saying what to install when the download fails', () => {
    const install = vi.fn(() => false);
    expect(() => ensureChromium(install, none)).toThrow(CHROMIUM_MISSING);
    expect(install).toHaveBeenCalledTimes(1);
    try {
      ensureChromium(install, none);
    } catch (error) {
      expect((error as Error).stack).not.toContain('\n');
      expect((error as Error).message).toContain('apt-get install chromium');
    }
    expect(() => ensureChromium(install, () => ({ path: join(dir, 'gone'), source: 'CHROMIUM_PATH' }))).toThrow(
      /CHROMIUM_PATH=.*gone does not exist/,
    );
  });
});

describe('throw-away PostgreSQL', () => {
  it('reports a missing installation', () => {
    expect(findPostgresBin({ PG_BIN: '/nonexistent' })).toBeUndefined();
    expect(findPostgresBin({ PATH: '' }, '/nonexistent')).toBeUndefined();
  });

  it.skipIf(!findPostgresBin())(
    'starts a cluster with its database, and stop() removes it',
    async () => {
      const cluster = await startPostgres({ database: 'support_test' });
      try {
        expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/support_test`);
        const client = new pg.Client(cluster.url);
        await client.connect();
        const { rows } = await client.query<{ fsync: string; max: string; db: string }>(
          "SELECT current_setting('fsync') AS fsync, current_setting('max_connections') AS max, current_database() AS db",
        );
        await client.end();
        expect(rows[0]).toEqual({ fsync: 'off', max: '300', db: 'support_test' });
      } finally {
        await cluster.stop();
      }
      expect(existsSync(cluster.dataDir)).toBe(false);
      await expect(
        new pg.Client({ host: '127.0.0.1', port: cluster.port, user: 'postgres' }).connect(),
      ).rejects.toThrow();
    },
    30_000,
  );
});

describe.skipIf(!findPostgresBin())('throw-away database on a given server (TEST_DATABASE_URL)', () => {
  it('creates its own database there and drops it again', async () => {
    const server = await startPostgres({ database: 'given' });
    try {
      const db = await throwAwayDatabase('e2e', { TEST_DATABASE_URL: server.url, PG_BIN: '/nonexistent' });
      const name = new URL(db.url).pathname.slice(1);
      expect(name).toMatch(/^e2e_\d+_[a-z0-9]+$/);
      const client = new pg.Client(db.url);
      await client.connect();
      expect((await client.query('SELECT current_database() AS db')).rows[0]).toEqual({ db: name });
      await client.end();
      await db.stop();
      const admin = new pg.Client(server.url);
      await admin.connect();
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      await admin.end();
      expect(rowCount).toBe(0);
    } finally {
      await server.stop();
    }
  }, 30_000);
});
