/**
 * Failed attempts (sign-in, MFA codes) counted per account and per client in the shared
 * `rate_limits` table: after MAX_FAILURES in the window the next attempt is a 429 with the time
 * to wait. Only failures count, so a shopper who types right the first time is never slowed.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { hitRateLimit } from './db/repo.ts';
import type { Db } from './db/schema.ts';
import { TooManyRequests } from './errors.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The message of every lock-out 429; the app adds the wait it reads from `retryAfterSeconds`. */
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please wait and try again.';

/**
 * The client's address: the socket's, or behind `trustProxy` trusted proxies (TRUST_PROXY; `true`
 * is one) the X-Forwarded-For hop the outermost of them added: the n-th from the right. Hops left
 * of it are whatever the client sent, so they are never believed; a header with fewer hops than
 * trusted proxies did not come through them all, and the socket's address counts instead.
 */
export function clientAddress(c: Context, trustProxy: boolean | number = false): string {
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy;
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
    const added = forwarded.length >= hops ? forwarded[forwarded.length - hops] : undefined;
    if (added) return added;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

/** Throws a 429 when any key has MAX_FAILURES failures in the current window. */
export async function assertNotLocked(db: Db, keys: readonly string[], now = Date.now()): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', 'in', [...keys])
    .where('window_start', '>', now - FAILURE_WINDOW_MS)
    .where('count', '>=', MAX_FAILURES)
    .execute();
  if (rows.length === 0) return;
  const until = Math.max(...rows.map((r) => Number(r.window_start) + FAILURE_WINDOW_MS));
  throw new TooManyRequests(TOO_MANY_ATTEMPTS, Math.max(1, Math.ceil((until - now) / 1000)));
}

/** Counts one failure against every key. */
export async function recordFailure(db: Db, keys: readonly string[], now = Date.now()): Promise<void> {
  for (const key of keys) await hitRateLimit(db, key, MAX_FAILURES, FAILURE_WINDOW_MS, now);
}

/** A success wipes the account's count (the client's stays: it may be trying many accounts). */
export async function clearFailures(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0)
    await db
      .deleteFrom('rate_limits')
      .where('key', 'in', [...keys])
      .execute();
}
