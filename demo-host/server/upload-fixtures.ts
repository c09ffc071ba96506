/** Test pieces the upload suites share: a signed-in shopper's saved trade (the photos' owner) and a camera's JPEG. */
import sharp from 'sharp';
import type { Db } from './db/schema.ts';

/** The saved trade photos attach to: `u1`'s (Visitor.signedIn's user) unless told otherwise. */
export async function savedTrade(db: Db, o: { userId?: string; id?: string; payoff?: number } = {}): Promise<void> {
  await db
    .insertInto('trades')
    .values({
      id: o.id ?? 't-1',
      user_id: o.userId ?? 'u1',
      vehicle_name: '2018 Honda Civic EX',
      offer: 9000,
      payoff: o.payoff ?? 0,
      created_at: '2026-12-01',
    })
    .execute();
}

/** A plain JPEG of the size asked. */
export const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#357' } })
    .jpeg()
    .toBuffer();
