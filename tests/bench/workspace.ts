/**
 * The workspace's speed goals: the leads list and the deal jacket answer in p95 ≤ 50 ms with 100,000 leads in
 * the database. Seeds the sandbox, writes 100,000 leads over six dealers and two years (Riverside, d100, has a
 * third), then times the services the routes call: Riverside's manager's inbox (first page, a status, a kind and
 * dates, a text search, the third page) and the jacket of a deal a shopper made through the API.
 * Run: `npx tsx tests/bench/workspace.ts` (SQLite); on PostgreSQL:
 * `npx tsx tests/support/with-postgres.ts --env DATABASE_URL tsx tests/bench/workspace.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_KINDS } from '../../src/contract/bridge-protocol.ts';
import { LEAD_STATUSES } from '../../src/contract/workspace.ts';
import { openDatabase } from '../../demo-host/server/db/index.ts';
import { buildSeed } from '../../demo-host/server/db/seed/seed-data.ts';
import { seedDb } from '../../demo-host/server/db/seed/seed.ts';
import { findStaffByEmail } from '../../demo-host/server/db/staff-repo.ts';
import { createApp } from '../../demo-host/server/http/app.ts';
import { createServices } from '../../demo-host/server/services/index.ts';
import { makeDist } from '../../demo-host/server/test-support.ts';

const LEADS = 100_000;
const RUNS = 40;
const DEALERS = ['d100', 'd100', 'd200', 'd300', 'd400', 'd500', 'd600'];
const NAMES = ['Lopez', 'Nguyen', 'Smith', 'Garcia', 'Okafor', 'Schmidt', 'Rossi', 'Kim', 'Haddad', 'Silva'];
const APP_ORIGIN = 'http://127.0.0.1:4174';

async function main() {
  const url = process.env['DATABASE_URL'];
  const dir = mkdtempSync(join(tmpdir(), 'workspace-bench-'));
  const db = await openDatabase(url ? { url } : { sqlitePath: join(dir, 'bench.sqlite') });
  const dialect = url ? 'PostgreSQL' : 'SQLite';
  try {
    await seedDb(db, buildSeed, { siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
    const start = Date.now() - 2 * 365 * 86_400_000;
    for (let i = 0; i < LEADS; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, LEADS - i) }, (_, j) => {
        const n = i + j;
        const at = start + Math.floor((n / LEADS) * 2 * 365 * 86_400_000);
        return {
          id: `bench-${String(n).padStart(6, '0')}`,
          kind: LEAD_KINDS[n % LEAD_KINDS.length]!,
          source_key: `bench:${n}`,
          campaign_slug: 'demo-ecommerce',
          dealer_id: DEALERS[n % DEALERS.length]!,
          session_id: null,
          user_id: null,
          document: '<adf/>',
          status: 'DELIVERED' as const,
          next_attempt_at: at,
          claimed_by: null,
          claimed_until: null,
          last_error: null,
          delivered_at: at,
          created_at: at,
          shopper_name: `Shopper${n} ${NAMES[n % NAMES.length]!}`,
          shopper_email: `shopper${n}@example.test`,
          shopper_phone: `512555${String(n % 10_000).padStart(4, '0')}`,
          vehicle_label: '2026 Honda Accord Sport',
          work_status: LEAD_STATUSES[n % LEAD_STATUSES.length]!,
          // Every fourth row updates the lead before it (one shopper's thread): the inbox lists first leads only.
          thread_id: n % 4 === 3 ? `bench-${String(n - 1).padStart(6, '0')}` : null,
          thread_seq: n % 4 === 3 ? 2 : 1,
          last_event_at: at,
          vehicle_id: null,
        };
      });
      await db.insertInto('lead_outbox').values(rows).execute();
    }

    // A deal made as a shopper makes it: the jacket prices it with the real desk.
    const deps = { db, appOrigin: APP_ORIGIN, siteOrigin: 'http://localhost:4173', distDir: makeDist(), quiet: true };
    const app = createApp(deps);
    const context = await app.request('/api/page-context?campaign=demo-ecommerce');
    const cookie = (context.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { csrf } = (await context.json()) as { csrf: { token: string } };
    const created = await app.request('/api/deals', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-TOKEN': csrf.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ vehicleId: 'v1010' }),
    });
    const { dealId } = (await created.json()) as { dealId: string };

    const services = createServices(deps);
    const manager = (await findStaffByEmail(db, 'manager@riverside.test'))!;
    const third = await services.leadWork.list(manager, {});
    const cursor = (await services.leadWork.list(manager, { before: third.next! })).next!;
    const cases: [string, () => Promise<unknown>][] = [
      ['leads, first page', () => services.leadWork.list(manager, {})],
      ['leads, status NEW', () => services.leadWork.list(manager, { status: 'NEW' })],
      [
        'leads, a kind in a month',
        () => services.leadWork.list(manager, { kind: 'email', from: '2026-01-01', to: '2026-01-31' }),
      ],
      ['leads, text search', () => services.leadWork.list(manager, { q: 'lopez' })],
      ['leads, third page', () => services.leadWork.list(manager, { before: cursor })],
      ['deal jacket', () => services.dealJackets.jacket(manager, dealId, 'bench')],
    ];
    for (const [name, run] of cases) {
      await run();
      const times: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      console.log(`${name} with ${LEADS} leads on ${dialect}: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (goal ≤ 50 ms)`);
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
