/**
 * Security headers on every response: the app and API server and the demo dealer site send a CSP,
 * `X-Content-Type-Options: nosniff`, a Referrer-Policy and a Permissions-Policy on HTML, JSON, assets,
 * errors, 404s, redirects and preflights alike, without loosening a page's own CSP (the shells'
 * script policy, /embed's frame-ancestors).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../site/app.ts';
import { CRM_OUTAGE_PATH, LEAD_INBOX_PATH } from '../../site/lead-inbox.ts';
import { buildSeed } from '../db/seed/seed-data.ts';
import { insertSeed } from '../db/seed/seed.ts';
import { createStripeProvider } from '../services/payments/stripe-provider.ts';
import type { AppDeps } from '../services/app-deps.ts';
import {
  APP_ORIGIN,
  cookieOf,
  makeApp,
  makeDb,
  makeEmptyDb,
  readShell,
  SITE_ORIGIN,
  testApp,
} from '../test-support.ts';

type Probe = { name: string; res: Response };

function expectHeaders({ name, res }: Probe): void {
  expect(res.headers.get('content-security-policy'), name).toMatch(/\S/);
  expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), name).toMatch(/\S/);
  expect(res.headers.get('permissions-policy'), name).toMatch(/camera=\(\)/);
}

describe('security headers of the app and API server', () => {
  it('are on every kind of response', async () => {
    const { app } = await makeApp();
    const probes: Probe[] = [];
    const probe = async (name: string, path: string, init?: RequestInit, status?: number) => {
      const res = await app.request(path, init);
      if (status !== undefined) expect(res.status, name).toBe(status);
      probes.push({ name, res });
      return res;
    };
    const shell = await probe('iframe shell', '/embed?campaign=main', undefined, 200);
    await probe('standalone shell', '/account/login', undefined, 200);
    await probe('fallback page', '/no/such/page/here.php', undefined, 404);
    await probe('missing campaign', '/embed', undefined, 400);
    await probe('unknown campaign', '/embed?campaign=nope', undefined, 404);
    await probe('JSON', '/api/states', undefined, 200);
    await probe('JSON with session', '/api/page-context?campaign=main', undefined, 200);
    await probe('health', '/healthz', undefined, 200);
    await probe('400', '/api/vehicles/bad%20id!', undefined, 400);
    await probe('API 404', '/api/nothing-here', undefined, 404);
    await probe('403', '/api/log-fe-message', { method: 'POST' }, 403);
    await probe(
      '413',
      '/api/log-fe-message',
      { method: 'POST', headers: { 'Content-Length': '200000' }, body: 'x'.repeat(200_000) },
      413,
    );
    await probe('loader', '/loader.js', undefined, 200);
    await probe('shadow entry', '/shadow.js', undefined, 200);
    await probe('asset', '/assets/chunk-1.js', undefined, 200);
    await probe('missing asset', '/assets/nope.js', undefined, 404);
    await probe('image', '/images/stock/sedan.svg', undefined, 200);
    await probe(
      'preflight',
      '/api/log-fe-message',
      { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' } },
      204,
    );
    const cookie = cookieOf(shell);
    const { token } = readShell(await shell.clone().text());
    await probe(
      'redirect',
      '/logout',
      {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `_csrf=${token}`,
      },
      303,
    );
    for (const p of probes) expectHeaders(p);

    const csp = (name: string) => probes.find((p) => p.name === name)?.res.headers.get('content-security-policy');
    // The shells keep their own policy: no inline script at all, and /embed framable by the
    // campaign's dealer origins.
    expect(csp('iframe shell')).toMatch(/script-src 'self'[;\s]/);
    expect(csp('iframe shell')).not.toContain('nonce-');
    expect(csp('iframe shell')).toContain(`frame-ancestors ${SITE_ORIGIN}`);
    // The app origin frames its own /embed (the workspace theme preview), and only that page; no X-Frame-Options.
    expect(csp('iframe shell')).toMatch(new RegExp(`frame-ancestors ${SITE_ORIGIN} 'self'$`));
    expect(probes.every((p) => p.res.headers.get('x-frame-options') === null)).toBe(true);
    expect(csp('standalone shell')).toContain("frame-ancestors 'none'");
    expect(csp('JSON')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(csp('image')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});

describe("the shells' policy and the payment provider's card form", () => {
  const frameSrc = (csp: string) => /frame-src ([^;]*)/.exec(csp)?.[1] ?? null;
  const shellCsp = async (deps: Partial<AppDeps>) => {
    const app = testApp(await makeDb(), deps);
    const res = await app.request('/embed?campaign=main');
    expect(res.status).toBe(200);
    return res.headers.get('content-security-policy') ?? '';
  };

  it('frames the sandbox provider from its origin, Stripe.js from js.stripe.com, nothing without a provider', async () => {
    const keys = { secretKey: 'sk_test_a', publishableKey: 'pk_test_b', webhookSecret: 'whsec_c' };
    const sandbox = await shellCsp({
      paymentProvider: createStripeProvider({ ...keys, sandboxOrigin: 'http://127.0.0.1:4175' }),
    });
    expect(frameSrc(sandbox)).toBe("'self' http://127.0.0.1:4175");
    expect(sandbox).toMatch(/script-src 'self';/);
    const stripe = await shellCsp({ paymentProvider: createStripeProvider(keys) });
    expect(frameSrc(stripe)).toBe("'self' https://js.stripe.com");
    expect(stripe).toMatch(/script-src 'self' https:\/\/js\.stripe\.com;/);
    expect(frameSrc(await shellCsp({ paymentProvider: null }))).toBeNull();
  });
});

describe('security headers of the demo dealer site', () => {
  let site: ReturnType<typeof createSiteApp>;
  beforeAll(async () => {
    const db = await makeEmptyDb();
    await insertSeed(db, buildSeed({ siteOrigin: SITE_ORIGIN, appHost: '127.0.0.1' }));
    site = createSiteApp({ db, appOrigin: APP_ORIGIN, siteOrigin: SITE_ORIGIN });
  });

  it('are on every kind of response, and the dealer pages allow the widget from the app origin', async () => {
    const probes: Probe[] = [];
    const probe = async (name: string, path: string, init?: RequestInit, status?: number) => {
      const res = await site.request(path, init);
      if (status !== undefined) expect(res.status, name).toBe(status);
      probes.push({ name, res });
      return res;
    };
    await probe('home', '/', undefined, 200);
    await probe('inventory', '/inventory', undefined, 200);
    await probe('shadow page', '/shadow', undefined, 200);
    await probe('unknown campaign', '/?campaign=nope', undefined, 404);
    await probe('404', '/no/such/page', undefined, 404);
    await probe('style sheet', '/site.css', undefined, 200);
    await probe('console', '/console', undefined, 200);
    await probe('console script', '/console.js', undefined, 200);
    await probe('outbox', '/outbox', undefined, 200);
    await probe('CRM 400', '/crm/adf', {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml' },
      body: '<x/>',
    });
    await probe('OPTIONS', '/crm/adf', { method: 'OPTIONS', headers: { Origin: 'https://crm.example' } });
    const inbox = await probe('lead inbox', LEAD_INBOX_PATH, undefined, 200);
    const token = /name="_csrf" value="([^"]+)"/.exec(await inbox.clone().text())?.[1] ?? '';
    await probe(
      'redirect',
      CRM_OUTAGE_PATH,
      {
        method: 'POST',
        headers: { Cookie: cookieOf(inbox), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `_csrf=${token}&outage=off`,
      },
      303,
    );
    for (const p of probes) expectHeaders(p);

    const home = probes.find((p) => p.name === 'home')?.res.headers.get('content-security-policy') ?? '';
    // The loader, its iframe and the shadow mount's module, styles and API calls come from the app origin.
    expect(home).toMatch(new RegExp(`script-src [^;]*${APP_ORIGIN.replace(/\./g, '\\.')}`));
    expect(home).toMatch(/script-src [^;]*'sha256-/);
    expect(home).toContain('frame-src *');
    expect(home).toMatch(new RegExp(`connect-src [^;]*${APP_ORIGIN.replace(/\./g, '\\.')}`));
    expect(home).toContain("object-src 'none'");
  });
});
