/**
 * Bench (not part of npm test): listings search over 50,000 vehicles across 200 dealers, as the widget's
 * listings ask it (one dealer's stock, the spec's filters and sorts, a page of 24, its total and its three
 * facets): p95 ≤ 50 ms. On PostgreSQL it prints the plan of the page query (EXPLAIN ANALYZE).
 * SQLite: `npx tsx tests/bench/inventory-search.ts`. PostgreSQL:
 * `npx tsx tests/support/with-postgres.ts --env DATABASE_URL tsx tests/bench/inventory-search.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Sort } from '../../src/contract/listings.ts';
import type { BodyStyle, FuelType } from '../../src/contract/vehicle.ts';
import { openDatabase } from '../../demo-host/server/db/index.ts';
import { searchInventory, type SearchFilter } from '../../demo-host/server/db/inventory-repo.ts';
import { buildSeed } from '../../demo-host/server/db/seed/seed-data.ts';
import { seedDb } from '../../demo-host/server/db/seed/seed.ts';
import type { Db } from '../../demo-host/server/db/schema.ts';
import { makeVin } from '../../demo-host/server/domain/vin.ts';

const DEALERS = 200;
const VEHICLES = 50_000;
const SEARCHES = 400;
const LIMIT_P95_MS = 50;
const MAKES = [
  ['Toyota', '4T1', ['Camry', 'Corolla', 'RAV4']],
  ['Honda', '1HG', ['Accord', 'Civic', 'CR-V']],
  ['Ford', '1FA', ['Mustang', 'Escape', 'F-150']],
  ['Chevrolet', '1G1', ['Malibu', 'Equinox', 'Silverado']],
] as const;
const BODIES: BodyStyle[] = ['sedan', 'suv', 'truck', 'coupe', 'hatchback'];
const FUELS: FuelType[] = ['Gasoline', 'Hybrid', 'Electric'];
const SORTS: Sort[] = ['priceWithRebates', '-priceWithRebates', '-year', 'mileage'];

/** A deterministic stream of numbers, so every run searches the same way. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

async function fill(db: Db): Promise<string[]> {
  const dealer = await db.selectFrom('dealers').selectAll().where('id', '=', 'd100').executeTakeFirstOrThrow();
  const template = await db.selectFrom('vehicles').selectAll().limit(1).executeTakeFirstOrThrow();
  const ids = Array.from({ length: DEALERS }, (_, i) => `bench-d${String(i)}`);
  await db
    .insertInto('dealers')
    .values(ids.map((id, i) => ({ ...dealer, id, name: `Bench Motors ${String(i)}` })))
    .execute();
  const next = random(7);
  for (let start = 0; start < VEHICLES; start += 500) {
    const rows = Array.from({ length: Math.min(500, VEHICLES - start) }, (_, k) => {
      const n = start + k;
      const [make, wmi, models] = MAKES[n % MAKES.length]!;
      const year = 2018 + (n % 9);
      const price = 15_000 + Math.floor(next() * 60_000);
      const isNew = n % 3 === 0;
      return {
        ...template,
        id: `bench-${String(n)}`,
        vin: makeVin({ wmi, vds: 'SERCH', year, plant: 'B', serial: n }),
        // 250 a dealer, each with every make, body and fuel.
        dealer_id: ids[Math.floor(n / (VEHICLES / DEALERS))]!,
        stock_number: `S${String(n)}`,
        stock_type: isNew ? ('NEW' as const) : ('USED' as const),
        year,
        make,
        model: models[n % models.length]!,
        trim: n % 2 === 0 ? 'LE' : 'XLE',
        body_style: BODIES[n % BODIES.length]!,
        fuel_type: FUELS[n % FUELS.length]!,
        mileage: isNew ? null : Math.floor(next() * 120_000),
        msrp: price + 2000,
        sale_price: price,
        manufacturer_rebate: null,
        price_with_rebates: price,
        sold_at: n % 50 === 0 ? Date.now() : null,
        photo_urls: null,
      };
    });
    await db.insertInto('vehicles').values(rows).execute();
  }
  return ids;
}

/** One shopper's search: their dealer, a few of the spec's filters, one of its sorts. */
function search(ids: readonly string[], next: () => number): { filter: SearchFilter; sort: Sort; page: number } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[]) => (next() < 0.4 ? [pick(list)] : []);
  const minPrice = next() < 0.3 ? 20_000 : undefined;
  return {
    filter: {
      dealerId: pick(ids),
      stockTypes: some(['NEW', 'USED'] as const),
      makes: some(MAKES.map((m) => m[0])),
      fuelTypes: some(FUELS),
      bodyStyles: some(BODIES),
      words: next() < 0.2 ? [pick(['camry', 'civic', 'xle', 'suv'])] : [],
      ...(minPrice ? { minPrice, maxPrice: 55_000 } : {}),
      ...(next() < 0.3 ? { minYear: 2020 } : {}),
      ...(next() < 0.2 ? { maxMileage: 60_000 } : {}),
    },
    sort: pick(SORTS),
    page: next() < 0.8 ? 1 : 2,
  };
}

async function main() {
  const url = process.env['DATABASE_URL'];
  const dir = mkdtempSync(join(tmpdir(), 'search-bench-'));
  const db = await openDatabase(url ? { url } : { sqlitePath: join(dir, 'bench.sqlite') });
  const dialect = url ? 'PostgreSQL' : 'SQLite';
  try {
    await seedDb(db, buildSeed, { siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
    const filled = performance.now();
    const ids = await fill(db);
    if (url) await sql`analyze vehicles`.execute(db);
    console.log(
      `${dialect}: ${String(VEHICLES)} vehicles across ${String(DEALERS)} dealers in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
    );
    const next = random(42);
    // Warm the caches and the statement paths first, as a running server has them.
    for (let i = 0; i < 20; i++) {
      const s = search(ids, next);
      await searchInventory(db, s.filter, s.sort, s.page, 24);
    }
    const times: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const s = search(ids, next);
      const started = performance.now();
      await searchInventory(db, s.filter, s.sort, s.page, 24);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const p95 = at(0.95);
    console.log(
      `${dialect} listings search (page of 24 + total + 3 facets), ${String(SEARCHES)} searches: p50 ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (target p95 ≤ ${String(LIMIT_P95_MS)} ms)`,
    );
    if (url) {
      const plan = await sql<{ 'QUERY PLAN': string }>`explain analyze select * from vehicles
        where sold_at is null and dealer_id = ${ids[7]!} and stock_type in ('USED') and make in ('Toyota')
          and price_with_rebates >= 20000 and price_with_rebates <= 55000
        order by price_with_rebates asc, id asc limit 24`.execute(db);
      console.log('EXPLAIN ANALYZE of a page query (one dealer, Used, Toyota, $20,000–$55,000, price ascending):');
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
      const facet = await sql<{ 'QUERY PLAN': string }>`explain analyze select make as value, count(*) from vehicles
        where sold_at is null and dealer_id = ${ids[7]!} group by make order by make`.execute(db);
      console.log('EXPLAIN ANALYZE of a facet query (one dealer, makes):');
      for (const row of facet.rows) console.log(`  ${row['QUERY PLAN']}`);
    }
    if (p95 > LIMIT_P95_MS) process.exitCode = 1;
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
