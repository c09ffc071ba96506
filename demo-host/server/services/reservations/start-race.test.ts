/**
 * Two shoppers press "Reserve" on the same car at the same instant, each on their own server process over one
 * PostgreSQL database: exactly one gets the hold (one 200, one 409, one `vehicle_holds` row). PostgreSQL only
 * (`npx tsx tests/support/with-postgres.ts vitest run …`): SQLite is one process's file.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { VEHICLE_RESERVED_MESSAGE } from '../../../../src/contract/reservation.ts';
import { databaseUrl } from '../../../../tests/support/pg-template.ts';
import { dealSeed, OTHER_USER, Visitor } from '../../http/routes/deal-fixtures.ts';
import { makeDb, TEST_DATABASE_URL, testApp } from '../../test-support.ts';

const WORKER = join(import.meta.dirname, 'start-race-worker.ts');
const ROOT = join(import.meta.dirname, '../../../..');

type Worker = { child: ChildProcessWithoutNullStreams; lines: string[]; next(): Promise<string> };

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], { cwd: ROOT, env: { ...process.env, ...env } });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffer = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      const resolve = waiting.shift();
      if (resolve) resolve(line);
      else lines.push(line);
    }
  });
  return {
    child,
    lines,
    next: () =>
      new Promise<string>((resolve, reject) => {
        const line = lines.shift();
        if (line !== undefined) return resolve(line);
        waiting.push(resolve);
        child.once('exit', (code) => reject(new Error(`worker exited ${String(code)}: ${errors}`)));
      }),
  };
}

describe.runIf(TEST_DATABASE_URL)('two shoppers reserving the same car at the same instant', () => {
  it('on two processes over one PostgreSQL: one hold, one 200 and one 409', { timeout: 60_000 }, async () => {
    const seed = dealSeed();
    const db = await makeDb({
      ...seed,
      dealers: seed.dealers.map((d) =>
        d.id === 'd1' ? { ...d, deposit: { amountCents: 50_000, refundDays: 7, holdHours: 48 } } : d,
      ),
    });
    const app = testApp(db);
    const shoppers = [await Visitor.signedIn(app), await Visitor.signedIn(app, OTHER_USER)];
    const deals = await Promise.all(shoppers.map((s) => s.startDeal('v1')));
    const owners = await db
      .selectFrom('deals')
      .select(['id', 'user_id', 'session_id'])
      .where('id', 'in', deals)
      .execute();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const url = databaseUrl(TEST_DATABASE_URL!, rows[0]!.name);

    const workers = deals.map((dealId, i) => {
      const owner = owners.find((o) => o.id === dealId)!;
      return startWorker({
        DATABASE_URL: url,
        DEAL_ID: dealId,
        USER_ID: owner.user_id!,
        SESSION_ID: owner.session_id ?? 'none',
        START_KEY: `race-key-${String(i).padStart(8, '0')}`,
      });
    });
    try {
      expect(await Promise.all(workers.map((w) => w.next()))).toEqual(['ready', 'ready']);
      for (const w of workers) w.child.stdin.write('go\n');
      const results = (await Promise.all(workers.map((w) => w.next()))).map(
        (line) => JSON.parse(line) as { status: number; message?: string },
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.message).toBe(VEHICLE_RESERVED_MESSAGE);
      const holds = await db.selectFrom('vehicle_holds').selectAll().where('vehicle_id', '=', 'v1').execute();
      expect(holds).toHaveLength(1);
      const reservations = await db.selectFrom('reservations').select(['id', 'deal_id']).execute();
      // The loser's row went with its transaction: the one reservation is the hold's.
      expect(reservations).toEqual([{ id: holds[0]!.reservation_id, deal_id: expect.any(String) }]);
    } finally {
      for (const w of workers) w.child.kill();
    }
  });
});
