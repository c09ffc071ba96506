/**
 * Verifies a Google ID token (the one-tap `credential`) the way Google documents it: the JWT's
 * signature against the issuer's JSON Web Key Set, `iss` one of the issuer's names, `aud` our
 * client id, `exp` in the future, and a verified email. Pure apart from the key resolver it is
 * given (jose's remote JWKS for Google, the same resolver over the sandbox IdP's own key set), so
 * it is unit-tested with keys made in the test. Crypto is jose's, never hand-written.
 */
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import * as v from 'valibot';
import { ID_TOKEN_ALGORITHMS } from '../../domain/identity/id-token.ts';

/** Google's key set (https://accounts.google.com/.well-known/openid-configuration `jwks_uri`). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google signs ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS: readonly string[] = ['https://accounts.google.com', 'accounts.google.com'];
/** Clock skew between Google's servers and ours that still counts as "not expired". */
export const CLOCK_TOLERANCE_SECONDS = 30;

/** The real Google settings (GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL, GOOGLE_ISSUERS). */
export type GoogleSettings = {
  clientId: string;
  jwksUrl: string;
  issuers: readonly string[];
};

/** Who the token says the person is, once every check passed. */
export type VerifiedIdentity = {
  issuer: string;
  /** Google's stable account id: the only identifier to key accounts on. */
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
};

export type IdTokenFailure = 'invalid' | 'expired' | 'audience' | 'issuer' | 'unverified-email' | 'unavailable';

/** The shopper-facing reason of each failure (401s, except `unavailable`: a 503). */
export const ID_TOKEN_MESSAGES: Readonly<Record<IdTokenFailure, string>> = {
  invalid: 'The Google sign-in credential is not valid. Please try again.',
  expired: 'The Google sign-in credential has expired. Please try again.',
  audience: 'The Google sign-in credential was issued for another application.',
  issuer: 'The Google sign-in credential was not issued by Google.',
  'unverified-email': 'Your Google account email address is not verified.',
  unavailable: 'Google sign-in is unavailable right now. Please try again in a moment.',
};

export class IdTokenError extends Error {
  override name = 'IdTokenError';
  constructor(readonly reason: IdTokenFailure) {
    super(ID_TOKEN_MESSAGES[reason]);
  }
}

export type VerifyOptions = {
  /** Resolves the signing key from the token header (createRemoteJWKSet / createLocalJWKSet). */
  keys: JWTVerifyGetKey;
  issuers: readonly string[];
  audience: string;
  /** Tests fix the clock. */
  now?: Date;
};

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** The claims we rely on, after the signature and the registered claims were checked by jose. */
const ClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
  // Google sends a boolean; some older tokens carried the string "true".
  email_verified: v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])]), false),
  given_name: v.optional(text(100), ''),
  family_name: v.optional(text(100), ''),
  name: v.optional(text(200), ''),
});

/** jose's failures, sorted into what the shopper is told; anything not about the token is `unavailable`. */
export function classifyJoseError(error: unknown): IdTokenFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'iss') return 'issuer';
    return 'invalid';
  }
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    // The key set could not be fetched or parsed (non-200, bad JSON): jose's generic error.
    (error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC')
  )
    return 'unavailable';
  if (error instanceof errors.JOSEError) return 'invalid';
  // A network failure fetching the key set (fetch's TypeError and the like).
  return 'unavailable';
}

/** Throws IdTokenError; resolves to the verified identity. */
export async function verifyIdToken(token: string, options: VerifyOptions): Promise<VerifiedIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, options.keys, {
      algorithms: [...ID_TOKEN_ALGORITHMS],
      issuer: [...options.issuers],
      audience: options.audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'iat', 'sub'],
      ...(options.now ? { currentDate: options.now } : {}),
    }));
  } catch (error) {
    throw new IdTokenError(classifyJoseError(error));
  }
  const claims = v.safeParse(ClaimsSchema, payload);
  if (!claims.success) throw new IdTokenError('invalid');
  const c = claims.output;
  if (c.email_verified !== true && c.email_verified !== 'true') throw new IdTokenError('unverified-email');
  const [first = '', ...rest] = c.name.split(/\s+/).filter(Boolean);
  return {
    issuer: String(payload.iss),
    subject: c.sub,
    email: c.email,
    givenName: c.given_name || first,
    familyName: c.family_name || rest.join(' '),
  };
}
