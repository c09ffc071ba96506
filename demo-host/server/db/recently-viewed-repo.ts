/**
 * The `recently_viewed` table: the vehicles a shopper or visitor saw last, moved to the account at sign-in.
 */
import type { ExpressionBuilder } from 'kysely';
import { inTransaction } from './database.ts';
import type { Database, Db } from './schema.ts';

// ─── recently viewed ────────────────────────────────────────────────────────────────────────

/** Only the latest views are kept per visitor. */
export const RECENTLY_VIEWED_KEPT = 12;

export const userOwner = (userId: string): string => `u:${userId}`;
export const sessionOwner = (sessionId: string): string => `s:${sessionId}`;

type ViewConflict = ExpressionBuilder<
  Database & { excluded: Database['recently_viewed'] },
  'recently_viewed' | 'excluded'
>;

/** A view already recorded keeps the later of its two times (a portable MAX: neither GREATEST nor MAX(a, b) is). */
const laterView = (eb: ViewConflict) => ({
  viewed_at: eb
    .case()
    .when('excluded.viewed_at', '>', eb.ref('recently_viewed.viewed_at'))
    .then(eb.ref('excluded.viewed_at'))
    .else(eb.ref('recently_viewed.viewed_at'))
    .end(),
});

async function pruneViews(db: Db, owner: string): Promise<void> {
  await db
    .deleteFrom('recently_viewed')
    .where('owner', '=', owner)
    .where('vehicle_id', 'not in', (eb) =>
      eb
        .selectFrom('recently_viewed')
        .select('vehicle_id')
        .where('owner', '=', owner)
        .orderBy('viewed_at', 'desc')
        .orderBy('vehicle_id')
        .limit(RECENTLY_VIEWED_KEPT),
    )
    .execute();
}

/** Records a view and drops the owner's views past the latest ones, in one transaction. */
export async function recordView(db: Db, owner: string, vehicleId: string, now = Date.now()): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto('recently_viewed')
      .values({ owner, vehicle_id: vehicleId, viewed_at: now })
      .onConflict((oc) => oc.columns(['owner', 'vehicle_id']).doUpdateSet(laterView))
      .execute();
    await pruneViews(tx, owner);
  });
}

/** Vehicle ids, most recently viewed first. */
export async function listRecentlyViewed(db: Db, owner: string): Promise<string[]> {
  const rows = await db
    .selectFrom('recently_viewed')
    .select('vehicle_id')
    .where('owner', '=', owner)
    .orderBy('viewed_at', 'desc')
    .orderBy('vehicle_id')
    .execute();
  return rows.map((r) => r.vehicle_id);
}

/** Merges one owner's views into another's (at login), in one transaction. */
export async function moveRecentlyViewed(db: Db, from: string, to: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto('recently_viewed')
      .columns(['owner', 'vehicle_id', 'viewed_at'])
      .expression(
        tx
          .selectFrom('recently_viewed')
          .select((eb) => [eb.val(to).as('owner'), 'vehicle_id', 'viewed_at'])
          .where('owner', '=', from),
      )
      .onConflict((oc) => oc.columns(['owner', 'vehicle_id']).doUpdateSet(laterView))
      .execute();
    await tx.deleteFrom('recently_viewed').where('owner', '=', from).execute();
    await pruneViews(tx, to);
  });
}
