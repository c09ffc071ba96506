import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../services/deal-desk.ts';
import { makeDb, TEST_DATABASE_URL } from '../test-support.ts';
import { claimSessionDeals, insertDeal, lockDealRecord, setUserDealsTrade } from './deals-repo.ts';
import type { Db } from './schema.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two deals of one owner, the older one's row moved behind the newer one's in the table (as any edit moves it). */
async function twoDeals(db: Db, owner: { userId: string | null; sessionId: string | null }) {
  const deal = (at: number) =>
    insertDeal(
      db,
      { vehicleId: 'v1', creditScore: 700, tradeId: null, preferences: defaultPreferences('FINANCE'), ...owner },
      new Date(at),
    );
  const older = await deal(1_000);
  const newer = await deal(2_000);
  await db
    .updateTable('deals')
    .set({ tax_zip: '78701', updated_at: new Date(3_000).toISOString() })
    .where('id', '=', older.id)
    .execute();
  return { older, newer };
}

/**
 * Another writer holds the older deal and then takes the newer one (re-pricing every deal of the
 * shopper after a credit pull does); `write` runs meanwhile. It must wait for the older deal
 * without holding the newer one, or PostgreSQL ends one of the two with a deadlock.
 */
async function raceWithWriterOfBoth(db: Db, older: string, newer: string, write: (tx: Db) => Promise<unknown>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let olderLocked = () => {};
  const locked = new Promise<void>((resolve) => (olderLocked = resolve));
  const other = db.transaction().execute(async (tx) => {
    await lockDealRecord(tx, older);
    olderLocked();
    await held;
    await lockDealRecord(tx, newer);
  });
  await locked;
  const writing = db.transaction().execute(write);
  await pause(150);
  release();
  await Promise.all([other, writing]);
}

describe.runIf(TEST_DATABASE_URL)('writers of several deals lock them oldest first (PostgreSQL)', () => {
  it('a trade put on every deal of the user waits for a deal another writer holds instead of deadlocking', async () => {
    const db = await makeDb();
    const { older, newer } = await twoDeals(db, { userId: 'u1', sessionId: null });
    let changed: string[] = [];
    await raceWithWriterOfBoth(db, older.id, newer.id, async (tx) => {
      changed = await setUserDealsTrade(tx, 'u1', null);
    });
    expect(changed).toEqual([older.id, newer.id].sort());
  });

  it('a sign-in claiming the session’s deals waits for a deal another writer holds instead of deadlocking', async () => {
    const db = await makeDb();
    const { older, newer } = await twoDeals(db, { userId: null, sessionId: 's-lock-order' });
    let claimed: string[] = [];
    await raceWithWriterOfBoth(db, older.id, newer.id, async (tx) => {
      claimed = await claimSessionDeals(tx, 's-lock-order', 'u1', 700, null);
    });
    expect(claimed.sort()).toEqual([older.id, newer.id].sort());
  });
});
