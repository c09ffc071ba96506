import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JWK,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { classifyJoseError, GOOGLE_ISSUERS, IdTokenError, verifyIdToken, type VerifyOptions } from './google.ts';

const CLIENT_ID = '1234-test.apps.googleusercontent.com';
const NOW = new Date('2026-11-23T12:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

type Keys = Awaited<ReturnType<typeof generateKeyPair>>;
let google: Keys;
let stranger: Keys;
let jwks: { keys: JWK[] };

beforeAll(async () => {
  google = await generateKeyPair('RS256', { extractable: true });
  stranger = await generateKeyPair('RS256', { extractable: true });
  jwks = { keys: [{ ...(await exportJWK(google.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
});

const options = (over: Partial<VerifyOptions> = {}): VerifyOptions => ({
  keys: createLocalJWKSet(jwks),
  issuers: GOOGLE_ISSUERS,
  audience: CLIENT_ID,
  now: NOW,
  ...over,
});

type Claims = Record<string, unknown>;

function token(o: { claims?: Claims; key?: Keys['privateKey']; alg?: string; kid?: string } = {}) {
  const claims: Claims = {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '110169484474386276334',
    email: 'Pat.Shopper@gmail.com',
    email_verified: true,
    given_name: 'Pat',
    family_name: 'Shopper',
    iat: nowSeconds - 60,
    exp: nowSeconds + 3600,
    ...o.claims,
  };
  for (const [k, value] of Object.entries(claims)) if (value === undefined) delete claims[k];
  return new SignJWT(claims)
    .setProtectedHeader({ alg: o.alg ?? 'RS256', kid: o.kid ?? 'k1', typ: 'JWT' })
    .sign(o.key ?? google.privateKey);
}

async function failure(jwt: Promise<string> | string, opts = options()) {
  const error = await verifyIdToken(await jwt, opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdTokenError);
  return (error as IdTokenError).reason;
}

describe('verifyIdToken', () => {
  it('accepts a valid Google ID token and returns who it is (email lower-cased)', async () => {
    await expect(verifyIdToken(await token(), options())).resolves.toEqual({
      issuer: 'https://accounts.google.com',
      subject: '110169484474386276334',
      email: 'pat.shopper@gmail.com',
      givenName: 'Pat',
      familyName: 'Shopper',
    });
  });

  it("accepts both spellings of Google's issuer", async () => {
    const identity = await verifyIdToken(await token({ claims: { iss: 'accounts.google.com' } }), options());
    expect(identity.issuer).toBe('accounts.google.com');
  });

  it('splits `name` when the given and family names are absent', async () => {
    const jwt = await token({ claims: { given_name: undefined, family_name: undefined, name: 'Ana María López' } });
    const identity = await verifyIdToken(jwt, options());
    expect([identity.givenName, identity.familyName]).toEqual(['Ana', 'María López']);
  });

  it('refuses a bad signature: signed by another key under the same key id', async () => {
    expect(await failure(token({ key: stranger.privateKey }))).toBe('invalid');
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await token()).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', aud: CLIENT_ID })).toString('base64url');
    expect(await failure(`${header}.${forged}.${signature}`)).toBe('invalid');
  });

  it('refuses HMAC and unsigned tokens (only RS256)', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-of-32-bytes-long!');
    const hmac = new SignJWT({ sub: 'x', aud: CLIENT_ID, iss: 'https://accounts.google.com', email: 'a@b.co' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 60)
      .sign(secret);
    expect(await failure(hmac)).toBe('invalid');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`;
    expect(await failure(none)).toBe('invalid');
    expect(await failure('not-a-jwt')).toBe('invalid');
  });

  it('refuses a token for another audience', async () => {
    expect(await failure(token({ claims: { aud: 'someone-else.apps.googleusercontent.com' } }))).toBe('audience');
  });

  it('refuses a token from another issuer', async () => {
    expect(await failure(token({ claims: { iss: 'https://evil.example' } }))).toBe('issuer');
  });

  it('refuses an expired token, beyond the 30 s clock tolerance', async () => {
    expect(await failure(token({ claims: { exp: nowSeconds - 31 } }))).toBe('expired');
    await expect(verifyIdToken(await token({ claims: { exp: nowSeconds - 10 } }), options())).resolves.toBeTruthy();
  });

  it('refuses an unverified or missing email verification', async () => {
    expect(await failure(token({ claims: { email_verified: false } }))).toBe('unverified-email');
    expect(await failure(token({ claims: { email_verified: undefined } }))).toBe('unverified-email');
    expect(await failure(token({ claims: { email_verified: 'false' } }))).toBe('unverified-email');
    await expect(verifyIdToken(await token({ claims: { email_verified: 'true' } }), options())).resolves.toBeTruthy();
  });

  it('refuses a token without subject or email', async () => {
    expect(await failure(token({ claims: { sub: undefined } }))).toBe('invalid');
    expect(await failure(token({ claims: { email: undefined } }))).toBe('invalid');
    expect(await failure(token({ claims: { email: 'not an email' } }))).toBe('invalid');
  });

  it('says "unavailable", not "invalid", when the key set cannot be fetched', async () => {
    const down = createRemoteJWKSet(new URL('https://keys.invalid/certs'), {
      [customFetch]: () => Promise.resolve(new Response('busy', { status: 503 })),
    });
    expect(await failure(token(), options({ keys: down }))).toBe('unavailable');
    const offline = createRemoteJWKSet(new URL('https://keys.invalid/certs'), {
      [customFetch]: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await failure(token(), options({ keys: offline }))).toBe('unavailable');
  });

  it('verifies through a remote key set served like Google serves it', async () => {
    const remote = createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs'), {
      [customFetch]: () => Promise.resolve(Response.json(jwks)),
    });
    await expect(verifyIdToken(await token(), options({ keys: remote }))).resolves.toMatchObject({
      subject: '110169484474386276334',
    });
  });
});

describe('classifyJoseError', () => {
  it('treats anything that is not about the token as unavailable', () => {
    expect(classifyJoseError(new TypeError('fetch failed'))).toBe('unavailable');
  });
});
