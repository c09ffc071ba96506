/**
 * How often shoppers may use what costs money or reveals personal data: the credit bureau's soft
 * pulls, the lender network's applications, finance application step saves and verification codes. Each shopper
 * (signed-in user, else session) has their own daily limits in the feature's contract
 * (SOFT_PULLS_PER_DAY, SUBMITS_PER_DAY); a new session must not reset them, so the same calls are
 * also counted per client address (http/client-address.ts `clientAddress`) and for the whole deployment.
 *
 * Every default is here; each can be set from the environment (the name in USAGE_LIMIT_ENV), e.g.
 * higher for an end-to-end suite whose browsers all come from 127.0.0.1.
 */
import { hitRateLimit } from '../db/repo.ts';
import type { Db } from '../db/schema.ts';
import { MAX_SENDS_PER_CLIENT } from '../domain/mfa/engine.ts';
import { RateLimited } from '../domain/errors.ts';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export type UsageLimits = {
  /** Soft pulls a day from one client address, whatever its sessions. */
  softPullsPerClient: number;
  /** Soft pulls a day for the whole deployment (the bureau's bill). */
  softPullsGlobal: number;
  /** Finance applications sent to the lenders a day from one client address. */
  financeSubmitsPerClient: number;
  /** Finance applications sent to the lenders a day for the whole deployment. */
  financeSubmitsGlobal: number;
  /** Step saves of one finance application an hour, whichever session saves it. */
  financeSavesPerApplication: number;
  /** Finance step saves an hour from one client address. */
  financeSavesPerClient: number;
  /** Verification codes (text or email) one client address may ask for in a send window, for any subjects. */
  codeSendsPerClient: number;
};

/** Strict on purpose: a household behind one address gets as many bureau and lender calls as one shopper. */
export const DEFAULT_USAGE_LIMITS: Readonly<UsageLimits> = {
  softPullsPerClient: 5,
  softPullsGlobal: 2_000,
  financeSubmitsPerClient: 5,
  financeSubmitsGlobal: 1_000,
  financeSavesPerApplication: 30,
  financeSavesPerClient: 120,
  codeSendsPerClient: MAX_SENDS_PER_CLIENT,
};

export const USAGE_LIMIT_ENV: Readonly<Record<keyof UsageLimits, string>> = {
  softPullsPerClient: 'LIMIT_SOFT_PULLS_PER_CLIENT',
  softPullsGlobal: 'LIMIT_SOFT_PULLS_GLOBAL',
  financeSubmitsPerClient: 'LIMIT_FINANCE_SUBMITS_PER_CLIENT',
  financeSubmitsGlobal: 'LIMIT_FINANCE_SUBMITS_GLOBAL',
  financeSavesPerApplication: 'LIMIT_FINANCE_SAVES_PER_APPLICATION',
  financeSavesPerClient: 'LIMIT_FINANCE_SAVES_PER_CLIENT',
  codeSendsPerClient: 'LIMIT_CODE_SENDS_PER_CLIENT',
};

/** The limits from the environment: each variable a whole number from 1, unset keeps the default. */
export function readUsageLimits(env: NodeJS.ProcessEnv): UsageLimits {
  const limits = { ...DEFAULT_USAGE_LIMITS };
  for (const name of Object.keys(USAGE_LIMIT_ENV) as (keyof UsageLimits)[]) {
    const variable = USAGE_LIMIT_ENV[name];
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 1_000_000_000)
      throw new Error(`${variable} must be a whole number from 1 to 1000000000, got "${raw}"`);
    limits[name] = value;
  }
  return limits;
}

/** The app's limits: the defaults with what the deployment (or a test) set. */
export const usageLimitsOf = (deps: { usageLimits?: Partial<UsageLimits> | undefined }): UsageLimits => ({
  ...DEFAULT_USAGE_LIMITS,
  ...deps.usageLimits,
});

/** One counter: a key in `rate_limits`, how many calls it allows in its window, and the 429's message. */
export type UsageCounter = { key: string; limit: number; windowMs: number; message: string };

/**
 * Counts one call against each counter in order and stops at the first that is used up (a 429 with
 * the wait): a client already refused never uses up the deployment's budget.
 */
export async function countUsage(db: Db, counters: readonly UsageCounter[], now: number): Promise<void> {
  for (const counter of counters) {
    const hit = await hitRateLimit(db, counter.key, counter.limit, counter.windowMs, now);
    if (!hit.allowed) throw new RateLimited(counter.message, Math.max(1, Math.ceil(hit.retryAfterMs / 1000)));
  }
}

/** The 429s of a deployment-wide limit: nobody's fault, so no "your limit" wording. */
export const BUREAU_BUSY = 'Credit checks are not available right now. Please try again later.';
export const LENDERS_BUSY = 'Finance applications cannot be sent right now. Please try again later.';
