/** What a shopper keeps stored, over the upload tables: the per-shopper quota counts it (services/uploads/upload-limits.ts). */
import type { Db } from './schema.ts';

/** Bytes of the user's kept trade photos and documents together. */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const [photos, documents] = await Promise.all([
    db
      .selectFrom('trade_photos')
      .select((eb) => eb.fn.sum<string | number | null>('bytes').as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('deal_documents')
      .select((eb) => eb.fn.sum<string | number | null>('bytes').as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  // PostgreSQL's SUM of integers comes back as text.
  return Number(photos?.total ?? 0) + Number(documents?.total ?? 0);
}
