/**
 * Password hashing with scrypt (node:crypto) at today's recommended cost (OWASP: N = 2^17, r = 8,
 * p = 1), a random salt per hash, and a constant-time comparison. Stored form:
 * `scrypt$N$r$p$<salt hex>$<hash hex>`, so a hash made at a lower cost is recognised and replaced
 * at the next successful sign-in (`needsRehash`).
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export type ScryptParams = { N: number; r: number; p: number };

export const SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
/** Stored costs this server will compute at most: a forged hash cannot make it burn unbounded memory. */
const MAX_N = 2 ** 20;
const MAX_R = 16;
const MAX_P = 4;

/** scrypt needs 128 · N · r bytes; Node refuses above 32 MiB unless told. */
const options = (params: ScryptParams): ScryptOptions => ({ ...params, maxmem: 256 * params.N * params.r });

function scryptAsync(password: string, salt: Buffer, keylen: number, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options(params), (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encode(params: ScryptParams, salt: Buffer, hash: Buffer): string {
  return ['scrypt', params.N, params.r, params.p, salt.toString('hex'), hash.toString('hex')].join('$');
}

type Parsed = { params: ScryptParams; salt: Buffer; hash: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  const [scheme, n, r, p, saltHex, hashHex] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !saltHex || !hashHex) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(Math.log2(params.N)) &&
    params.N >= 2 &&
    params.N <= MAX_N &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= MAX_R &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= MAX_P;
  return valid ? { params, salt: Buffer.from(saltHex, 'hex'), hash: Buffer.from(hashHex, 'hex') } : null;
}

/** Hashes for storage at `params`, today's cost unless told (async: at today's cost it takes a few hundred milliseconds). */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  return encode(params, salt, await scryptAsync(password, salt, KEY_LENGTH, params));
}

/** Per cost, a hash no password matches, checked when the email is unknown so both paths take as long; made on first use. */
const dummyHashes = new Map<string, string>();
function dummyHash(params: ScryptParams): string {
  const key = `${params.N}:${params.r}:${params.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    const salt = randomBytes(16);
    hash = encode(params, salt, scryptSync(randomBytes(16).toString('hex'), salt, KEY_LENGTH, options(params)));
    dummyHashes.set(key, hash);
  }
  return hash;
}

/** Marks a hash no password can match: accounts without a password (SSO users, ghosts). */
const UNUSABLE_PREFIX = '!unusable$';

/** A stored value for an account without a password; random, so no two are alike. */
export function unusablePasswordHash(): string {
  return `${UNUSABLE_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** True while an account has no password of its own (a ghost may still sign back in with its cookie). */
export function isUnusablePasswordHash(stored: string): boolean {
  return stored.startsWith(UNUSABLE_PREFIX);
}

/** `cost`: the server's, which an unknown email's dummy check is hashed at. */
export async function verifyPassword(
  password: string,
  stored: string | null,
  cost: ScryptParams = SCRYPT_PARAMS,
): Promise<boolean> {
  const own = stored === null ? null : parse(stored);
  // An unknown email, an unusable or a malformed hash: still hash once, so timing reveals none of them.
  const parsed = own ?? (parse(dummyHash(cost)) as Parsed);
  const actual = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed.params);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash) && own !== null;
}

/** True when the stored hash was made at a lower cost than the server's: re-hash it after a good sign-in. */
export function needsRehash(stored: string, cost: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < cost.N || r < cost.r || p < cost.p;
}
