/**
 * `npm run bench`: bundle sizes, and in real Chromium over several runs the median time from a
 * click on the launcher to the app's first route being interactive (cold and after the idle
 * prefetch), plus the long tasks the loader causes on the dealer's page; the quote round trip on
 * SQLite and on PostgreSQL; and requests per second of the quote endpoint (autocannon, loopback)
 * against one process and against two behind the round-robin balancer, both on PostgreSQL.
 * Leads: leads per second through the outbox to a CRM on loopback, and the delay from a
 * shopper's click on "Send my message" to the CRM receiving the lead. `BENCH_ONLY=leads` runs only those.
 * Load: the quote, deal read, search and page endpoints at 1, 8, 32 and 64 connections on SQLite and on
 * PostgreSQL, a table each (req/s, p50/p95/p99, non-2xx, errors). `BENCH_ONLY=load` runs only those.
 * Widget (tests/bench/widget.ts): launcher → interactive also under a throttled mobile profile.
 * `BENCH_ONLY=widget` runs only the widget's measures.
 * Funnel (tests/bench/funnel.ts): a year of one dealer's funnel, by day and by week, on SQLite and on
 * PostgreSQL. `BENCH_ONLY=funnel` runs only those.
 * Trade photo (tests/bench/photo-upload.ts): a 10 MB photo PUT, re-encoded and thumbnailed, against 1.5 s.
 * `BENCH_ONLY=photo` runs only that.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from '@playwright/test';
import autocannon from 'autocannon';
import { XMLParser } from 'fast-xml-parser';
import { chromiumArgs } from '../../playwright.config.ts';
import { ensureChromium, fullChromiumExecutable } from '../support/chromium.ts';
import { startCrm, type TestCrm } from '../support/crm.ts';
import { freePort } from '../support/ports.ts';
import { POSTGRES_MISSING, postgresAvailable, throwAwayDatabase } from '../support/postgres.ts';
import { startServer, type ServerProcess } from '../support/server.ts';
// @ts-expect-error -- plain ESM script without types; it exports measure()
import { measure } from '../size/check-size.mjs';
// Launcher → interactive (plain and throttled), host long tasks, the deal page.
import { widgetPart } from './widget.ts';
import { photoUploadPart } from './photo-upload.ts';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const executablePath = fullChromiumExecutable();
/** Seconds of load per autocannon run. */
const LOAD_SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 5);
const LOAD_CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 16);
// BENCH_SITE_PORT / BENCH_APP_PORT let two checkouts bench side by side.
const SITE_PORT = Number(process.env['BENCH_SITE_PORT'] ?? 4373);
const APP_PORT = Number(process.env['BENCH_APP_PORT'] ?? 4374);
const SITE = `http://localhost:${SITE_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/** A sandbox session the way the app gets one: the shell's cookie and CSRF meta tag. */
async function apiSession(app: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${app}/embed?campaign=demo-ecommerce`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = /name="_csrf" content="([^"]+)"/.exec(await res.text())?.[1] ?? '';
  return { cookie, csrf };
}

/** A session with a fresh deal on vehicle v1001: what the quote calls need. */
async function dealSession(app: string) {
  const { cookie, csrf } = await apiSession(app);
  const headers = { cookie, 'X-CSRF-TOKEN': csrf, 'Content-Type': 'application/json', Accept: 'application/json' };
  const created = await fetch(`${app}/api/deals`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ vehicleId: 'v1001' }),
  });
  if (!created.ok) throw new Error(`POST /api/deals failed: ${created.status}`);
  const { dealId } = (await created.json()) as { dealId: string };
  return { cookie, headers, dealId };
}

/** Median and p95 of the finance and lease quote round trips against the sandbox API at `app`. */
async function quoteLatency(app: string, runs: number) {
  const { headers, dealId } = await dealSession(app);
  const timings: Record<'finance' | 'lease', number[]> = { finance: [], lease: [] };
  for (let i = 0; i < runs; i++) {
    for (const kind of ['finance', 'lease'] as const) {
      const body =
        kind === 'finance' ? { downPayment: 1000 + i * 250 } : { downPayment: 1000 + i * 250, mileage: 12000 };
      const start = performance.now();
      const res = await fetch(`${app}/api/deals/${dealId}/${kind}/quotes`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      await res.json();
      timings[kind].push(performance.now() - start);
      if (!res.ok) throw new Error(`${kind} quotes failed: ${res.status}`);
    }
  }
  return timings;
}

function printQuotes(database: string, quotes: Awaited<ReturnType<typeof quoteLatency>>) {
  for (const kind of ['finance', 'lease'] as const) {
    console.log(
      `Quote round trip (${kind}, ${database}, ${quotes[kind].length} runs): median ${median(quotes[kind]).toFixed(1)} ms, p95 ${p95(quotes[kind]).toFixed(1)} ms`,
    );
  }
}

/** The round-robin balancer in a process of its own, so it does not share the load generator's CPU. */
async function startBalancerProcess(backends: string[]): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/balancer-cli.ts', ...backends], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const match = /^listening (\S+)/.exec(line);
    if (match) return { origin: match[1]!, child };
  }
  throw new Error('The balancer exited before it listened');
}

type Shopper = { cookie: string; dealId: string };

/**
 * Requests per second of GET /api/deals/{id}/finance/quotes?downPayment=3000 against `target`.
 * Requests take turns over `shoppers` (each a session with its own deal), as many shoppers do:
 * a quote locks its deal's row, so one shared deal would measure that lock, not the servers.
 */
async function quoteThroughput(label: string, target: string, shoppers: Shopper[], seconds = LOAD_SECONDS) {
  let turn = 0;
  const result = await autocannon({
    url: target,
    connections: LOAD_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const shopper = shoppers[turn++ % shoppers.length]!;
          return {
            ...request,
            path: `/api/deals/${shopper.dealId}/finance/quotes?downPayment=3000`,
            headers: { cookie: shopper.cookie, accept: 'application/json' },
          };
        },
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (label) {
    console.log(
      `Quote endpoint, ${label}: ${Math.round(result.requests.average)} req/s (latency median ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed ? `, ${failed} failed` : ''})`,
    );
  }
  if (failed) process.exitCode = 1;
}

async function postgresPart() {
  if (!postgresAvailable()) {
    console.log(`Skipped the PostgreSQL measurements: ${POSTGRES_MISSING}.`);
    return;
  }
  const database = await throwAwayDatabase('upshift_bench');
  const servers: ServerProcess[] = [];
  const balancers: ChildProcess[] = [];
  try {
    const [portA, portB, site] = await Promise.all([freePort(), freePort(), freePort()]);
    const backends = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    const pair = await startBalancerProcess(backends);
    const single = await startBalancerProcess(backends.slice(0, 1));
    balancers.push(pair.child, single.child);
    const env = {
      DATABASE_URL: database.url,
      APP_ORIGIN: pair.origin,
      SITE_PORT: String(site),
      SERVE_SITE: '0',
      QUIET: '1',
    };
    const started = await Promise.allSettled([startServer(portA, env), startServer(portB, env)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    printQuotes('PostgreSQL', await quoteLatency(servers[0]!.origin, Math.max(RUNS, 20)));

    const shoppers: Shopper[] = [];
    for (let i = 0; i < LOAD_CONNECTIONS * 2; i++) shoppers.push(await dealSession(pair.origin));
    // Warm both processes (pool connections, query plans) before measuring.
    await quoteThroughput('', pair.origin, shoppers, 1);
    console.log(
      `Load: autocannon, ${LOAD_CONNECTIONS} connections, ${shoppers.length} shoppers with a deal each, ${LOAD_SECONDS} s per run, loopback, ${cpus().length} CPUs shared by everything:`,
    );
    await quoteThroughput('1 process (direct), PostgreSQL', servers[0]!.origin, shoppers);
    await quoteThroughput('1 process behind the balancer, PostgreSQL', single.origin, shoppers);
    await quoteThroughput('2 processes behind the balancer, PostgreSQL', pair.origin, shoppers);
  } finally {
    const exits = await Promise.all(servers.map((s) => s.stop()));
    for (const child of balancers) child.kill('SIGTERM');
    await database.stop();
    if (exits.some((e) => e.code !== 0)) console.log(`Server exits on SIGTERM: ${JSON.stringify(exits)}`);
  }
}

// ─── Leads: through the outbox to a CRM on loopback ──────────────────────────────────────────

/** Leads written per run of the throughput measure. */
const LEADS = Number(process.env['BENCH_LEADS'] ?? 500);
/** Shopper clicks measured in Chromium. */
const LEAD_RUNS = Number(process.env['BENCH_LEAD_RUNS'] ?? 20);
/** Concurrent API connections writing leads. */
const LEAD_CONNECTIONS = Number(process.env['BENCH_LEAD_CONNECTIONS'] ?? 8);

/** A client address of its own per request: the contact form allows 10 per client in 15 minutes. */
let leadClient = 0;
const nextClient = () => {
  const n = leadClient++;
  return `198.18.${String(Math.floor(n / 250) % 250)}.${String((n % 250) + 1)}`;
};

/** The `Bench<n>` last name the bench gave the shopper of a lead, read back from its ADF document. */
const adfParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => name === 'name',
});
function benchNumber(document: string): number | null {
  type Name = { '#text'?: unknown; '@_part'?: unknown };
  const doc = adfParser.parse(document) as { adf?: { prospect?: { customer?: { contact?: { name?: Name[] } } } } };
  const last = doc.adf?.prospect?.customer?.contact?.name?.find((n) => n['@_part'] === 'last')?.['#text'];
  const match = /^Bench(\d+)$/.exec(String(last ?? ''));
  return match ? Number(match[1]) : null;
}

/** Servers for the lead measures: their worker sends to `crm`; X-Forwarded-For is trusted (one client per lead). */
async function startLeadServers(count: number, crm: TestCrm, env: Record<string, string>): Promise<ServerProcess[]> {
  const site = await freePort();
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const full = { ...env, SITE_PORT: String(site), SERVE_SITE: '0', TRUST_PROXY: '1', LEAD_ENDPOINT: crm.url };
  const started = await Promise.allSettled(ports.map((port) => startServer(port, full)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  return servers;
}

/**
 * Writes `LEADS` leads (POST /api/contact-dealer, `LEAD_CONNECTIONS` at a time, spread over the
 * processes) as fast as the API takes them; measures from the first write to the CRM's last receipt.
 */
async function leadThroughput(label: string, origins: string[], crm: TestCrm, count = LEADS) {
  const sessions = await Promise.all(origins.map((origin) => apiSession(origin)));
  const base = crm.leads.size;
  const answered = new Map<number, number>();
  let next = 0;
  let failed = 0;
  const first = leadClient;
  const start = Date.now();
  const lane = async () => {
    while (next < count) {
      const i = next++;
      const n = first + i;
      const session = sessions[i % sessions.length]!;
      const res = await fetch(`${origins[i % origins.length]!}/api/contact-dealer?campaign=demo-ecommerce`, {
        method: 'POST',
        headers: {
          cookie: session.cookie,
          'X-CSRF-TOKEN': session.csrf,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Forwarded-For': nextClient(),
        },
        body: JSON.stringify({
          vehicleId: 'v1005',
          firstName: 'Bench',
          lastName: `Bench${String(n)}`,
          email: `bench${String(n)}@example.test`,
          preferredContact: 'EMAIL',
          message: 'Is it still available?',
          locale: 'en',
        }),
      });
      await res.arrayBuffer();
      if (res.status === 201) answered.set(n, Date.now());
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: LEAD_CONNECTIONS }, lane));
  const written = Date.now();
  await crm.waitForLeads(base + answered.size, 120_000 + count * 100);
  const delays: number[] = [];
  let last = 0;
  for (const lead of crm.leads.values()) {
    const n = benchNumber(lead.document);
    const at = n === null ? undefined : answered.get(n);
    if (at === undefined) continue;
    delays.push(lead.receivedAt - at);
    last = Math.max(last, lead.receivedAt);
  }
  const seconds = (last - start) / 1000;
  if (failed) process.exitCode = 1;
  // A warm-up run (no label) prints nothing.
  if (!label) return;
  console.log(
    `Leads through the outbox, ${label}: ${answered.size} leads in ${seconds.toFixed(2)} s from the first write to the last receipt = ${(answered.size / seconds).toFixed(0)} leads/s (the API took them at ${(answered.size / ((written - start) / 1000)).toFixed(0)}/s; answer → CRM median ${median(delays).toFixed(0)} ms, p95 ${p95(delays).toFixed(0)} ms${failed ? `, ${failed} writes failed` : ''})`,
  );
}

/**
 * In Chromium, the standalone contact page: the delay from the click on "Send my message" to the
 * CRM receiving the lead, both read from this process's Date.now() (the CRM runs here).
 */
async function clickToCrm(browser: Browser, app: string, crm: TestCrm): Promise<number[]> {
  const delays: number[] = [];
  for (let i = 0; i < LEAD_RUNS; i++) {
    const n = leadClient;
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': nextClient() } });
    const page = await context.newPage();
    await page.goto(`${app}/contact-dealer?vehicleId=v1005`);
    await page.getByLabel('First Name').fill('Bench');
    await page.getByLabel('Last Name').fill(`Bench${String(n)}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(`bench${String(n)}@example.test`);
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Is it still available?');
    const send = page.getByRole('button', { name: 'Send my message' });
    const base = crm.leads.size;
    const received = crm.waitForLeads(base + 1, 30_000);
    const clicked = Date.now();
    await send.click();
    await received;
    const lead = [...crm.leads.values()].find((l) => benchNumber(l.document) === n);
    if (!lead) throw new Error(`The CRM did not get the lead of click ${String(i + 1)}`);
    delays.push(lead.receivedAt - clicked);
    await page.getByRole('heading', { level: 1, name: 'Your message is on its way' }).waitFor();
    await context.close();
  }
  return delays;
}

async function leadsPart() {
  const crm = await startCrm();
  const dbPath = join(tmpdir(), `upshift-bench-leads-${process.pid}.sqlite`);
  try {
    const [sqlite] = await startLeadServers(1, crm, { DB_PATH: dbPath });
    try {
      console.log(
        `Leads: POST /api/contact-dealer, ${LEAD_CONNECTIONS} connections, each process's worker sending to a CRM on loopback (default LEAD_* settings):`,
      );
      // Warm up (JIT, the ZIP data loaded at start, the pool) before measuring.
      await leadThroughput('', [sqlite!.origin], crm, LEAD_CONNECTIONS * 2);
      await leadThroughput('SQLite, 1 process', [sqlite!.origin], crm);
      ensureChromium();
      const browser = await chromium.launch({ executablePath, args: chromiumArgs });
      try {
        const delays = await clickToCrm(browser, sqlite!.origin, crm);
        console.log(
          `Shopper's click on "Send my message" → CRM received the lead (SQLite, ${delays.length} runs): median ${median(delays).toFixed(0)} ms, p95 ${p95(delays).toFixed(0)} ms`,
        );
      } finally {
        await browser.close();
      }
    } finally {
      await sqlite?.stop();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
    }
    if (!postgresAvailable()) {
      console.log(`Skipped the leads on PostgreSQL: ${POSTGRES_MISSING}.`);
      return;
    }
    const database = await throwAwayDatabase('upshift_bench_leads');
    let servers: ServerProcess[] = [];
    try {
      servers = await startLeadServers(1, crm, { DATABASE_URL: database.url });
      await leadThroughput(
        '',
        servers.map((s) => s.origin),
        crm,
        LEAD_CONNECTIONS * 2,
      );
      await leadThroughput(
        'PostgreSQL, 1 process',
        servers.map((s) => s.origin),
        crm,
      );
      // A second process: writes alternate between the two, and both workers claim leads.
      servers.push(...(await startLeadServers(1, crm, { DATABASE_URL: database.url })));
      await leadThroughput(
        '',
        servers.slice(1).map((s) => s.origin),
        crm,
        LEAD_CONNECTIONS * 2,
      );
      await leadThroughput(
        'PostgreSQL, 2 processes',
        servers.map((s) => s.origin),
        crm,
      );
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await database.stop();
    }
  } finally {
    if (crm.problems.length) {
      console.log(`The CRM saw broken requests: ${crm.problems.join('; ')}`);
      process.exitCode = 1;
    }
    await crm.close();
  }
}

// ─── end of the leads part ──────────────────────────────────────────────────────────────────

// ─── Load: the quote, deal read, search and page endpoints at increasing concurrency ────────────────────

/** Connections of each step, in order. */
const LOAD_STEPS = (process.env['BENCH_LOAD_STEPS'] ?? '1,8,32,64').split(',').map(Number);
/** Seconds of load per step (each endpoint at each concurrency). */
const LOAD_STEP_SECONDS = Number(process.env['BENCH_LOAD_STEP_SECONDS'] ?? 3);

type LoadShopper = { cookie: string; csrf: string; dealId: string };
type LoadRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

const loadGet = (path: string, s: LoadShopper, accept = 'application/json'): LoadRequest => ({
  method: 'GET',
  path,
  headers: { cookie: s.cookie, accept },
});
const loadPost = (path: string, s: LoadShopper, body: unknown): LoadRequest => ({
  method: 'POST',
  path,
  headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
});

/** What a shopper filters the listings by: one of these per search request, in turn. */
const LOAD_SEARCHES = [
  'stockTypes=NEW&sort=priceWithRebates&page=1&pageSize=12',
  'stockTypes=NEW&stockTypes=USED&makes=Toyota&makes=Honda&sort=-year&page=1&pageSize=12',
  'stockTypeConditions=USED&fuelTypes=Hybrid&fuelTypes=Electric&sort=mileage&page=1',
  'distance=-1&makes=BMW&sort=-priceWithRebates&page=2&pageSize=6',
  // The text search and the most-per-month filter: every car the rest keeps is priced for the shopper.
  'dealerId=d100&stockTypes=NEW&q=hybrid&maxMonthly=900&page=1&pageSize=24',
];

/**
 * The measured requests, all in one place: the `n`th request of a step, for `s`. Each takes turns
 * over the shoppers (each a session with a deal of its own): a quote locks its deal's row.
 */
const LOAD_ENDPOINTS: { name: string; request: (s: LoadShopper, n: number) => LoadRequest }[] = [
  { name: 'GET finance quotes', request: (s) => loadGet(`/api/deals/${s.dealId}/finance/quotes?downPayment=3000`, s) },
  {
    name: 'POST finance quotes',
    request: (s, n) => loadPost(`/api/deals/${s.dealId}/finance/quotes`, s, { downPayment: 1000 + (n % 8) * 500 }),
  },
  {
    name: 'GET lease quotes',
    request: (s) => loadGet(`/api/deals/${s.dealId}/lease/quotes?downPayment=3000&mileage=12000`, s),
  },
  { name: 'GET cash', request: (s) => loadGet(`/api/deals/${s.dealId}/cash`, s) },
  { name: 'GET deal', request: (s) => loadGet(`/api/deals/${s.dealId}`, s) },
  {
    name: 'GET search',
    request: (s, n) => loadGet(`/api/vehicles/search?${LOAD_SEARCHES[n % LOAD_SEARCHES.length]!}`, s),
  },
  {
    name: 'GET page-context',
    request: (s) => loadGet('/api/page-context?campaign=demo-ecommerce&vehicle=v1001&locale=en', s),
  },
  { name: 'GET /embed (shell)', request: (s) => loadGet('/embed?campaign=demo-ecommerce', s, 'text/html') },
];

/** A returning shopper: the shell's cookies and CSRF token, and a deal of their own on v1001. */
async function loadShopper(app: string): Promise<LoadShopper> {
  const shell = await fetch(`${app}/embed?campaign=demo-ecommerce`);
  const cookie = shell.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const csrf = /name="_csrf" content="([^"]+)"/.exec(await shell.text())?.[1] ?? '';
  const created = await fetch(`${app}/api/deals`, {
    method: 'POST',
    headers: { cookie, 'X-CSRF-TOKEN': csrf, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ vehicleId: 'v1001' }),
  });
  if (created.status !== 201) throw new Error(`POST /api/deals failed: ${created.status} ${await created.text()}`);
  return { cookie, csrf, dealId: ((await created.json()) as { dealId: string }).dealId };
}

type LoadRow = {
  endpoint: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  status5xx: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! : NaN;

/** One step: `connections` keep-alive connections sending the endpoint's requests for `seconds`. */
function loadStep(
  origin: string,
  shoppers: LoadShopper[],
  endpoint: (typeof LOAD_ENDPOINTS)[number],
  connections: number,
  seconds: number,
): Promise<LoadRow> {
  let n = 0;
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              const i = n++;
              return { ...request, ...endpoint.request(shoppers[i % shoppers.length]!, i) };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error as Error);
        times.sort((a, b) => a - b);
        const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
        resolve({
          endpoint: endpoint.name,
          connections,
          rps: (result['2xx'] + result.non2xx) / elapsed,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          non2xx: result.non2xx,
          status5xx: result['5xx'],
          errors: result.errors + result.timeouts,
        });
      },
    );
    // Every answer's time, so p95 is exact (autocannon's histogram reports p90 and p97.5, not p95).
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/**
 * autocannon closes its connections when a step ends, but the server still answers what it had
 * received (up to one request per connection): one more request, queued behind those, waits them out
 * so the next step does not measure this one's backlog.
 */
async function drain(origin: string, shopper: LoadShopper, endpoint: (typeof LOAD_ENDPOINTS)[number]) {
  const { method, path, headers, body } = endpoint.request(shopper, 0);
  const res = await fetch(`${origin}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  await res.arrayBuffer();
  if (!res.ok) {
    console.log(`✗ ${endpoint.name} answered ${res.status} after a step`);
    process.exitCode = 1;
  }
}

function printLoadTable(rows: LoadRow[]) {
  const head = ['endpoint', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors'];
  const cells = rows.map((r) => [
    r.endpoint,
    String(r.connections),
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  console.log(`  ${line(head)}`);
  for (const c of cells) console.log(`  ${line(c)}`);
}

/** Every endpoint at every step against one server process on `env`'s database; one table. */
async function loadOn(database: string, env: Record<string, string>) {
  const before = loadavg()[0]!;
  const [port, site] = await Promise.all([freePort(), freePort()]);
  const server = await startServer(port, { ...env, SITE_PORT: String(site), SERVE_SITE: '0' });
  try {
    const shoppers: LoadShopper[] = [];
    for (let i = 0; i < Math.max(...LOAD_STEPS) * 2; i++) shoppers.push(await loadShopper(server.origin));
    // Warm up (JIT, pool, each deal's first quote sets), unreported.
    for (const endpoint of LOAD_ENDPOINTS) {
      await loadStep(server.origin, shoppers, endpoint, 8, 1);
      await drain(server.origin, shoppers[0]!, endpoint);
    }
    const rows: LoadRow[] = [];
    for (const endpoint of LOAD_ENDPOINTS) {
      for (const connections of LOAD_STEPS) {
        rows.push(await loadStep(server.origin, shoppers, endpoint, connections, LOAD_STEP_SECONDS));
        await drain(server.origin, shoppers[0]!, endpoint);
      }
    }
    console.log(
      `Load on ${database}: one server process, autocannon on loopback, ${LOAD_STEP_SECONDS} s per step, ${shoppers.length} shoppers with a deal each (1-minute load average before: ${before.toFixed(2)}, ${cpus().length} CPUs shared by everything):`,
    );
    printLoadTable(rows);
    // A 4xx means the bench sent the wrong request; a 5xx or an error means the server failed under load.
    const failed = rows.filter((r) => r.non2xx || r.errors);
    if (failed.length) {
      console.log(
        `✗ ${failed.length} steps on ${database} had non-2xx answers (${failed.reduce((a, r) => a + r.status5xx, 0)} 5xx) or errors`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

async function loadPart() {
  const dbPath = join(tmpdir(), `upshift-bench-load-${process.pid}.sqlite`);
  try {
    await loadOn('SQLite', { DB_PATH: dbPath });
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  }
  if (!postgresAvailable()) {
    console.log(`Skipped the load on PostgreSQL: ${POSTGRES_MISSING}.`);
    return;
  }
  const database = await throwAwayDatabase('upshift_bench_load');
  try {
    await loadOn('PostgreSQL', { DATABASE_URL: database.url });
  } finally {
    await database.stop();
  }
}

// ─── end of the load part ───────────────────────────────────────────────────────────────────

/** tests/bench/funnel.ts in a process of its own (it seeds and times in-process), on `env`'s database. */
function funnelOn(env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/funnel.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`tests/bench/funnel.ts exited ${code ?? signal}`)),
    ),
  );
}

/** The funnel on SQLite, then on a throw-away PostgreSQL database when PostgreSQL is installed. */
async function funnelPart() {
  // SQLite unless told otherwise: a DATABASE_URL of the caller's must not turn this run into a second PostgreSQL one.
  await funnelOn({ DATABASE_URL: '' });
  if (!postgresAvailable()) {
    console.log(`Skipped the funnel on PostgreSQL: ${POSTGRES_MISSING}.`);
    return;
  }
  const database = await throwAwayDatabase('upshift_bench_funnel');
  try {
    await funnelOn({ DATABASE_URL: database.url });
  } finally {
    await database.stop();
  }
}

/** `BENCH_ONLY=widget`: only the widget's speed in Chromium, a few minutes. */
async function widgetOnly() {
  ensureChromium();
  const dbPath = join(tmpdir(), `upshift-bench-widget-${process.pid}.sqlite`);
  const server = await startServer(APP_PORT, { SITE_PORT: String(SITE_PORT), DB_PATH: dbPath });
  try {
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    try {
      await widgetPart(browser, { site: SITE, app: APP, runs: RUNS });
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  }
}

async function main() {
  if (process.env['BENCH_ONLY'] === 'leads') return leadsPart();
  if (process.env['BENCH_ONLY'] === 'load') return loadPart();
  if (process.env['BENCH_ONLY'] === 'widget') return widgetOnly();
  if (process.env['BENCH_ONLY'] === 'funnel') return funnelPart();
  if (process.env['BENCH_ONLY'] === 'photo') return photoUploadPart();
  console.log('Sizes (gzip):');
  for (const row of measure() as { name: string; size: number; budget: number }[]) {
    console.log(`  ${(row.size / 1024).toFixed(2).padStart(6)} KB / ${(row.budget / 1024).toFixed(0)} KB  ${row.name}`);
  }
  ensureChromium();
  const dbPath = join(tmpdir(), `upshift-bench-${process.pid}.sqlite`);
  const server = await startServer(APP_PORT, { SITE_PORT: String(SITE_PORT), DB_PATH: dbPath });
  try {
    printQuotes('SQLite', await quoteLatency(APP, Math.max(RUNS, 20)));
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    try {
      await widgetPart(browser, { site: SITE, app: APP, runs: RUNS });
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  }
  await postgresPart();
  await leadsPart();
  await loadPart();
  await funnelPart();
  await photoUploadPart();
}

await main();
