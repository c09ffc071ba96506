/** Who is asking, read from the request: what the rate limits of services/attempts.ts and usage-limits.ts count by. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

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

/** The client address a per-client counter is keyed by. */
export const clientKey = (c: Context, trustProxy: boolean | number | undefined): string =>
  `client:${clientAddress(c, trustProxy ?? false)}`;
