/** The `trade_photos` table: a trade's photo per guided slot, its objects named by key. */
import type { Db, Row } from './schema.ts';

export type TradePhotoRow = Row<'trade_photos'>;

export async function listTradePhotos(db: Db, tradeId: string): Promise<TradePhotoRow[]> {
  const rows = await db.selectFrom('trade_photos').selectAll().where('trade_id', '=', tradeId).execute();
  // PostgreSQL's bigint comes back as text.
  return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
}

/** Puts the slot's photo in place; the photo it replaced (its objects are the caller's to remove), or null. */
export async function replaceTradePhoto(db: Db, row: TradePhotoRow): Promise<TradePhotoRow | null> {
  const before = await db
    .deleteFrom('trade_photos')
    .where('trade_id', '=', row.trade_id)
    .where('slot', '=', row.slot)
    .returningAll()
    .executeTakeFirst();
  await db.insertInto('trade_photos').values(row).execute();
  return before ?? null;
}

/** Removes the slot's photo; the row removed (its objects are the caller's to remove), or null. */
export async function deleteTradePhoto(db: Db, tradeId: string, slot: string): Promise<TradePhotoRow | null> {
  const row = await db
    .deleteFrom('trade_photos')
    .where('trade_id', '=', tradeId)
    .where('slot', '=', slot)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Swaps two slots' photos (either may be empty), through a free name so the key holds at every step. */
export async function swapTradePhotoSlots(db: Db, tradeId: string, a: string, b: string): Promise<void> {
  const rename = (from: string, to: string) =>
    db.updateTable('trade_photos').set({ slot: to }).where('trade_id', '=', tradeId).where('slot', '=', from).execute();
  await rename(a, '~moving');
  await rename(b, a);
  await rename('~moving', b);
}
