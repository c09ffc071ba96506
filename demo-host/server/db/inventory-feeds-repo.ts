/**
 * Dealers' scheduled feed URLs. A run is claimed by a conditional update (due or free, and no live
 * claim), so of several processes that see a feed due at once exactly one wins it; the claim's lease
 * lets another process take a feed whose run died with its process.
 */
import type { Db, Row } from './schema.ts';

export type FeedRow = Row<'inventory_feeds'>;

export type FeedSetting = { url: string; everyMinutes: number; fullFeed: boolean; nextRunAt: number; at: number };

export async function getFeed(db: Db, dealerId: string): Promise<FeedRow | undefined> {
  return db.selectFrom('inventory_feeds').selectAll().where('dealer_id', '=', dealerId).executeTakeFirst();
}

/** Sets (or replaces) the dealer's feed; a run in flight keeps its claim. */
export async function saveFeed(db: Db, dealerId: string, s: FeedSetting): Promise<void> {
  const values = {
    url: s.url,
    every_minutes: s.everyMinutes,
    full_feed: s.fullFeed ? 1 : 0,
    next_run_at: s.nextRunAt,
    updated_at: s.at,
  } as const;
  await db
    .insertInto('inventory_feeds')
    .values({ dealer_id: dealerId, ...values, claim_token: null, claimed_until: null })
    .onConflict((oc) => oc.column('dealer_id').doUpdateSet(values))
    .execute();
}

export async function deleteFeed(db: Db, dealerId: string): Promise<void> {
  await db.deleteFrom('inventory_feeds').where('dealer_id', '=', dealerId).execute();
}

/** Dealers whose feed is due at `now` and not held, oldest due first. */
export async function dueFeedDealers(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('inventory_feeds')
    .select('dealer_id')
    .where('next_run_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.dealer_id);
}

/**
 * Takes the dealer's feed run for `token` until `now + leaseMs`: due ones only, or (`anyTime`, a
 * "fetch now") whenever no live claim holds it. The row as claimed, or undefined when another has it.
 */
export async function claimFeed(
  db: Db,
  dealerId: string,
  claim: { token: string; now: number; leaseMs: number; anyTime: boolean },
): Promise<FeedRow | undefined> {
  const result = await db
    .updateTable('inventory_feeds')
    .set({ claim_token: claim.token, claimed_until: claim.now + claim.leaseMs })
    .where('dealer_id', '=', dealerId)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', claim.now)]))
    .$if(!claim.anyTime, (q) => q.where('next_run_at', '<=', claim.now))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return getFeed(db, dealerId);
}

/** Lets the claim go and sets the next run; a claim another process has since taken is left alone. */
export async function settleFeed(db: Db, dealerId: string, token: string, nextRunAt: number): Promise<void> {
  await db
    .updateTable('inventory_feeds')
    .set({ claim_token: null, claimed_until: null, next_run_at: nextRunAt })
    .where('dealer_id', '=', dealerId)
    .where('claim_token', '=', token)
    .execute();
}
