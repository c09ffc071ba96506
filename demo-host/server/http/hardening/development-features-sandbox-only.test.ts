/**
 * Development features exist only in the sandbox deployments (dev, test, qa, sandbox): a
 * deployment named anything else (production, staging, beta, prod) has no outbox, no development
 * IdP, no `/api/dev/*`, no sandbox pages, ignores `?flags=`, refuses to start without its finance
 * key, and seeds no demo accounts with published passwords.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../../../src/contract/auth.ts';
import { PageContextSchema, ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { createSiteApp } from '../../../site/app.ts';
import { readConfig } from '../../config.ts';
import { buildSeed } from '../../db/seed/seed-data.ts';
import { SEED_ACCOUNTS } from '../../db/seed/seed-identity.ts';
import { SEED_GHOSTS } from '../../db/seed/seed-ghosts.ts';
import { seedDb } from '../../db/seed/seed.ts';
import { FINANCE_KEY_REQUIRED, isSandboxDeployment } from '../../domain/deployment.ts';
import { DEV_IDP_JWKS_PATH } from '../../sandbox/identity/dev-idp.ts';
import { financeCipherFor } from '../../services/index.ts';
import { APP_ORIGIN, cookieOf, makeEmptyDb, readShell, SITE_ORIGIN, testApp } from '../../test-support.ts';

const REAL = ['production', 'staging', 'beta', 'prod'];
const SANDBOXES = ['dev', 'test', 'qa', 'sandbox'];
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const KEY = Buffer.alloc(32, 7).toString('base64');

async function deployment(environment: string, demoIdentities = isSandboxDeployment(environment)) {
  const db = await makeEmptyDb();
  await seedDb(db, buildSeed, { siteOrigin: SITE_ORIGIN, appHost: new URL(APP_ORIGIN).host }, { demoIdentities });
  const app = testApp(db, {
    environment,
  });
  const site = createSiteApp({ db, appOrigin: APP_ORIGIN, siteOrigin: SITE_ORIGIN, environment });
  return { db, app, site };
}

const SANDBOX_PAGES = [
  '/outbox',
  '/lead-inbox',
  '/call-center',
  '/call-center/hours',
  '/credit-bureau',
  '/sandbox-lender',
  '/sandbox-payments',
];

describe('a deployment that is not a sandbox', { timeout: 120_000 }, () => {
  for (const environment of REAL) {
    it(`${environment}: no outbox, sandbox pages, /api/dev/*, development IdP or ?flags=`, async () => {
      const { app, site } = await deployment(environment);
      for (const path of SANDBOX_PAGES) expect((await site.request(path)).status, path).toBe(404);
      expect((await site.request('/crm/adf', { method: 'POST', body: '<adf/>' })).status).toBe(404);
      const console = await site.request('/console');
      expect(console.status).toBe(200);
      const page = await console.text();
      expect(page).not.toContain('href="/outbox"');
      expect(page).not.toContain('Test identities');
      for (const account of SEED_ACCOUNTS) expect(page).not.toContain(account.password);

      const ghost = SEED_GHOSTS[0]!.seedName;
      expect((await app.request(`/api/dev/ghost-lead-cookie/${ghost}`)).status).toBe(404);
      expect((await app.request('/api/dev/trade/expire')).status).toBe(404);
      expect((await app.request(DEV_IDP_JWKS_PATH)).status).toBe(404);

      const flagsOf = async (query: string) => {
        const boot = await app.request(`/api/page-context?campaign=demo-ecommerce${query}`);
        expect(boot.status).toBe(200);
        const { context } = v.parse(ShadowBootSchema, await boot.json());
        expect(context.oneTap).toBeNull();
        return context.campaign.featureFlags;
      };
      const own = await flagsOf('');
      expect(own.length).toBeGreaterThan(0);
      expect(await flagsOf('&flags=none')).toEqual(own);
      const shell = await app.request('/embed?campaign=demo-ecommerce&flags=NOPE');
      expect(shell.status).toBe(200);
      expect(v.parse(PageContextSchema, readShell(await shell.text()).context).oneTap).toBeNull();

      // Without its own key nothing is sealed with the public development key.
      expect(financeCipherFor({ environment })).toBeNull();
    });
  }

  it('seeds no demo account, prospect or ghost lead: the published password signs nobody in', async () => {
    const { db, app } = await deployment('staging');
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('prospects').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('ghost_leads').select('id').execute()).toEqual([]);
    // What the rest of the app needs still seeds.
    expect((await db.selectFrom('campaigns').select('slug').execute()).length).toBeGreaterThan(0);
    expect((await db.selectFrom('dealers').select('id').execute()).length).toBeGreaterThan(0);
    expect((await db.selectFrom('vehicles').select('id').execute()).length).toBeGreaterThan(0);

    const boot = await app.request('/api/page-context?campaign=demo-ecommerce');
    const token = v.parse(ShadowBootSchema, await boot.json()).csrf.token;
    const account = SEED_ACCOUNTS[0]!;
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { Cookie: cookieOf(boot), 'X-CSRF-TOKEN': token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(v.parse(LoginResponseSchema, await res.json()).success).toBe(false);
  });
});

describe('the sandbox deployments', { timeout: 120_000 }, () => {
  for (const environment of SANDBOXES) {
    it(`${environment}: keeps its development features and demo accounts`, async () => {
      const { db, app, site } = await deployment(environment);
      for (const path of SANDBOX_PAGES) expect((await site.request(path)).status, path).toBe(200);
      expect(await (await site.request('/console')).text()).toContain('Test identities');
      expect((await app.request(DEV_IDP_JWKS_PATH)).status).toBe(200);
      expect((await app.request(`/api/dev/ghost-lead-cookie/${SEED_GHOSTS[0]!.seedName}`)).status).toBe(200);
      expect((await db.selectFrom('users').select('id').execute()).length).toBeGreaterThan(0);
      expect(financeCipherFor({ environment })).not.toBeNull();
    });
  }
});

describe('start-up without FINANCE_DATA_KEY', { timeout: 120_000 }, () => {
  for (const environment of REAL) {
    it(`is refused in ${environment} with one line`, () => {
      expect(() => readConfig({ DEPLOYMENT_ENV: environment })).toThrow(FINANCE_KEY_REQUIRED);
      expect(readConfig({ DEPLOYMENT_ENV: environment, FINANCE_DATA_KEY: KEY }).financeDataKey).toHaveLength(32);
    });
  }

  it('is allowed in the sandboxes, which use the public development key', () => {
    for (const environment of SANDBOXES) expect(readConfig({ DEPLOYMENT_ENV: environment }).financeDataKey).toBeNull();
  });

  it('rejects a deployment name that is not lower case, rather than guessing what it means', () => {
    for (const environment of ['PRODUCTION', 'Prod', 'DEV'])
      expect(() => readConfig({ DEPLOYMENT_ENV: environment, FINANCE_DATA_KEY: KEY })).toThrow(/lower-case/);
  });

  it('the server process exits non-zero with that line in staging', () => {
    const dir = mkdtempSync(join(tmpdir(), 'upshift-staging-'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      DEPLOYMENT_ENV: 'staging',
      DB_PATH: join(dir, 'db.sqlite'),
      APP_PORT: '0',
      QUIET: '1',
    };
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['demo-host/start.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr.trim()).toBe(FINANCE_KEY_REQUIRED);
  });
});
