/**
 * The sandbox's development identity provider: a stand-in for Google (which cannot be reached
 * here) so one-tap sign-in runs end to end. It has its own RS256 key pair, made once and kept in
 * the database's `meta` table so every server process on that database signs and verifies with
 * the same key; the private half never leaves the server. It publishes its key set at
 * `/dev-idp/jwks.json` and mints Google-shaped ID tokens for a fixed list of test identities
 * (never an arbitrary email). Off in production (routes/oauth.ts).
 */
import {
  calculateJwkThumbprint,
  createRemoteJWKSet,
  customFetch,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { putMetaOnce } from '../../db/sso-repo.ts';
import { getMeta } from '../../db/repo.ts';
import type { Db } from '../../db/schema.ts';
import { ID_TOKEN_ALGORITHMS } from '../../domain/identity/id-token.ts';

export const DEV_IDP_PATH = '/dev-idp';
export const DEV_IDP_JWKS_PATH = `${DEV_IDP_PATH}/jwks.json`;
/** The OAuth client id of the app at the sandbox IdP (public, like Google's). */
export const SANDBOX_CLIENT_ID = 'upshift-sandbox.dev-idp';
/** Google's ID tokens live an hour; the sandbox's only as long as a sign-in takes. */
export const DEV_IDP_TOKEN_SECONDS = 5 * 60;
/** The `meta` row holding the key pair (JSON: kid, private and public JWK). */
export const DEV_IDP_KEY_META = 'dev_idp_signing_key';

const ALG = ID_TOKEN_ALGORITHMS[0];

export const devIdpIssuer = (appOrigin: string): string => `${appOrigin}${DEV_IDP_PATH}`;

export type DevIdentity = {
  id: string;
  /** Stable like Google's `sub`, and prefixed so it can never equal a real Google subject. */
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** What choosing it shows off, on the chooser page. */
  note: string;
};

/** The test identities the chooser offers. */
export const DEV_IDENTITIES: readonly DevIdentity[] = [
  {
    id: 'alex',
    subject: 'sandbox-100000000000000000001',
    email: 'demo@upshift.test',
    emailVerified: true,
    givenName: 'Alex',
    familyName: 'Morgan',
    note: "The demo user's email: signs in to that account and links it.",
  },
  {
    id: 'avery',
    subject: 'sandbox-100000000000000000002',
    email: 'avery.quinn@upshift.test',
    emailVerified: true,
    givenName: 'Avery',
    familyName: 'Quinn',
    note: 'No account yet: the first sign-in creates one.',
  },
  {
    id: 'casey',
    subject: 'sandbox-100000000000000000003',
    email: 'casey.unverified@upshift.test',
    emailVerified: false,
    givenName: 'Casey',
    familyName: 'Brooks',
    note: 'Unverified email: sign-in is refused.',
  },
];

export const findDevIdentity = (id: string): DevIdentity | undefined => DEV_IDENTITIES.find((i) => i.id === id);

type StoredKey = { kid: string; privateJwk: JWK; publicJwk: JWK };

export type DevIdp = {
  issuer: string;
  clientId: string;
  /** The public key set, as `/dev-idp/jwks.json` serves it. */
  jwks(): Promise<JSONWebKeySet>;
  /** A signed ID token for `identity`, valid for DEV_IDP_TOKEN_SECONDS from `now`. */
  mint(identity: DevIdentity, now?: Date): Promise<string>;
  /** The verifier's key resolver: jose's remote key set, fed from the database instead of a network hop to ourselves. */
  keys: JWTVerifyGetKey;
};

async function makeKey(): Promise<StoredKey> {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, privateJwk: await exportJWK(privateKey), publicJwk };
}

/** The shared key: read it, or make one and keep whichever a racing process stored first. */
export async function loadDevIdpKey(db: Db): Promise<StoredKey> {
  const stored =
    (await getMeta(db, DEV_IDP_KEY_META)) ?? (await putMetaOnce(db, DEV_IDP_KEY_META, JSON.stringify(await makeKey())));
  return JSON.parse(stored) as StoredKey;
}

export function createDevIdp(db: Db, appOrigin: string): DevIdp {
  const issuer = devIdpIssuer(appOrigin);
  let key: Promise<StoredKey> | null = null;
  const loadKey = (): Promise<StoredKey> => {
    // A failed load (database down) is retried on the next request, not cached.
    key ??= loadDevIdpKey(db).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };

  const jwks = async (): Promise<JSONWebKeySet> => {
    const { kid, publicJwk } = await loadKey();
    return { keys: [{ kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e, kid, alg: ALG, use: 'sig' } as JWK] };
  };

  const keys = createRemoteJWKSet(new URL(`${appOrigin}${DEV_IDP_JWKS_PATH}`), {
    [customFetch]: async () =>
      new Response(JSON.stringify(await jwks()), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  });

  return {
    issuer,
    clientId: SANDBOX_CLIENT_ID,
    jwks,
    keys,
    async mint(identity, now = new Date()) {
      const { kid, privateJwk } = await loadKey();
      const signingKey = await importJWK(privateJwk, ALG);
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({
        email: identity.email,
        email_verified: identity.emailVerified,
        given_name: identity.givenName,
        family_name: identity.familyName,
        name: `${identity.givenName} ${identity.familyName}`,
        azp: SANDBOX_CLIENT_ID,
      })
        .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(SANDBOX_CLIENT_ID)
        .setSubject(identity.subject)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + DEV_IDP_TOKEN_SECONDS)
        .sign(signingKey);
    },
  };
}
