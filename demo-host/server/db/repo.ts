/**
 * Small tables and row helpers: US states, server meta values, rate-limit counters, and the column conversions
 * the table repositories share. Reads return the contract's types; rows were validated where they were written.
 */
import type { UsState } from '../../../src/contract/address.ts';
import type { Db } from './schema.ts';

export type { Db } from './schema.ts';

// Number(): a driver may hand an integer column back as text, and a flag of an absent joined row is null (false).
export const bool = (n: number | null): boolean => Number(n) !== 0;
/** JSON columns hold documents this server wrote (from validated values). */
export const json = <T>(text: string): T => JSON.parse(text) as T;

// ─── states ─────────────────────────────────────────────────────────────────────────────────

/** US states ordered by abbreviation: the address form's dropdown lists abbreviations (seed 001 §2). */
export async function listStates(db: Db): Promise<UsState[]> {
  return db.selectFrom('states').select(['abbreviation', 'name']).orderBy('abbreviation').execute();
}

// ─── meta ───────────────────────────────────────────────────────────────────────────────────

export async function getMeta(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

// ─── rate limits ────────────────────────────────────────────────────────────────────────────

/**
 * Counts one attempt against `key` in a fixed window shared by every server process, and says
 * whether it is over `limit`. One upsert, so concurrent attempts cannot both slip under the limit.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '<=', now - windowMs)
          .then(1)
          .else(eb('rate_limits.count', '+', 1))
          .end(),
        window_start: eb
          .case()
          .when('rate_limits.window_start', '<=', now - windowMs)
          .then(now)
          .else(eb.ref('rate_limits.window_start'))
          .end(),
      })),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { allowed: row.count <= limit, retryAfterMs: Math.max(0, row.window_start + windowMs - now) };
}

/**
 * Drops counters whose window closed long ago, so the table stays small; a known client's mark
 * (count 0, attempts.ts `rememberClient`) only once it is older than `knownBefore`.
 */
export async function deleteRateLimitsBefore(db: Db, before: number, knownBefore = before): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        eb.and([eb('count', '>', 0), eb('window_start', '<', before)]),
        eb.and([eb('count', '=', 0), eb('window_start', '<', knownBefore)]),
      ]),
    )
    .execute();
}
