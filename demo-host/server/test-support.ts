/**
 * Shared set-up for the server's unit tests: a fresh database with a small fixture seed and a
 * temporary fake build (manifest, entry chunks, themes, loader) in a temp folder. The database is
 * SQLite in memory, or, when TEST_DATABASE_URL names a PostgreSQL server, a database of its own on
 * it, so the same suite proves both dialects (`npm test` runs it both ways: `test:unit`, then `test:pg`).
 */
import { fixedZipDirectory, KNOWN_PLACES } from './services/geo/zip-directory.ts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Campaign } from '../../src/contract/page-context.ts';
import { createApp } from './http/app.ts';
import type { AppDeps } from './services/app-deps.ts';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { databaseUrl } from '../../tests/support/pg-template.ts';
import { connect, sqliteImage, type Db } from './db/index.ts';
import { insertSeed, type SeedData } from './db/seed/seed.ts';
import type { ScryptParams } from './domain/passwords.ts';

export const SITE_ORIGIN = 'http://localhost:4173';
export const APP_ORIGIN = 'http://127.0.0.1:4174';
export const OTHER_ORIGIN = 'https://evil.example';
export const USER = { email: 'demo@upshift.test', password: 'Upshift!23' };

const campaign = (over: Partial<Omit<Campaign, 'upgradeProgram'>>): Omit<Campaign, 'upgradeProgram'> => ({
  slug: 'test',
  name: 'Test',
  title: 'Test',
  productId: 102,
  theme: 'default',
  channel: 'dealer',
  domain: 'test.invalid',
  phoneNumber: '8005551234',
  phoneNumberFormatted: '(800) 555-1234',
  pinEnabled: false,
  warrantyEnabled: true,
  callCenterEnabled: true,
  tenantId: 't1',
  paymentType: 'FINANCE',
  ssos: [],
  noPaymentDays: null,
  programId: null,
  stockTypeConditions: ['NEW', 'USED'],
  cobrowseLicenseKey: null,
  featureFlags: [],
  disabledPages: [],
  allowedOrigins: [SITE_ORIGIN],
  ...over,
});

const dealer = (id: string, name: string) => ({
  id,
  name,
  phoneNumber: '5125550100',
  address: '1 Main St',
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
  timeZone: 'America/Chicago',
  website: 'https://dealer.example',
  callCenterHours: [{ day: 'MON', open: '09:00', close: '18:00' }],
});

export const fixtureVehicle = (id: string, vin: string, dealerId: string, imageCount: number) => ({
  id,
  vin,
  stockNumber: `S-${id}`,
  stockType: 'NEW' as const,
  year: 2026,
  make: 'Toyota',
  model: 'Camry',
  trim: 'XLE',
  bodyStyle: 'sedan' as const,
  fuelType: 'Hybrid' as const,
  exteriorColor: 'Midnight Black',
  interiorColor: 'Ash',
  engine: '2.5L I4 Hybrid',
  transmission: 'CVT',
  drivetrain: 'FWD',
  mpgCity: 51,
  mpgHighway: 53,
  rangeMiles: null,
  mileage: 12,
  msrp: 34000,
  salePrice: 32500,
  dealerId,
  styleId: 1,
  modelId: 2,
  options: { leaseEnabled: true },
  features: ['Heated seats'],
  vinOnDealerLotDate: '2026-10-01',
  inTransit: false,
  estimatedDeliveryDate: null,
  imageCount,
  has360: false,
  hasVideo: false,
});

export const fixtureSeed = (): SeedData => ({
  campaigns: [
    {
      ...campaign({ slug: 'main', name: 'Main </script> & <Co>\u2028', title: 'Main Title' }),
      dealerIds: ['d1', 'd2'],
      isDefault: true,
      financierName: 'Toyota Financial',
    },
    {
      ...campaign({
        slug: 'upgrade',
        name: 'Upgrade',
        title: 'Upgrade Program',
        productId: 103,
        channel: 'upgrade',
        domain: 'upgrade.test',
        theme: 'missing-theme',
        allowedOrigins: ['https://dealer-two.example', SITE_ORIGIN],
      }),
      dealerIds: ['d2'],
      isDefault: false,
      financierName: null,
    },
    {
      ...campaign({ slug: 'lonely', name: 'Lonely', allowedOrigins: [] }),
      dealerIds: [],
      isDefault: false,
      financierName: null,
    },
  ],
  dealers: [dealer('d1', 'First Motors'), dealer('d2', 'Second Auto')],
  vehicles: [fixtureVehicle('v1', '4T1B11HK5KU000001', 'd1', 3), fixtureVehicle('v2', '4T1B11HK5KU000002', 'd2', 0)],
  users: [
    {
      id: 'u1',
      email: USER.email,
      password: USER.password,
      firstName: 'Dana',
      lastName: 'Demo',
      phoneNumber: '5125550199',
      zipcode: '78701',
      isMember: true,
    },
  ],
  states: [
    { abbreviation: 'TX', name: 'Texas' },
    { abbreviation: 'CA', name: 'California' },
    { abbreviation: 'MD', name: 'Maryland' },
    { abbreviation: 'ME', name: 'Maine' },
  ],
});

/** A fake `dist/app` (and its sibling `dist/workspace`): what rollup writes, with tiny files. */
export function makeDist(themes: Record<string, string> = { base: 'assets/theme-base-abc.css' }): string {
  const root = mkdtempSync(join(tmpdir(), 'upshift-dist-'));
  const workspace = join(root, 'workspace');
  mkdirSync(join(workspace, 'assets'), { recursive: true });
  writeFileSync(join(workspace, 'assets/workspace-abc.js'), 'export {};\n');
  writeFileSync(join(workspace, 'assets/workspace-abc.css'), 'body{margin:0}');
  writeFileSync(
    join(workspace, 'manifest.json'),
    JSON.stringify({ js: 'assets/workspace-abc.js', css: 'assets/workspace-abc.css' }),
  );
  const dir = join(root, 'app');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets/main-abc.js'), 'import "./chunk-1.js";\n');
  writeFileSync(join(dir, 'assets/chunk-1.js'), 'export const x = 1;\n');
  writeFileSync(join(dir, 'assets/shadow-def.js'), 'export const mountShadow = () => {};\n');
  for (const file of Object.values(themes)) writeFileSync(join(dir, file), ':root{--x:1}');
  writeFileSync(join(dir, 'loader.js'), '(function(){})();\n');
  writeFileSync(join(dir, 'loader-host.js'), 'export function start() {}\n');
  writeFileSync(join(dir, 'secret.txt'), 'outside the assets folder');
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({
      entries: {
        main: { file: 'assets/main-abc.js', imports: ['assets/chunk-1.js'] },
        shadow: { file: 'assets/shadow-def.js', imports: ['assets/chunk-1.js'] },
      },
      themes,
    }),
  );
  return dir;
}

/** The PostgreSQL server the suite runs against, if any (`.ci/run` starts a throw-away one). */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'] || undefined;

const opened: Db[] = [];
const databases: string[] = [];
let admin: Db | null = null;
/** The next test's database, copied while this one runs (a copy takes about a tenth of a second); kept across files. */
let spare: Promise<string> | null = null;
/** On SQLite, the worker's migrated empty database, which each test's database is opened from. */
let image: Promise<Buffer> | null = null;

/**
 * Closes and drops what the file made, so nothing piles up on the PostgreSQL server. Registered for every file by
 * tests/support/server-setup.ts: files share this module (the project is unisolated). The spare copy stays for
 * the next file; pg-template.ts drops every copy at the end of the run.
 */
export async function closeTestDatabases(): Promise<void> {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  for (const name of databases.splice(0)) {
    if (admin) await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
  }
}

/** A new copy of the run's migrated template (tests/support/pg-template.ts), named after it. */
function copyTemplate(url: string): Promise<string> {
  admin ??= connect({ url, poolSize: 1 });
  const template = inject('pgTemplate');
  const name = `${template}_${randomBytes(8).toString('hex')}`;
  const copied = sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(template)}`.execute(admin).then(() => name);
  // A spare nobody takes must not fail the run as an unhandled rejection; whoever takes it sees the error.
  copied.catch(() => undefined);
  return copied;
}

/**
 * A fresh, migrated, empty database: SQLite in memory, or on TEST_DATABASE_URL a new database copied
 * from the run's migrated template, which is far quicker than migrating.
 */
export async function makeEmptyDb(): Promise<Db> {
  let db: Db;
  if (TEST_DATABASE_URL) {
    const name = await (spare ?? copyTemplate(TEST_DATABASE_URL));
    spare = copyTemplate(TEST_DATABASE_URL);
    databases.push(name);
    // A copy of the migrated template: migrating it again would only read the catalog and take the migrator's lock.
    db = connect({ url: databaseUrl(TEST_DATABASE_URL, name), poolSize: 2 });
  } else {
    // A copy of this worker's migrated image, as PostgreSQL copies its template.
    image ??= sqliteImage();
    db = connect({ sqliteImage: await image });
  }
  opened.push(db);
  return db;
}

/**
 * The scrypt cost of the test servers' and seeds' password hashes: a sign-in at today's cost burns a third of a CPU
 * second, about a minute of the suite. passwords.test.ts and the end-to-end suite keep today's cost.
 */
export const TEST_PASSWORD_COST: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export async function makeDb(seed: SeedData = fixtureSeed()): Promise<Db> {
  const db = await makeEmptyDb();
  await insertSeed(db, seed, { demoIdentities: true, passwordCost: TEST_PASSWORD_COST });
  return db;
}

/** The app as tests build it: the sandbox origins, a dist of its own, quiet, the fixed ZIP directory, cheap password hashes; `deps` adds or replaces. */
export function testApp(db: Db, deps: Partial<AppDeps> = {}) {
  return createApp({
    db,
    appOrigin: APP_ORIGIN,
    siteOrigin: SITE_ORIGIN,
    distDir: makeDist(),
    quiet: true,
    zipDirectory: () => Promise.resolve(fixedZipDirectory(KNOWN_PLACES)),
    passwordCost: TEST_PASSWORD_COST,
    ...deps,
  });
}

export async function makeApp(db?: Db, distDir = makeDist(), now?: () => Date) {
  const database = db ?? (await makeDb());
  return { db: database, app: testApp(database, { distDir, ...(now ? { now } : {}) }) };
}

/** The `name=value` pair of a Set-Cookie header, for sending it back. */
export function cookieOf(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

/** Extracts the CSRF token and page context from a rendered shell. */
export function readShell(html: string): { token: string; header: string; context: unknown } {
  const token = /<meta name="_csrf" content="([^"]*)">/.exec(html)?.[1] ?? '';
  const header = /<meta name="_csrf_header" content="([^"]*)">/.exec(html)?.[1] ?? '';
  const json = /<script type="application\/json" id="upshift-context">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { token, header, context: json === undefined ? undefined : JSON.parse(json) };
}

type RequestingApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** The newest code the sandbox outbox holds for `recipient` (what the shopper reads in their inbox). */
export async function outboxCode(db: Db, recipient: string): Promise<string> {
  const row = await db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient.trim().toLowerCase())
    .where('kind', '=', 'mfa-code')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = row ? /\b(\d{6})\b/.exec(row.body)?.[1] : undefined;
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

/**
 * Proves `email` for a session as a shopper does: asks for a code, reads it in the outbox, enters it.
 * With a test's own message sender (nothing reaches the outbox), the proof is written to the session.
 */
export async function proveEmail(
  app: RequestingApp,
  db: Db,
  s: { cookie: string; token: string },
  email: string,
  o: { viaOutbox?: boolean } = {},
): Promise<void> {
  if (o.viaOutbox === false) {
    const sessionId = s.cookie.split('=')[1] ?? '';
    await db
      .updateTable('sessions')
      .set({ verified_email: email.trim().toLowerCase(), verified_email_at: Date.now() })
      .where('id', '=', sessionId)
      .execute();
    return;
  }
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { Cookie: s.cookie, 'X-CSRF-TOKEN': s.token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/profile/email-code', { email });
  if (sent.status !== 200) throw new Error(`email code not sent: ${sent.status} ${await sent.text()}`);
  const verified = await post('/api/profile/email-code/verify', { email, code: await outboxCode(db, email) });
  const body = (await verified.json()) as { verified?: boolean };
  if (body.verified !== true) throw new Error(`email code not accepted: ${JSON.stringify(body)}`);
}

/** Text with its UUIDs masked: a random id can hold any run of digits, so a search for a leaked number must skip them. */
export const withoutIds = (text: string): string =>
  text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>');
