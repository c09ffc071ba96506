/**
 * Bench (not part of npm test): a 10,000-row inventory feed imported for one dealer, then the same file
 * again (every row unchanged), then a full feed of 9,000 of them (1,000 sold). The target is ≤ 15 s each.
 * SQLite: `npx tsx tests/bench/inventory-import.ts`. PostgreSQL:
 * `npx tsx tests/support/with-postgres.ts --env DATABASE_URL tsx tests/bench/inventory-import.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../demo-host/server/db/index.ts';
import { buildSeed } from '../../demo-host/server/db/seed/seed-data.ts';
import { seedDb } from '../../demo-host/server/db/seed/seed.ts';
import { makeVin } from '../../demo-host/server/domain/vin.ts';
import { createInventoryFeed } from '../../demo-host/server/services/workspace/inventory-feed.ts';

const ROWS = 10_000;
const LIMIT_MS = 15_000;
const MAKES = [
  ['Toyota', '4T1', 'Camry'],
  ['Honda', '1HG', 'Accord'],
  ['Ford', '1FA', 'Mustang'],
] as const;

function feed(count: number): string {
  const lines = ['VIN,Stock,Type,Year,Make,Model,Trim,Body,Ext Color,Int Color,Miles,Price,MSRP,Photos,Engine,Fuel'];
  for (let n = 0; n < count; n++) {
    const [make, wmi, model] = MAKES[n % MAKES.length]!;
    const vin = makeVin({ wmi, vds: 'BENCH', year: 2020 + (n % 6), plant: 'A', serial: n });
    const photos = `https://img.test/${vin}/1.jpg|https://img.test/${vin}/2.jpg`;
    lines.push(
      `${vin},B${n},${n % 4 === 0 ? 'New' : 'Used'},${2020 + (n % 6)},${make},${model},LE,Sedan,Blue,Black,${n % 4 === 0 ? 5 : 10_000 + n},${20_000 + (n % 997) * 10},${25_000 + (n % 997) * 10},"${photos}",2.5L I4,Gasoline`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function main() {
  const url = process.env['DATABASE_URL'];
  const dir = mkdtempSync(join(tmpdir(), 'inventory-bench-'));
  const db = await openDatabase(url ? { url } : { sqlitePath: join(dir, 'bench.sqlite') });
  const dialect = url ? 'PostgreSQL' : 'SQLite';
  try {
    await seedDb(db, buildSeed, { siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
    const service = createInventoryFeed({ db });
    const all = feed(ROWS);
    const partial = feed(ROWS - 1000);
    let failed = false;
    for (const [label, csv, fullFeed] of [
      ['first import', all, false],
      ['same file again', all, false],
      ['full feed without 1,000', partial, true],
    ] as const) {
      const started = performance.now();
      const result = await service.importCsv('d100', {
        csv,
        fileName: 'bench.csv',
        fullFeed,
        source: 'upload',
        staffId: null,
      });
      const ms = performance.now() - started;
      failed ||= ms > LIMIT_MS;
      console.log(
        `${dialect} ${label}: ${(ms / 1000).toFixed(2)} s — read ${result.rowsRead}, added ${result.added}, updated ${result.updated}, unchanged ${result.unchanged}, sold ${result.sold}, rejected ${result.rejected}`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
