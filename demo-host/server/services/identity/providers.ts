/**
 * Which identity provider one-tap sign-in uses on this server: Google when GOOGLE_CLIENT_ID is
 * set; otherwise the sandbox's development IdP, in a sandbox deployment only (deployment.ts);
 * elsewhere it is off (and so is one-tap, until a client id is configured). Both verify through the same `verifyIdToken` and
 * jose remote key set; only the key set's source, issuer and client id differ.
 */
import { createRemoteJWKSet } from 'jose';
import type { OneTapConfig } from '../../../../src/contract/page-context.ts';
import { isSandboxDeployment } from '../../domain/deployment.ts';
import type { Db } from '../../db/schema.ts';
import { createDevIdp, SANDBOX_CLIENT_ID, type DevIdp } from '../../sandbox/identity/dev-idp.ts';
import { verifyIdToken, type GoogleSettings, type VerifiedIdentity } from './google.ts';

export type ProviderDeps = {
  db: Db;
  appOrigin: string;
  environment?: string | undefined;
  google?: GoogleSettings | undefined;
};

export type OneTapProvider = {
  config: OneTapConfig;
  verify(token: string, now?: Date): Promise<VerifiedIdentity>;
  /** Only for the sandbox provider: its key set and token minting. */
  devIdp: DevIdp | null;
};

/** The development IdP signs in anyone as anyone: a sandbox's only (deployment.ts). */
export const devIdpAllowed = (deps: Pick<ProviderDeps, 'environment'>): boolean =>
  isSandboxDeployment(deps.environment);

/** What the page context tells the app (no secrets: an OAuth client id is public). */
export function oneTapConfig(deps: Pick<ProviderDeps, 'environment' | 'google'>): OneTapConfig | null {
  if (deps.google) return { provider: 'google', clientId: deps.google.clientId };
  return devIdpAllowed(deps) ? { provider: 'sandbox', clientId: SANDBOX_CLIENT_ID } : null;
}

/** One per app: the remote key set caches Google's keys between requests. Null when one-tap is off. */
export function createOneTapProvider(deps: ProviderDeps): OneTapProvider | null {
  const config = oneTapConfig(deps);
  if (!config) return null;
  if (deps.google) {
    const { clientId, jwksUrl, issuers } = deps.google;
    const keys = createRemoteJWKSet(new URL(jwksUrl));
    return {
      config,
      devIdp: null,
      verify: (token, now) => verifyIdToken(token, { keys, issuers, audience: clientId, ...(now ? { now } : {}) }),
    };
  }
  const devIdp = createDevIdp(deps.db, deps.appOrigin);
  return {
    config,
    devIdp,
    verify: (token, now) =>
      verifyIdToken(token, {
        keys: devIdp.keys,
        issuers: [devIdp.issuer],
        audience: devIdp.clientId,
        ...(now ? { now } : {}),
      }),
  };
}
