/** The `trade_reviews` table: the store's confirms and counters of a trade's offer, the latest one its review. */
import type { Db } from './schema.ts';

export type TradeReviewRecord = {
  id: string;
  tradeId: string;
  dealerId: string;
  staffId: string;
  action: 'confirmed' | 'countered';
  oldOffer: number;
  newOffer: number;
  note: string | null;
  createdAt: number;
};

export async function insertTradeReview(db: Db, r: TradeReviewRecord): Promise<void> {
  await db
    .insertInto('trade_reviews')
    .values({
      id: r.id,
      trade_id: r.tradeId,
      dealer_id: r.dealerId,
      staff_id: r.staffId,
      action: r.action,
      old_offer: r.oldOffer,
      new_offer: r.newOffer,
      note: r.note,
      created_at: r.createdAt,
    })
    .execute();
}

/** The trade's latest review and the name of the member who made it (empty once the member is gone), or null. */
export async function latestTradeReview(
  db: Db,
  tradeId: string,
): Promise<(TradeReviewRecord & { staffName: string }) | null> {
  const row = await db
    .selectFrom('trade_reviews as r')
    .leftJoin('staff as s', 's.id', 'r.staff_id')
    .selectAll('r')
    .select('s.name as staff_name')
    .where('r.trade_id', '=', tradeId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    tradeId: row.trade_id,
    dealerId: row.dealer_id,
    staffId: row.staff_id,
    action: row.action,
    // PostgreSQL's bigint comes back as text.
    oldOffer: Number(row.old_offer),
    newOffer: Number(row.new_offer),
    note: row.note,
    createdAt: Number(row.created_at),
    staffName: row.staff_name ?? '',
  };
}

/** How many of the trade's guided slots hold a photo. */
export async function countTradePhotos(db: Db, tradeId: string): Promise<number> {
  const row = await db
    .selectFrom('trade_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('trade_id', '=', tradeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
