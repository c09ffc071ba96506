/**
 * A PostgreSQL outage, for real: the server talks to the database through a TCP relay that the
 * test cuts and restores. Requests during the cut get a 503 with a clear body; once the relay is
 * back the same process answers again, with no restart. (SQLite is embedded: it cannot go away.)
 */
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../src/contract/http.ts';
import { DATABASE_UNAVAILABLE } from '../http/app.ts';
import { makeApp, makeEmptyDb, TEST_DATABASE_URL, fixtureSeed } from '../test-support.ts';
import { openDatabase } from './index.ts';
import { databaseUrl } from '../../../tests/support/pg-template.ts';
import { insertSeed } from './seed/seed.ts';

/** A relay from a local port to the database server that can be cut (every connection reset) and restored. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const backend = connect(this.target.port, this.target.host);
      for (const s of [client, backend]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(backend).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(!TEST_DATABASE_URL)('a database outage (PostgreSQL)', () => {
  const relays: Relay[] = [];
  afterAll(async () => {
    for (const r of relays) await r.cut();
  });

  it('answers 503 with a clear body while the database is unreachable, and recovers by itself', async () => {
    // A database of our own, seeded, then a second pool to it through the relay.
    const seeded = await makeEmptyDb();
    await insertSeed(seeded, fixtureSeed());
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(seeded);
    const url = new URL(databaseUrl(TEST_DATABASE_URL ?? '', rows[0]?.name ?? ''));
    const relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    relays.push(relay);
    await relay.open();
    const viaRelay = new URL(url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const db = await openDatabase({ url: viaRelay.toString(), poolSize: 2 });
    const { app } = await makeApp(db);

    expect((await app.request('/api/states')).status).toBe(200);
    expect((await app.request('/readyz')).status).toBe(200);

    await relay.cut();
    for (const path of ['/api/states', '/readyz', '/api/vehicles/v1']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(v.parse(ErrorBodySchema, await res.json()).message).toBe(DATABASE_UNAVAILABLE);
    }
    expect((await app.request('/healthz')).status).toBe(200);

    await relay.open();
    await expect.poll(async () => (await app.request('/api/states')).status, { timeout: 10_000 }).toBe(200);
    expect((await app.request('/api/vehicles/v1')).status).toBe(200);
    await db.destroy();
  }, 30_000);
});
