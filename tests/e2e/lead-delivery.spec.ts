/**
 * Every lead reaches the dealer's CRM, with real server processes and a real CRM on
 * loopback (tests/support/crm.ts): leads are written by POST /api/contact-dealer and delivered by
 * each process's worker.
 * - The CRM down (503, then cut connections, then not listening) while leads are written, then up:
 *   every lead arrives, is kept once and answered 2xx once; each try shows in the attempts table.
 * - A server killed (SIGKILL) while the CRM holds a delivery, then restarted: the cut-off try stays
 *   in the attempts table unfinished, the lead is sent again after its lease, none is lost or doubled.
 * - Two processes on one PostgreSQL: each lead is sent exactly once, and both workers take part;
 *   when 40 leads fall due at one instant, both workers claim at once and still no try is made twice.
 * The kill and restart runs on SQLite too. No browser: these tests use no `page`.
 *
 * PostgreSQL tests start a throw-away cluster (tests/support/postgres.ts) and skip when PostgreSQL
 * is not installed, except under CI, where they must run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { connect, type Db } from '../../demo-host/server/db/index.ts';
import { startCrm, type TestCrm } from '../support/crm.ts';
import { freePort } from '../support/ports.ts';
import { POSTGRES_MISSING, postgresAvailable, throwAwayDatabase, type PostgresDatabase } from '../support/postgres.ts';
import { startServer, type Exit, type ServerProcess } from '../support/server.ts';
import { CUT_OFF } from '../../demo-host/server/db/lead-outbox-repo.ts';

const CI = ['1', 'true'].includes((process.env['CI'] ?? '').toLowerCase());
test.describe.configure({ mode: 'serial' });

/**
 * Short waits so a CRM outage passes in seconds. The CRM's time to answer stays long enough for the
 * test to kill a server holding a delivery on a busy machine; the lease must exceed it (config).
 */
const LEAD_ENV = {
  LEAD_RETRY_BASE_MS: '100',
  LEAD_POLL_MS: '100',
  LEAD_HTTP_TIMEOUT_MS: '5000',
  LEAD_LEASE_MS: '10000',
  LEAD_MAX_ATTEMPTS: '50',
};
/** A busy 2-CPU runner starts a server in 10–20 s and retries back off: polls wait long, but return as soon as they can. */
const POLL = { timeout: 90_000, intervals: [100, 250, 500, 1000] };

type Store = { db: Db; env: Record<string, string>; drop(): Promise<void> };
type Session = { cookie: string; csrf: string };

let cluster: PostgresDatabase | undefined;
let store: Store | undefined;
let crm: TestCrm | undefined;
let servers: ServerProcess[] = [];
/** Killed on purpose: not stopped again, but their output still goes into a failure's report. */
let killed: ServerProcess[] = [];

/** The server's own process id, as it printed it (startServer's child is the server). */
function serverPid(server: ServerProcess): number {
  const pid = /\(port \d+, pid (\d+)\)/.exec(server.output())?.[1];
  expect(pid, `the server printed its pid:\n${server.output()}`).toBeDefined();
  return Number(pid);
}

/** Kills the server at once: no drain, no closing of its claims, as a crash would. */
async function kill(server: ServerProcess): Promise<Exit> {
  process.kill(serverPid(server), 'SIGKILL');
  servers = servers.filter((s) => s !== server);
  killed.push(server);
  return server.exited;
}

/** SIGTERM to the server; SIGKILL after 20 s. */
async function stopServer(server: ServerProcess): Promise<Exit> {
  const signal = (name: NodeJS.Signals) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    try {
      process.kill(serverPid(server), name);
    } catch {
      // Gone already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 20_000);
  const exit = await server.exited;
  clearTimeout(timer);
  return exit;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const [port, site] = await Promise.all([freePort(), freePort()]);
  const server = await startServer(
    port,
    {
      ...env,
      ...LEAD_ENV,
      LEAD_ENDPOINT: crm!.url,
      SERVE_SITE: '0',
      SITE_PORT: String(site),
      // Each request comes from a client of its own (X-Forwarded-For): the contact form's rate limit stays out of the way.
      TRUST_PROXY: '1',
      // The worker's log (lead ids and kinds only) goes into the failure report.
      QUIET: '0',
    },
    120_000,
  );
  servers.push(server);
  return server;
}

/** A fresh PostgreSQL database in this file's cluster. */
async function postgresStore(name: string): Promise<Store> {
  const admin = async (statement: string) => {
    const client = new pg.Client(cluster!.url);
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const database = `${name}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(cluster!.url);
  url.pathname = `/${database}`;
  const db = connect({ url: url.toString(), poolSize: 2 });
  return {
    db,
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await db.destroy();
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

/** A fresh SQLite file; the test reads it while the server writes (WAL). */
function sqliteStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'upshift-leads-'));
  const path = join(dir, 'upshift.sqlite');
  let db: Db | undefined;
  return {
    get db() {
      // Opened once the server has created and migrated the file.
      db ??= connect({ sqlitePath: path });
      return db;
    },
    env: { DB_PATH: path },
    async drop() {
      await db?.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A visitor's session the way the app gets one: the page shell's cookie and CSRF meta tag. */
async function shopperSession(origin: string): Promise<Session> {
  const res = await fetch(`${origin}/embed?campaign=demo-ecommerce`);
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const csrf = /name="_csrf" content="([^"]+)"/.exec(await res.text())?.[1] ?? '';
  expect(cookie).toContain('upshift_sid=');
  expect(csrf).not.toBe('');
  return { cookie, csrf };
}

let client = 0;

/** POST /api/contact-dealer about a Riverside Auto Group car; the lead's source key (its outbox row's cause). */
async function contactDealer(origin: string, session: Session): Promise<string> {
  const n = ++client;
  const res = await fetch(`${origin}/api/contact-dealer?campaign=demo-ecommerce`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'X-CSRF-TOKEN': session.csrf,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Forwarded-For': `198.18.${String(Math.floor(n / 250) % 250)}.${String((n % 250) + 1)}`,
    },
    body: JSON.stringify({
      vehicleId: 'v1005',
      firstName: 'Lead',
      lastName: `Delivery${String(n)}`,
      email: `lead${String(n)}@example.test`,
      preferredContact: 'EMAIL',
      message: `Lead number ${String(n)}: is it still available?`,
      locale: 'en',
    }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return `contact-dealer:${(JSON.parse(text) as { id: string }).id}`;
}

/** `count` contact requests, `parallel` at a time, spread over `origins` in turn. */
async function writeLeads(origins: string[], sessions: Session[], count: number, parallel = 5): Promise<string[]> {
  const keys: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      keys[i] = await contactDealer(origins[i % origins.length]!, sessions[i % sessions.length]!);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return keys;
}

type OutboxRow = { id: string; status: string; attempts: number; claimedBy: string | null };
type AttemptRow = {
  leadId: string;
  attempt: number;
  worker: string;
  startedAt: number;
  finishedAt: number | null;
  outcome: string | null;
  detail: string | null;
};

async function outbox(db: Db, sourceKeys: string[]): Promise<OutboxRow[]> {
  const rows = await db
    .selectFrom('lead_outbox')
    .select(['id', 'status', 'attempts', 'claimed_by', 'source_key'])
    .where('source_key', 'in', sourceKeys)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, status: r.status, attempts: Number(r.attempts), claimedBy: r.claimed_by }));
}

async function attemptsOf(db: Db, leadIds: string[]): Promise<AttemptRow[]> {
  const rows = await db
    .selectFrom('lead_delivery_attempts')
    .select(['lead_id', 'attempt', 'worker', 'started_at', 'finished_at', 'outcome', 'detail'])
    .where('lead_id', 'in', leadIds)
    .orderBy('lead_id')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    leadId: r.lead_id,
    attempt: Number(r.attempt),
    worker: r.worker,
    startedAt: Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
    outcome: r.outcome,
    detail: r.detail,
  }));
}

/** Waits until every lead of `sourceKeys` is DELIVERED; answers the rows. */
async function allDelivered(db: Db, sourceKeys: string[]): Promise<OutboxRow[]> {
  await expect
    .poll(async () => (await outbox(db, sourceKeys)).filter((r) => r.status === 'DELIVERED').length, {
      ...POLL,
      message: 'every lead DELIVERED',
    })
    .toBe(sourceKeys.length);
  return outbox(db, sourceKeys);
}

/** What every test proves at the end: the CRM holds exactly these leads, one copy each, each answered 2xx once. */
function expectEachLeadOnceAtTheCrm(rows: OutboxRow[]) {
  expect(crm!.problems).toEqual([]);
  expect([...crm!.leads.keys()].sort()).toEqual(rows.map((r) => r.id).sort());
  for (const row of rows) expect(crm!.acceptedOf(row.id), `2xx answers for lead ${row.id}`).toBe(1);
}

function byLead(attempts: AttemptRow[]): Map<string, AttemptRow[]> {
  const map = new Map<string, AttemptRow[]>();
  for (const a of attempts) map.set(a.leadId, [...(map.get(a.leadId) ?? []), a]);
  return map;
}

test.beforeEach(async () => {
  crm = await startCrm();
});

test.afterEach(async () => {
  const testInfo = test.info();
  const exits = await Promise.all(servers.map((s) => stopServer(s)));
  if (testInfo.status !== testInfo.expectedStatus) {
    for (const [i, server] of [...killed, ...servers].entries()) {
      const output = server.output();
      console.log(`--- server ${String(i + 1)} (port ${String(server.port)}), last lines:\n${output.slice(-3000)}`);
      await testInfo.attach(`server ${String(i + 1)} output`, { body: output, contentType: 'text/plain' });
    }
    await testInfo.attach('crm posts', { body: JSON.stringify(crm?.posts, null, 1), contentType: 'application/json' });
  }
  servers = [];
  killed = [];
  await crm?.close();
  crm = undefined;
  await store?.drop();
  store = undefined;
  // SIGTERM: the worker finishes the batch in hand, the pool closes, the process exits 0.
  expect(exits).toEqual(exits.map(() => ({ code: 0, signal: null })));
});

/**
 * The server is SIGKILLed while the CRM holds one of its deliveries, then started again on the
 * same database: the held lead's try stays unfinished, its lease runs out, and the new process
 * sends it again; the CRM keeps the copy it had, so every lead is there once.
 */
async function killMidDelivery() {
  const first = await start(store!.env);
  const session = await shopperSession(first.origin);
  // A lead delivered normally first: the path works before anything fails.
  const before = await writeLeads([first.origin], [session], 2, 1);
  await allDelivered(store!.db, before);

  crm!.hold();
  const during = await writeLeads([first.origin], [session], 3, 3);
  const heldId = await crm!.nextHeld();
  // The sender still waits for the answer: the kill cuts a delivery in flight.
  expect(crm!.held()).toContain(heldId);
  expect(await kill(first)).toEqual({ code: null, signal: 'SIGKILL' });
  const keys = [...before, ...during];

  const cut = (await attemptsOf(store!.db, [heldId])).at(-1);
  expect(cut, 'the held try is in the attempts table').toMatchObject({ finishedAt: null, outcome: null });
  const [held] = (await outbox(store!.db, keys)).filter((r) => r.id === heldId);
  expect(held).toMatchObject({ status: 'PENDING' });
  expect(held!.claimedBy, 'the dead worker still holds its claim').not.toBeNull();
  // Its sockets close with the process: the CRM notices a moment later.
  await expect.poll(() => crm!.held(), { message: 'the killed sender is gone' }).toEqual([]);
  crm!.release();

  const restarted = Date.now();
  await start(store!.env);
  const rows = await allDelivered(store!.db, keys);
  test.info().annotations.push({
    type: 'timing',
    description: `restart to all delivered: ${String(Date.now() - restarted)} ms`,
  });
  expectEachLeadOnceAtTheCrm(rows);
  const attempts = byLead(
    await attemptsOf(
      store!.db,
      rows.map((r) => r.id),
    ),
  );
  // The held lead: cut off by the first process, sent again by the second, kept once by the CRM.
  const tries = attempts.get(heldId)!;
  // The worker that took the lead over closed the cut-off try.
  expect(tries[0]).toMatchObject({ attempt: 1, outcome: 'RETRY', detail: CUT_OFF, worker: cut!.worker });
  expect(tries.at(-1)).toMatchObject({ outcome: 'DELIVERED' });
  expect(tries.at(-1)!.worker).not.toBe(cut!.worker);
  expect(crm!.postsOf(heldId)).toBe(tries.length);
  for (const row of rows) {
    const leadTries = attempts.get(row.id)!;
    // One row per claim, in order: a claim opens its try in its own transaction, so a kill cannot leave one unrecorded.
    expect(leadTries.map((t) => t.attempt)).toEqual(Array.from({ length: row.attempts }, (_, i) => i + 1));
    // Each try the killed worker left unfinished, its request sent or the lead only claimed, shows as cut off.
    for (const left of leadTries.filter((t) => t.worker === cut!.worker && t.outcome !== 'DELIVERED'))
      expect(left).toMatchObject({ outcome: 'RETRY', detail: CUT_OFF });
    // A try cut off before its request left reached no CRM: at most one POST per try.
    expect(crm!.postsOf(row.id)).toBeLessThanOrEqual(leadTries.length);
    expect(leadTries.filter((t) => t.outcome === 'DELIVERED')).toHaveLength(1);
  }
  // Only the killed process's tries were cut off, and none is left open.
  const all = [...attempts.values()].flat();
  expect(all.filter((t) => t.finishedAt === null)).toEqual([]);
  expect(new Set(all.filter((t) => t.detail === CUT_OFF).map((t) => t.worker))).toEqual(new Set([cut!.worker]));
}

test.describe('on PostgreSQL', () => {
  test.beforeAll(async () => {
    if (!postgresAvailable() && !CI) {
      // Printed too, since the list reporter does not show skip reasons.
      console.log(`↷ Skipped the lead delivery tests on PostgreSQL: ${POSTGRES_MISSING}.`);
      test.skip(true, `${POSTGRES_MISSING}.`);
    }
    test.setTimeout(60_000);
    cluster = await throwAwayDatabase('upshift_leads');
  });

  test.afterAll(async () => {
    await cluster?.stop();
    cluster = undefined;
  });

  test('the CRM down while 20 leads are written, then up: each arrives and is kept once', async () => {
    test.setTimeout(240_000);
    store = await postgresStore('leads_down');
    await crm!.down('503');
    const server = await start(store.env);
    const session = await shopperSession(server.origin);
    const keys = [
      ...(await writeLeads([server.origin], [session], 10)),
      // Then connections cut once the CRM has read the request.
      ...(await (async () => {
        await crm!.down('reset');
        return writeLeads([server.origin], [session], 10);
      })()),
    ];
    const written = await outbox(store.db, keys);
    expect(written).toHaveLength(20);
    // Every lead was tried while the CRM was down (503 or cut), and none was kept.
    await expect
      .poll(() => written.filter((r) => crm!.postsOf(r.id) > 0).length, { ...POLL, message: 'every lead tried' })
      .toBe(20);
    expect(crm!.leads.size).toBe(0);
    // Then nothing listens at all: each lead is tried once more and refused at connect.
    await crm!.down('refuse');
    const triedBefore = new Map((await outbox(store.db, keys)).map((r) => [r.id, r.attempts]));
    await expect
      .poll(async () => (await outbox(store!.db, keys)).filter((r) => r.attempts > triedBefore.get(r.id)!).length, {
        ...POLL,
        message: 'every lead tried while nothing listened',
      })
      .toBe(20);
    expect(
      (await outbox(store.db, keys)).every((r) => r.status === 'PENDING'),
      'nothing is dead or delivered',
    ).toBe(true);

    await crm!.up();
    const rows = await allDelivered(store.db, keys);
    expectEachLeadOnceAtTheCrm(rows);
    const attempts = byLead(
      await attemptsOf(
        store.db,
        rows.map((r) => r.id),
      ),
    );
    for (const row of rows) {
      const tries = attempts.get(row.id)!;
      expect(tries.map((t) => t.attempt)).toEqual(tries.map((_, i) => i + 1));
      expect(tries).toHaveLength(row.attempts);
      expect(tries.every((t) => t.finishedAt !== null)).toBe(true);
      // Failed tries first, each retried; the last one delivered.
      expect(tries.slice(0, -1).map((t) => t.outcome)).toEqual(tries.slice(0, -1).map(() => 'RETRY'));
      expect(tries.at(-1)!.outcome).toBe('DELIVERED');
      for (const t of tries.slice(0, -1)) expect(['HTTP 503', 'connection failed']).toContain(t.detail);
      // Each 503 the CRM gave is a try the outbox recorded; a lead was POSTed again only after a failed try.
      const refused = crm!.posts.filter((p) => p.id === row.id && p.outcome === 'refused').length;
      expect(tries.filter((t) => t.detail === 'HTTP 503')).toHaveLength(refused);
      expect(crm!.postsOf(row.id)).toBeGreaterThanOrEqual(2);
      expect(crm!.postsOf(row.id)).toBeLessThanOrEqual(tries.length);
    }
  });

  test('a server killed in the middle of a delivery and restarted: no lead lost, none doubled', async () => {
    test.setTimeout(240_000);
    store = await postgresStore('leads_kill');
    await killMidDelivery();
  });

  test('two processes on one database: each lead is sent once, also when 40 fall due at one instant', async () => {
    test.setTimeout(240_000);
    store = await postgresStore('leads_pair');
    // Both at once, as a deploy starts them: the first start migrates and seeds.
    const pair = await Promise.all([start(store.env), start(store.env)]);
    const origins = pair.map((s) => s.origin);
    const sessions = [await shopperSession(origins[0]!), await shopperSession(origins[1]!)];
    // Requests alternate between the processes; each nudges its own worker, the other one polls.
    const keys = await writeLeads(origins, sessions, 50, 8);
    const rows = await allDelivered(store.db, keys);
    expectEachLeadOnceAtTheCrm(rows);
    // Nothing failed, so nothing was sent twice: one try and one POST per lead.
    for (const row of rows) {
      expect(row.attempts, `tries of lead ${row.id}`).toBe(1);
      expect(crm!.postsOf(row.id), `POSTs of lead ${row.id}`).toBe(1);
    }
    expect(crm!.posts).toHaveLength(50);
    const attempts = await attemptsOf(
      store.db,
      rows.map((r) => r.id),
    );
    expect(attempts).toHaveLength(50);
    expect(attempts.every((a) => a.outcome === 'DELIVERED')).toBe(true);
    const workers = new Set(attempts.map((a) => a.worker));
    expect([...workers], 'both workers delivered some of the leads').toHaveLength(2);

    // Then a burst: 40 leads whose retry falls due at one instant, for which both workers wake
    // together and claim side by side; row claiming still gives each try of a lead to one worker.
    await crm!.down('503');
    const burst = await writeLeads(origins, sessions, 40, 8);
    const tried = await outbox(store.db, burst);
    await expect
      .poll(() => tried.filter((r) => crm!.postsOf(r.id) > 0).length, { ...POLL, message: 'the burst tried once' })
      .toBe(40);
    const dueAt = Date.now() + 1500;
    await store.db
      .updateTable('lead_outbox')
      .set({ next_attempt_at: dueAt })
      .where('source_key', 'in', burst)
      .where('status', '=', 'PENDING')
      .where('claimed_by', 'is', null)
      .execute();
    await crm!.up();
    const burstRows = await allDelivered(store.db, burst);
    expectEachLeadOnceAtTheCrm([...rows, ...burstRows]);
    const burstTries = byLead(
      await attemptsOf(
        store.db,
        burstRows.map((r) => r.id),
      ),
    );
    for (const row of burstRows) {
      const tries = burstTries.get(row.id)!;
      expect(tries.map((t) => t.attempt)).toEqual(tries.map((_, i) => i + 1));
      expect(tries.filter((t) => t.outcome === 'DELIVERED')).toHaveLength(1);
      // One POST per try: no try was made twice.
      expect(crm!.postsOf(row.id), `POSTs of lead ${row.id}`).toBe(tries.length);
    }
    const atOnce = [...burstTries.values()].flat().filter((t) => t.startedAt >= dueAt && t.startedAt < dueAt + 1000);
    expect(new Set(atOnce.map((t) => t.worker)).size, 'both workers claimed when the burst fell due').toBe(2);
  });
});

test.describe('on SQLite', () => {
  test('a server killed in the middle of a delivery and restarted: no lead lost, none doubled', async () => {
    test.setTimeout(240_000);
    store = sqliteStore();
    await killMidDelivery();
  });
});
