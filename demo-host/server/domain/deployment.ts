/**
 * Which deployments are sandboxes: the one gate for everything a development deployment has and a
 * real one must not (the outbox, the development IdP, `/api/dev/*`, the sandbox pages, `?flags=`,
 * the public development key, the demo accounts). An allow-list, so a deployment named anything
 * else (`prod`, `production`, `staging`, `beta`…) is treated as real. A server not told its
 * deployment is a development one (`DEFAULT_ENVIRONMENT`). Not to be confused with the app's error
 * reporter's list (src/lib/http.ts), which says which deployments report errors.
 */

/** A server that is not told its deployment is a development one. */
export const DEFAULT_ENVIRONMENT = 'dev';

/** The deployments that are sandboxes; every other name is a real deployment. */
export const SANDBOX_ENVIRONMENTS: readonly string[] = ['dev', 'test', 'qa', 'sandbox'];

/** Whether this deployment (DEPLOYMENT_ENV; unset: `dev`) is a sandbox. */
export function isSandboxDeployment(environment: string | undefined): boolean {
  return SANDBOX_ENVIRONMENTS.includes(environment ?? DEFAULT_ENVIRONMENT);
}

/** The one line a real deployment without its finance key stops with. */
export const FINANCE_KEY_REQUIRED =
  'FINANCE_DATA_KEY is required in production (any DEPLOYMENT_ENV but dev, test, qa or sandbox): set it to 32 random bytes in base64 (openssl rand -base64 32)';
