/**
 * Failed attempts (sign-in, MFA codes) counted per key in the shared `rate_limits` table: after a
 * key's limit of failures in the window the next attempt is a 429 with the time to wait. Only
 * failures count, so a shopper who types right the first time is never slowed. A client gets
 * MAX_FAILURES; an account, counted over every client, the much higher ACCOUNT_MAX_FAILURES, so one
 * client guessing cannot lock the owner out, and the owner's own client passes even that ceiling.
 */
import { hitRateLimit } from '../db/repo.ts';
import type { Db } from '../db/schema.ts';
import { RateLimited } from '../domain/errors.ts';

/** Failures one client may make in the window (per client address). */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failures on one account from all clients together: only guessing spread over many clients reaches it. */
export const ACCOUNT_MAX_FAILURES = 50;
/** A client that signed in to an account stays that account's known client this long. */
export const KNOWN_CLIENT_MS = 90 * 24 * 60 * 60 * 1000;

/** A limiter key: its limit is MAX_FAILURES unless it says otherwise. */
export type AttemptKey = string | { key: string; max: number };
const keyOf = (k: AttemptKey): string => (typeof k === 'string' ? k : k.key);
const maxOf = (k: AttemptKey): number => (typeof k === 'string' ? MAX_FAILURES : k.max);

/** The message of every lock-out 429; the app adds the wait it reads from `retryAfterSeconds`. */
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please wait and try again.';

/** Throws a 429 when any key has its limit of failures in the current window. */
export async function assertNotLocked(db: Db, keys: readonly AttemptKey[], now = Date.now()): Promise<void> {
  if (keys.length === 0) return;
  const limits = new Map(keys.map((k) => [keyOf(k), maxOf(k)]));
  const found = await db
    .selectFrom('rate_limits')
    .select(['key', 'count', 'window_start'])
    .where('key', 'in', [...limits.keys()])
    .where('window_start', '>', now - FAILURE_WINDOW_MS)
    .execute();
  const rows = found.filter((r) => r.count >= (limits.get(r.key) ?? MAX_FAILURES));
  if (rows.length === 0) return;
  const until = Math.max(...rows.map((r) => Number(r.window_start) + FAILURE_WINDOW_MS));
  throw new RateLimited(TOO_MANY_ATTEMPTS, Math.max(1, Math.ceil((until - now) / 1000)));
}

/** Counts one failure against every key. */
export async function recordFailure(db: Db, keys: readonly AttemptKey[], now = Date.now()): Promise<void> {
  for (const k of keys) await hitRateLimit(db, keyOf(k), maxOf(k), FAILURE_WINDOW_MS, now);
}

/** A success wipes the account's count (the client's stays: it may be trying many accounts). */
export async function clearFailures(db: Db, keys: readonly AttemptKey[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', keys.map(keyOf)).execute();
}

/** Remembers that a client signed in to an account (a row that counts no failures, dated now). */
export async function rememberClient(db: Db, key: string, now = Date.now()): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values({ key, count: 0, window_start: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 0, window_start: now }))
    .execute();
}

/** Whether the client signed in to the account within KNOWN_CLIENT_MS. */
export async function isKnownClient(db: Db, key: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select('key')
    .where('key', '=', key)
    .where('count', '=', 0)
    .where('window_start', '>', now - KNOWN_CLIENT_MS)
    .executeTakeFirst();
  return row !== undefined;
}
