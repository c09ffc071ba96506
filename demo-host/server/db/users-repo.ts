/**
 * The `users` columns the deal desk prices with: the credit score and the ZIP code of where the shopper lives.
 */
import type { Db } from './schema.ts';

export async function getUserCreditScore(db: Db, userId: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('credit_score').where('id', '=', userId).executeTakeFirst();
  return row?.credit_score ?? null;
}

/** The ZIP code on the user's profile (registration asks for it). */
export async function getUserZipcode(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('zipcode').where('id', '=', userId).executeTakeFirst();
  return row?.zipcode ?? null;
}
