import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FEED_EVERY_MESSAGE,
  FEED_NOT_SET,
  FEED_URL_MESSAGE,
  FEED_URL_PRIVATE,
  type InventoryImport,
  type InventoryImports,
} from '../../../../src/contract/workspace-inventory.ts';
import { MANAGERS_ONLY } from '../../../../src/contract/workspace.ts';
import { VehicleSchema } from '../../../../src/contract/vehicle.ts';
import * as v from 'valibot';
import type { Db } from '../../db/schema.ts';
import { makeVin } from '../../domain/vin.ts';
import { createFeedSchedule, feedScheduleDoc } from '../../services/workspace/feed-schedule.ts';
import { createInventoryFeed } from '../../services/workspace/inventory-feed.ts';
import { createSettingsHistory } from '../../services/workspace/settings-history.ts';
import { makeDb, testApp } from '../../test-support.ts';
import { addStaff, AGENT_1, MANAGER_1, staffClient } from './workspace-test-support.ts';

const vin = (serial: number) => makeVin({ wmi: '1HG', vds: 'CV1F3', year: 2024, plant: 'A', serial });
const feedCsv = (...serials: number[]) =>
  [
    'VIN,Stock,Type,Year,Make,Model,Price',
    ...serials.map((s) => `${vin(s)},F${s},Used,2024,Honda,Accord,2${s}000`),
  ].join('\n');

/** The dealer's feed server: what it answers can be changed by each test. */
let server: Server;
let feedBase = '';
let answer: { status: number; body: string } = { status: 200, body: feedCsv(1, 2) };
let hits = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(answer.status, { 'content-type': 'text/csv' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let db: Db;
let app: ReturnType<typeof testApp>;
let now = Date.UTC(2026, 11, 1, 9, 0);

beforeEach(async () => {
  db = await makeDb();
  await addStaff(db, [MANAGER_1, AGENT_1]);
  now = Date.UTC(2026, 11, 1, 9, 0);
  app = testApp(db);
  answer = { status: 200, body: feedCsv(1, 2) };
  hits = 0;
});

const FEED = '/dealers/d1/inventory/feed';
const IMPORTS = '/dealers/d1/inventory/imports';

async function manager() {
  const c = staffClient(app);
  await c.signIn(MANAGER_1);
  return c;
}

const listedVins = async () =>
  (
    await db.selectFrom('vehicles').select('vin').where('dealer_id', '=', 'd1').where('sold_at', 'is', null).execute()
  ).map((r) => r.vin);

describe('the dealer’s feed URL', () => {
  it('a manager sets the URL and schedule (audited) and "Fetch now" imports the feed with source url', async () => {
    const c = await manager();
    const set = await c.call('PUT', FEED, { url: `${feedBase}/feed.csv`, everyMinutes: 60, fullFeed: false });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      feed: { url: `${feedBase}/feed.csv`, everyMinutes: 60, fullFeed: false },
    });
    const fetched = await c.call('POST', `${FEED}/fetch`);
    expect(fetched.status).toBe(201);
    const result = (await fetched.json()) as InventoryImport;
    expect(result).toMatchObject({ source: 'url', fileName: `${feedBase}/feed.csv`, added: 2, error: null });
    expect(await listedVins()).toEqual(expect.arrayContaining([vin(1), vin(2)]));
    // A feed vehicle is one the widget's vehicle page takes (the contract's own schema).
    const shown = await app.request(`/api/vehicles/d1-${vin(1)}`);
    expect(v.safeParse(VehicleSchema, await shown.json()).issues).toBeUndefined();
    const history = (await (await c.call('GET', IMPORTS)).json()) as InventoryImports;
    expect(history.feed).toMatchObject({ url: `${feedBase}/feed.csv`, everyMinutes: 60 });
    expect(history.imports[0]).toEqual(result);
    const audit = await db.selectFrom('audit_log').select('action').where('dealer_id', '=', 'd1').execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['dealer.inventory-feed', 'dealer.inventory-fetch']),
    );
  });

  it('keeps each schedule as a version: a revert brings back the URL and schedule before, or the feed turned off', async () => {
    const c = await manager();
    await c.call('PUT', FEED, { url: `${feedBase}/feed.csv`, everyMinutes: 60, fullFeed: false });
    await c.call('PUT', FEED, { url: `${feedBase}/other.csv`, everyMinutes: 30, fullFeed: true });
    const history = (await (await c.call('GET', '/settings/dealer-feed/d1/history')).json()) as {
      versions: { changed: string[] }[];
    };
    // The newest first; the dealer had no feed URL before (version 1, recorded with the first change).
    expect(history.versions.map((v) => v.changed)).toEqual([
      ['everyMinutes', 'fullFeed', 'url'],
      ['fullFeed', 'url'],
      [],
    ]);
    expect((await c.call('POST', '/settings/dealer-feed/d1/revert')).status).toBe(200);
    const back = (await (await c.call('GET', IMPORTS)).json()) as InventoryImports;
    expect(back.feed).toMatchObject({ url: `${feedBase}/feed.csv`, everyMinutes: 60, fullFeed: false });
    expect(back.feed!.nextRunAt).toBeGreaterThan(Date.now());
    // Turned off by mistake: the revert turns it on again as it was.
    await c.call('PUT', FEED, { url: '', everyMinutes: 60, fullFeed: true });
    expect((await (await c.call('GET', IMPORTS)).json()) as InventoryImports).toMatchObject({ feed: null });
    await c.call('POST', '/settings/dealer-feed/d1/revert');
    const on = (await (await c.call('GET', IMPORTS)).json()) as InventoryImports;
    expect(on.feed).toMatchObject({ url: `${feedBase}/feed.csv`, everyMinutes: 60, fullFeed: false });
  });

  it('refuses a bad URL or schedule with field errors; an empty URL turns the schedule off', async () => {
    const c = await manager();
    const http = await c.call('PUT', FEED, { url: 'http://feeds.example.com/x.csv', everyMinutes: 60, fullFeed: true });
    expect(http.status).toBe(400);
    expect(await http.json()).toMatchObject({ fieldErrors: [{ field: 'url', message: FEED_URL_MESSAGE }] });
    for (const everyMinutes of [5, 2000, 30.5]) {
      const res = await c.call('PUT', FEED, { url: `${feedBase}/feed.csv`, everyMinutes, fullFeed: true });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fieldErrors: [{ field: 'everyMinutes', message: FEED_EVERY_MESSAGE }] });
    }
    await c.call('PUT', FEED, { url: `${feedBase}/feed.csv`, everyMinutes: 15, fullFeed: true });
    const off = await c.call('PUT', FEED, { url: '', everyMinutes: 15, fullFeed: true });
    expect(await off.json()).toEqual({ feed: null });
    const none = await c.call('POST', `${FEED}/fetch`);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ message: FEED_NOT_SET });
  });

  it('an agent may not set or fetch the feed', async () => {
    const c = staffClient(app);
    await c.signIn(AGENT_1);
    const res = await c.call('PUT', FEED, { url: `${feedBase}/feed.csv`, everyMinutes: 60, fullFeed: false });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: MANAGERS_ONLY });
    expect((await c.call('POST', `${FEED}/fetch`)).status).toBe(403);
  });

  it('a failed fetch and an unreadable file are imports with their reason; nothing changes', async () => {
    const c = await manager();
    await c.call('PUT', FEED, { url: `${feedBase}/feed.csv`, everyMinutes: 60, fullFeed: true });
    const before = await listedVins();
    answer = { status: 503, body: 'down' };
    const down = (await (await c.call('POST', `${FEED}/fetch`)).json()) as InventoryImport;
    expect(down).toMatchObject({
      source: 'url',
      rowsRead: 0,
      error: 'The feed could not be fetched: the server answered 503',
    });
    answer = { status: 200, body: 'Stock,Price\nA,1\n' };
    const unreadable = (await (await c.call('POST', `${FEED}/fetch`)).json()) as InventoryImport;
    expect(unreadable.error).toBe('This file cannot be read as an inventory feed: no column for VIN');
    expect(await listedVins()).toEqual(before);
    const history = (await (await c.call('GET', IMPORTS)).json()) as InventoryImports;
    expect(history.imports.map((i) => i.error)).toEqual([unreadable.error, down.error]);
  });
});

describe('the feed scheduler’s runs', () => {
  const service = () => createInventoryFeed({ db, now: () => new Date(now) });

  it('runs a feed when it is due, then not again until its next time', async () => {
    const c = await manager();
    await c.call('PUT', FEED, { url: `${feedBase}/feed.csv`, everyMinutes: 30, fullFeed: false });
    const { next_run_at } = await db.selectFrom('inventory_feeds').select('next_run_at').executeTakeFirstOrThrow();
    now = Number(next_run_at) - 1;
    expect(await service().runDue()).toBe(0);
    now += 1;
    expect(await service().runDue()).toBe(1);
    expect(hits).toBe(1);
    expect(await listedVins()).toEqual(expect.arrayContaining([vin(1), vin(2)]));
    expect(await service().runDue()).toBe(0);
    now += 30 * 60_000;
    answer = { status: 200, body: feedCsv(1, 2, 3) };
    expect(await service().runDue()).toBe(1);
    expect(await listedVins()).toEqual(expect.arrayContaining([vin(3)]));
  });

  it('two processes that find the same feed due fetch it once', async () => {
    const c = await manager();
    await c.call('PUT', FEED, { url: `${feedBase}/feed.csv`, everyMinutes: 15, fullFeed: false });
    now = Date.now() + 15 * 60_000;
    const [a, b] = await Promise.all([service().runDue(), service().runDue()]);
    expect(a + b).toBe(1);
    expect(hits).toBe(1);
    expect(await db.selectFrom('inventory_imports').select('id').execute()).toHaveLength(1);
  });

  it('a run whose process died holds its claim only for the lease', async () => {
    const c = await manager();
    await c.call('PUT', FEED, { url: `${feedBase}/feed.csv`, everyMinutes: 15, fullFeed: false });
    now = Date.now() + 15 * 60_000;
    await db
      .updateTable('inventory_feeds')
      .set({ claim_token: 'dead', claimed_until: now + 60_000 })
      .execute();
    expect(await service().runDue()).toBe(0);
    now += 60_000;
    expect(await service().runDue()).toBe(1);
  });
});

describe('the feed URL in production', () => {
  it('refuses a name that resolves to a private address', async () => {
    const member = { id: 'm1', role: 'DEALER_MANAGER', dealerIds: ['d1'] } as never;
    const resolve = () => Promise.resolve([{ address: '10.0.0.7', family: 4 }]);
    const doc = feedScheduleDoc(Date.now);
    const history = createSettingsHistory({ db }, [doc]);
    const feeds = createFeedSchedule({ db, environment: 'prod', resolve, history, doc });
    const input = { url: 'https://feeds.example.com/d1.csv', everyMinutes: 60, fullFeed: true };
    await expect(feeds.set(member, 'd1', input, '127.0.0.1')).rejects.toMatchObject({
      message: FEED_URL_PRIVATE,
      fieldErrors: [{ field: 'url', message: FEED_URL_PRIVATE }],
    });
    const loopback = { ...input, url: `${feedBase}/feed.csv` };
    await expect(feeds.set(member, 'd1', loopback, '127.0.0.1')).rejects.toMatchObject({
      message: FEED_URL_MESSAGE,
    });
  });
});
