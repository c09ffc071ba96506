/**
 * A short-lived address of a private object: its key and expiry signed with HMAC-SHA256 by the server's secret,
 * so the address cannot be stretched to another object or a later time, and is worthless once expired.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedGrant = { key: string; expires: number; signature: string };

const mac = (secret: Buffer, key: string, expires: number) =>
  createHmac('sha256', secret)
    .update(`${key}\n${String(expires)}`)
    .digest('base64url');

/** A grant of `key` until `now + ttlMs` (epoch ms, rounded up to the second). */
export function signObject(secret: Buffer, key: string, now: number, ttlMs: number): SignedGrant {
  const expires = Math.ceil((now + ttlMs) / 1000);
  return { key, expires, signature: mac(secret, key, expires) };
}

/** Whether the grant is ours for this key and still good at `now`. */
export function grantIsValid(secret: Buffer, grant: SignedGrant, now: number): boolean {
  if (!Number.isSafeInteger(grant.expires) || grant.expires * 1000 <= now) return false;
  const expected = Buffer.from(mac(secret, grant.key, grant.expires));
  const given = Buffer.from(grant.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address `GET /api/uploads/object` answers a grant at: same-origin for the shopper's app and the workspace. */
export const objectAddress = (g: SignedGrant): string =>
  `/api/uploads/object?${new URLSearchParams({ key: g.key, expires: String(g.expires), signature: g.signature }).toString()}`;
