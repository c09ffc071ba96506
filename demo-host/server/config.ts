/**
 * The server's settings, from the environment: ports, public origins, the database (DATABASE_URL
 * or the SQLite file at DB_PATH), the pool size and whether this process also serves the demo site.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACES_API_KEY } from '../../src/contract/page-context.ts';
import { DEFAULT_ENVIRONMENT, FINANCE_KEY_REQUIRED, isSandboxDeployment } from './domain/deployment.ts';
import { DEFAULT_DB_PATH } from './db/index.ts';
import { GOOGLE_ISSUERS, GOOGLE_JWKS_URL, type GoogleSettings } from './services/identity/google.ts';
import {
  createFieldCipher,
  DEVELOPMENT_FINANCE_DATA_KEY,
  parseFinanceDataKey,
} from './services/finance/field-cipher.ts';
import { sealStaffTotp } from './services/workspace/staff-auth.ts';
import type { S3Settings } from './services/storage/s3-store.ts';
import { readUsageLimits, type UsageLimits } from './services/usage-limits.ts';
import { SANDBOX_PAY_KEYS } from './sandbox/payments/provider-app.ts';

const here = dirname(fileURLToPath(import.meta.url));

export type ServerConfig = {
  sitePort: number;
  appPort: number;
  siteOrigin: string;
  /** Where browsers reach the app: this process, or the load balancer in front of several. */
  appOrigin: string;
  appHost: string;
  /** postgres://… when set; SQLite at dbPath otherwise. */
  databaseUrl: string | undefined;
  dbPath: string;
  poolSize: number;
  /** False for API processes behind a load balancer: the demo dealer site runs elsewhere (or nowhere). */
  serveSite: boolean;
  distDir: string;
  quiet: boolean;
  /**
   * DEPLOYMENT_ENV: prod, beta, dev, qa… Only dev, test, qa and sandbox are sandboxes (deployment.ts);
   * the app's error reporter runs in prod, beta and dev only.
   */
  environment: string;
  /**
   * TRUST_PROXY=n: behind n proxies that each append to X-Forwarded-For, so rate limits count per real
   * client (the hop the outermost proxy added: http/client-address.ts `clientAddress`); 0, the default: none.
   */
  trustProxy: number;
  /** GOOGLE_CLIENT_ID (+ GOOGLE_JWKS_URL, GOOGLE_ISSUERS): one-tap with real Google; unset: the sandbox IdP. */
  google: GoogleSettings | null;
  /** GOOGLE_PLACES_API_KEY: address autocomplete through Google Places; unset, the sandbox's own lookup. */
  placesApiKey: string | null;
  /**
   * FINANCE_DATA_KEY (base64, 32 bytes): seals a finance application's SSN and date of birth. Required
   * outside the sandbox deployments (the process refuses to start without it); in a sandbox, unset,
   * the public development key (server/finance/field-cipher.ts).
   */
  financeDataKey: Buffer | null;
  /** How this process delivers leads (LEAD_* variables; see leadDelivery below). */
  leads: LeadDeliveryConfig;
  /** LIMIT_* variables: per-client and deployment-wide limits on bureau and lender calls (usage-limits.ts). */
  usageLimits: UsageLimits;
  /** Deposits' payments: the sandbox provider in a sandbox, Stripe with STRIPE_* keys elsewhere, or none (no deposits). */
  payments: PaymentSettings | null;
  /** UPLOADS_DIR: the folder uploads are kept in (default demo-host/data/uploads, beside the SQLite file). */
  uploadsDir: string;
  /**
   * UPLOADS_KEY (base64, 32 bytes): signs uploads' short-lived addresses. Unset, a key made at start: good for
   * one process; processes behind one balancer must share it.
   */
  uploadsKey: Buffer | null;
  /**
   * UPLOADS_S3_BUCKET (+ UPLOADS_S3_REGION or AWS_REGION, UPLOADS_S3_ENDPOINT, UPLOADS_S3_FORCE_PATH_STYLE,
   * UPLOADS_S3_PREFIX): uploads in an S3-compatible bucket instead of UPLOADS_DIR; null, the default: the disk.
   */
  uploadsS3: S3Settings | null;
  /**
   * DOCUMENTS_KEY (base64, 32 bytes): seals shoppers' documents at rest. Unset, one derived from the finance
   * data key (services/uploads/documents.ts).
   */
  documentsKey: Buffer | null;
};

export type PaymentSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** PAY_ORIGIN: the sandbox provider's origin, served by the process that serves the demo site; null: Stripe itself. */
  sandboxOrigin: string | null;
};

/** The sandbox payment provider's origin: the port after the app's (4175 in development). */
export const defaultPayOrigin = (appPort: number) => `http://127.0.0.1:${String(appPort ? appPort + 1 : 4175)}`;

export type LeadDeliveryConfig = {
  /** LEAD_WORKER=0 turns this process's delivery worker off (another process delivers). */
  worker: boolean;
  /** LEAD_ENDPOINT: the CRM of dealers without their own; default the demo site's receiver in a sandbox, else none. */
  defaultEndpoint: string | null;
  /** LEAD_MAX_ATTEMPTS: tries before a lead is dead (replayable). */
  maxAttempts: number;
  /** LEAD_RETRY_BASE_MS: the first retry's wait; each next one doubles (jittered), up to 30 minutes. */
  retryBaseMs: number;
  /** LEAD_LEASE_MS: how long a claim holds before another worker may take the lead. */
  leaseMs: number;
  /** LEAD_POLL_MS: how often an idle worker looks for leads other processes wrote. */
  pollMs: number;
  /** LEAD_HTTP_TIMEOUT_MS: how long a CRM has to answer. */
  httpTimeoutMs: number;
};

function integer(name: string, fallback: number, min: number, max: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${String(min)} to ${String(max)}, got "${raw}"`);
  return value;
}

function origin(name: string, fallback: string, env: NodeJS.ProcessEnv): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) origin`);
  return url.origin;
}

/** A 0/1 switch; unset or empty is `fallback`. */
function flag(name: string, fallback: boolean, env: NodeJS.ProcessEnv): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got "${raw}"`);
  return raw === '1';
}

function deployment(raw: string | undefined): string {
  if (raw === undefined || raw === '') return DEFAULT_ENVIRONMENT;
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(raw))
    throw new Error(`DEPLOYMENT_ENV must be a lower-case name like prod, got "${raw}"`);
  return raw;
}

/** Real Google sign-in when GOOGLE_CLIENT_ID is set; the key set and issuers default to Google's own. */
function google(env: NodeJS.ProcessEnv): GoogleSettings | null {
  const clientId = env['GOOGLE_CLIENT_ID']?.trim();
  if (!clientId) return null;
  if (!/^[\w.-]{1,256}$/.test(clientId)) throw new Error('GOOGLE_CLIENT_ID must be an OAuth client id');
  const jwksUrl = env['GOOGLE_JWKS_URL']?.trim() || GOOGLE_JWKS_URL;
  if (!URL.canParse(jwksUrl) || !/^https?:$/.test(new URL(jwksUrl).protocol))
    throw new Error('GOOGLE_JWKS_URL must be an http(s) URL');
  const issuers = (env['GOOGLE_ISSUERS'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { clientId, jwksUrl, issuers: issuers.length ? issuers : GOOGLE_ISSUERS };
}

function placesApiKey(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (!PLACES_API_KEY.test(raw))
    throw new Error('GOOGLE_PLACES_API_KEY must be a Google API key (letters, digits, _ and -)');
  return raw;
}

function uploadsKey(raw: string | undefined): Buffer | null {
  if (raw === undefined || raw.trim() === '') return null;
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32) throw new Error('UPLOADS_KEY must be 32 bytes, base64');
  return key;
}

function documentsKey(raw: string | undefined): Buffer | null {
  if (raw === undefined || raw.trim() === '') return null;
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32) throw new Error('DOCUMENTS_KEY must be 32 bytes, base64');
  return key;
}

/** An S3-compatible bucket for uploads when UPLOADS_S3_BUCKET is set; credentials: the AWS SDK's default chain. */
function uploadsS3(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env['UPLOADS_S3_BUCKET']?.trim();
  if (!bucket) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('UPLOADS_S3_BUCKET must be a bucket name');
  const region = env['UPLOADS_S3_REGION']?.trim() || env['AWS_REGION']?.trim();
  if (!region) throw new Error('UPLOADS_S3_BUCKET needs UPLOADS_S3_REGION (or AWS_REGION)');
  const endpoint = env['UPLOADS_S3_ENDPOINT']?.trim() || null;
  if (endpoint && (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)))
    throw new Error('UPLOADS_S3_ENDPOINT must be an http(s) URL');
  const prefix = env['UPLOADS_S3_PREFIX']?.trim() ?? '';
  if (prefix && !/^([A-Za-z0-9._-]+\/)+$/.test(prefix))
    throw new Error('UPLOADS_S3_PREFIX must be folder names ending in / (like uploads/)');
  return { bucket, region, endpoint, forcePathStyle: flag('UPLOADS_S3_FORCE_PATH_STYLE', false, env), prefix };
}

/** The key that seals finance applications' SSN and birth date; only a sandbox has a default (the public one). */
function financeDataKey(raw: string | undefined, environment: string): Buffer | null {
  if (raw === undefined || raw.trim() === '') {
    if (!isSandboxDeployment(environment)) throw new Error(FINANCE_KEY_REQUIRED);
    return null;
  }
  return parseFinanceDataKey(raw);
}

function leadDelivery(env: NodeJS.ProcessEnv, environment: string, siteOrigin: string): LeadDeliveryConfig {
  const raw = env['LEAD_ENDPOINT']?.trim();
  let defaultEndpoint: string | null = isSandboxDeployment(environment) ? `${siteOrigin}/crm/adf` : null;
  if (raw) {
    if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol))
      throw new Error('LEAD_ENDPOINT must be an http(s) URL');
    defaultEndpoint = raw;
  }
  const httpTimeoutMs = integer('LEAD_HTTP_TIMEOUT_MS', 10_000, 100, 120_000, env);
  const leaseMs = integer('LEAD_LEASE_MS', 60_000, 1_000, 3_600_000, env);
  // The look-ups before the POST may wait for a pooled connection (5 s): a lease that ran out mid-request
  // would let another worker send the lead a second time.
  if (leaseMs < 2 * httpTimeoutMs) throw new Error('LEAD_LEASE_MS must be at least twice LEAD_HTTP_TIMEOUT_MS');
  return {
    worker: flag('LEAD_WORKER', true, env),
    defaultEndpoint,
    maxAttempts: integer('LEAD_MAX_ATTEMPTS', 8, 1, 100, env),
    retryBaseMs: integer('LEAD_RETRY_BASE_MS', 5_000, 10, 3_600_000, env),
    leaseMs,
    pollMs: integer('LEAD_POLL_MS', 1_000, 10, 60_000, env),
    httpTimeoutMs,
  };
}

/**
 * A sandbox pays through the sandbox provider with its published test keys; any other deployment through
 * Stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (all three, or none:
 * then no dealer takes deposits).
 */
function payments(env: NodeJS.ProcessEnv, environment: string, appPort: number): PaymentSettings | null {
  if (isSandboxDeployment(environment)) {
    return { ...SANDBOX_PAY_KEYS, sandboxOrigin: origin('PAY_ORIGIN', defaultPayOrigin(appPort), env) };
  }
  const keys = {
    secretKey: env['STRIPE_SECRET_KEY']?.trim() ?? '',
    publishableKey: env['STRIPE_PUBLISHABLE_KEY']?.trim() ?? '',
    webhookSecret: env['STRIPE_WEBHOOK_SECRET']?.trim() ?? '',
  };
  const set = Object.values(keys).filter(Boolean).length;
  if (set === 0) return null;
  if (set < 3)
    throw new Error('Set all three of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none');
  if (!/^(sk|rk)_(live|test)_\w+$/.test(keys.secretKey))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)');
  if (!/^pk_(live|test)_\w+$/.test(keys.publishableKey))
    throw new Error('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_… or pk_test_…)');
  if (!/^whsec_\w+$/.test(keys.webhookSecret))
    throw new Error('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  return { ...keys, sandboxOrigin: null };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const sitePort = integer('SITE_PORT', 4173, 1, 65535, env);
  const appPort = integer('APP_PORT', 4174, 0, 65535, env);
  const databaseUrl = env['DATABASE_URL'] || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)');
  // Different hosts on purpose: the dealer site and the app must be cross-site, as in production.
  const appOrigin = origin('APP_ORIGIN', `http://127.0.0.1:${String(appPort)}`, env);
  const environment = deployment(env['DEPLOYMENT_ENV']);
  const siteOrigin = origin('SITE_ORIGIN', `http://localhost:${String(sitePort)}`, env);
  return {
    sitePort,
    appPort,
    siteOrigin,
    appOrigin,
    appHost: new URL(appOrigin).hostname,
    databaseUrl,
    dbPath: env['DB_PATH'] ? resolve(env['DB_PATH']) : DEFAULT_DB_PATH,
    poolSize: integer('DB_POOL_SIZE', 10, 1, 1000, env),
    serveSite: env['SERVE_SITE'] !== '0',
    distDir: resolve(here, '../../dist/app'),
    quiet: env['QUIET'] === '1',
    environment,
    trustProxy: integer('TRUST_PROXY', 0, 0, 10, env),
    google: google(env),
    placesApiKey: placesApiKey(env['GOOGLE_PLACES_API_KEY']),
    financeDataKey: financeDataKey(env['FINANCE_DATA_KEY'], environment),
    leads: leadDelivery(env, environment, siteOrigin),
    usageLimits: readUsageLimits(env),
    payments: payments(env, environment, appPort),
    uploadsDir: env['UPLOADS_DIR'] ? resolve(env['UPLOADS_DIR']) : resolve(dirname(DEFAULT_DB_PATH), 'uploads'),
    uploadsKey: uploadsKey(env['UPLOADS_KEY']),
    uploadsS3: uploadsS3(env),
    documentsKey: documentsKey(env['DOCUMENTS_KEY']),
  };
}

/**
 * The configuration, or one line on stderr and exit 1: a deployment that is missing a setting (its
 * finance key outside the sandbox) must not start, and its operator needs the reason, not a stack.
 */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** The demo accounts, prospects and ghost leads (published passwords, PINs and tokens) seed in a sandbox only. */
export function seedOptions(c: ServerConfig) {
  const cipher = isSandboxDeployment(c.environment)
    ? createFieldCipher(c.financeDataKey ?? parseFinanceDataKey(DEVELOPMENT_FINANCE_DATA_KEY))
    : null;
  return {
    demoIdentities: cipher !== null,
    // The sandbox staff's published TOTP secret, sealed with the key the server opens it with.
    sealStaffTotp: cipher ? (secret: string, staffId: string) => sealStaffTotp(cipher, secret, staffId) : undefined,
  };
}

/** What the data layer opens for this configuration. */
export const databaseOptions = (c: ServerConfig) =>
  c.databaseUrl ? { url: c.databaseUrl, poolSize: c.poolSize } : { sqlitePath: c.dbPath };

/** For logs: the database without its password. */
export function describeDatabase(c: ServerConfig): string {
  if (!c.databaseUrl) return c.dbPath;
  const url = new URL(c.databaseUrl);
  url.password = '';
  return url.toString();
}
