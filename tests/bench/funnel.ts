/**
 * The funnel's speed goal: a year of one dealer's data in ≤ 300 ms. Seeds the sandbox on a throw-away
 * SQLite file (or the empty PostgreSQL database of DATABASE_URL), a year of Riverside's (d100) daily rollup
 * rows over three campaigns and every event, and 20,000 answered leads, then times the funnel service (the
 * route's one call) by day and by week. A part of `npm run bench` (`BENCH_ONLY=funnel`: only this), or alone:
 * `npx tsx tests/bench/funnel.ts` (SQLite); on PostgreSQL:
 * `npx tsx tests/support/with-postgres.ts --env DATABASE_URL tsx tests/bench/funnel.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_KINDS } from '../../src/contract/bridge-protocol.ts';
import { FUNNEL_STAGES } from '../../src/contract/workspace-funnel.ts';
import { openDatabase } from '../../demo-host/server/db/index.ts';
import { buildSeed } from '../../demo-host/server/db/seed/seed-data.ts';
import { seedDb } from '../../demo-host/server/db/seed/seed.ts';
import type { StaffMember } from '../../demo-host/server/db/staff-repo.ts';
import { addDays } from '../../demo-host/server/domain/funnel/funnel.ts';
import { createFunnel } from '../../demo-host/server/services/workspace/funnel.ts';

const DEALER = 'd100';
const TO = '2026-06-30';
const FROM = addDays(TO, -364);
const CAMPAIGNS = ['demo-ecommerce', 'spring', 'upgrade'];
const LEADS = 20_000;
const RUNS = 20;

async function main() {
  const url = process.env['DATABASE_URL'];
  const dir = mkdtempSync(join(tmpdir(), 'funnel-bench-'));
  const db = await openDatabase(url ? { url } : { sqlitePath: join(dir, 'bench.sqlite') });
  const dialect = url ? 'PostgreSQL' : 'SQLite';
  try {
    await seedDb(db, buildSeed, { siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
    const events = [...FUNNEL_STAGES.filter((s) => s !== 'leads'), ...LEAD_KINDS.map((k) => `lead:${k}`)];
    const rows = [];
    for (let d = 0; d < 365; d++)
      for (const campaign of CAMPAIGNS)
        for (const event of events)
          rows.push({ dealer_id: DEALER, day: addDays(FROM, d), campaign_slug: campaign, event, count: 1 + (d % 17) });
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('funnel_daily')
        .values(rows.slice(i, i + 500))
        .execute();
    const start = Date.parse(`${FROM}T12:00:00Z`);
    const leads = Array.from({ length: LEADS }, (_, i) => {
      const at = start + Math.floor((i / LEADS) * 364 * 86_400_000);
      return {
        id: `bench-${i}`,
        kind: 'email',
        source_key: `bench:${i}`,
        campaign_slug: CAMPAIGNS[i % 3]!,
        dealer_id: DEALER,
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
        first_response_at: at + (i % 240) * 60_000,
      };
    });
    for (let i = 0; i < leads.length; i += 500)
      await db
        .insertInto('lead_outbox')
        .values(leads.slice(i, i + 500))
        .execute();

    const funnel = createFunnel({ db });
    const manager = { role: 'DEALER_MANAGER', dealerIds: [DEALER] } as unknown as StaffMember;
    for (const by of ['day', 'week'] as const) {
      const times: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const t0 = performance.now();
        await funnel.report(manager, { dealer: DEALER, from: FROM, to: TO, by });
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      console.log(
        `funnel, a year of ${DEALER} (${rows.length} rollup rows, ${LEADS} leads) by ${by} on ${dialect}: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (goal ≤ 300 ms)`,
      );
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
