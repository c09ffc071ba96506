import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChatConfigSchema } from '../../../../src/contract/external-scripts.ts';
import { LocaleBodySchema, PayoffUpdatedResponseSchema } from '../../../../src/contract/shell.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { PageContextSchema, ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { buildPageContext, KNOWN_FEATURE_FLAGS } from '../../services/context-builder.ts';
import { parseFlagsOverride } from './pages.ts';
import { getCampaignDetails } from '../../db/campaigns-repo.ts';
import { getPayoffUpdatedInfo } from '../../db/shell-repo.ts';
import { insertSeed, seedDb, type SeedData } from '../../db/seed/seed.ts';
import { buildSeed, DEMO_USER, RIVERSIDE_CHAT_SCRIPT } from '../../db/seed/seed-data.ts';
import { HttpError } from '../errors.ts';
import { createSession, shellCsp } from '../security.ts';
import { renderShell } from '../shell.ts';
import { fixtureSeed, makeApp, makeDb, makeEmptyDb, USER } from '../../test-support.ts';
import { json, Visitor } from './deal-fixtures.ts';
import { PAYOFF_NEEDS_LOGIN } from './shell.ts';

const SCRIPT = Buffer.from('console.log("chat")', 'utf8').toString('base64');
const OTHER = { email: 'no-trade@upshift.test', password: 'NoTrade#1' };

function shellSeed(): SeedData {
  const base = fixtureSeed();
  return {
    ...base,
    users: [
      ...base.users,
      { ...base.users[0]!, id: 'u2', email: OTHER.email, password: OTHER.password, firstName: 'Noel' },
    ],
    trades: [{ id: 't1', userId: 'u1', vehicleName: '2018 Honda Civic EX', offer: 14_500, payoff: 6_200 }],
    chatConfigs: [
      {
        dealerId: 'd1',
        chatEnabled: true,
        isDealerChat: true,
        script: SCRIPT,
        isReputationChat: false,
        widgetId: null,
        tenantKey: null,
      },
      {
        dealerId: 'd2',
        chatEnabled: true,
        isDealerChat: false,
        script: null,
        isReputationChat: true,
        widgetId: 'rw-2',
        tenantKey: 'second-auto',
      },
    ],
    payoffUpdates: [{ id: 'p1', tradeId: 't1', vin: '2HGFC2F70JH512874', oldOffer: 15_200, oldPayoff: 6_450 }],
  };
}

async function shellApp() {
  const db = await makeEmptyDb();
  await insertSeed(db, shellSeed());
  return await makeApp(db);
}

describe('GET /api/dealer_chat_config/dealer/:dealerId', () => {
  it("answers each dealer's config: the dealer's own script, or the reputation widget", async () => {
    const { app } = await shellApp();
    const own = await json(app.request('/api/dealer_chat_config/dealer/d1'), ChatConfigSchema);
    expect(own).toEqual({
      chatEnabled: true,
      isDealerChat: true,
      script: SCRIPT,
      isReputationChat: false,
      widgetId: null,
      tenantKey: null,
    });
    const widget = await json(app.request('/api/dealer_chat_config/dealer/d2'), ChatConfigSchema);
    expect(widget).toMatchObject({
      chatEnabled: true,
      isReputationChat: true,
      widgetId: 'rw-2',
      tenantKey: 'second-auto',
    });
  });

  it('answers chat off for a dealer without settings, 404 for an unknown dealer, 400 for a bad id', async () => {
    const { app } = await makeApp();
    expect(await json(app.request('/api/dealer_chat_config/dealer/d1'), ChatConfigSchema)).toMatchObject({
      chatEnabled: false,
      script: null,
    });
    const missing = await app.request('/api/dealer_chat_config/dealer/d999');
    expect(missing.status).toBe(404);
    expect(v.parse(ErrorBodySchema, await missing.json()).message).toBe('Dealer not found');
    expect((await app.request('/api/dealer_chat_config/dealer/d%201')).status).toBe(400);
  });
});

describe('PUT /api/session/locale', () => {
  const pageLocale = async (visitor: Visitor, requested = 'en') =>
    (await json(visitor.get(`/api/page-context?campaign=main&locale=${requested}`), ShadowBootSchema)).context.locale;

  it("keeps the shopper's language for the next page load, over the embed's default", async () => {
    const { app } = await makeApp();
    const visitor = await Visitor.start(app);
    expect(await pageLocale(visitor, 'en')).toBe('en');
    const res = await visitor.post('/api/session/locale', { locale: 'es' }, 'PUT');
    expect(await json(Promise.resolve(res), LocaleBodySchema)).toEqual({ locale: 'es' });
    expect(await pageLocale(visitor, 'en')).toBe('es');
    // The standalone shell starts in it too: <html lang> and the context.
    const shell = await app.request('/', { headers: { Cookie: visitor.cookie } });
    expect(await shell.text()).toContain('<html lang="es">');
  });

  it('carries the choice through sign-in into the profile, where another browser finds it', async () => {
    const { app } = await makeApp();
    const first = await Visitor.start(app);
    await first.post('/api/session/locale', { locale: 'es' }, 'PUT');
    await first.login();
    expect(await pageLocale(first)).toBe('es');
    const second = await Visitor.start(app);
    expect(await pageLocale(second)).toBe('en');
    await second.login();
    expect(await pageLocale(second)).toBe('es');
    // Signed in, a new choice goes to the profile as well.
    await second.post('/api/session/locale', { locale: 'en' }, 'PUT');
    const third = await Visitor.start(app);
    await third.login();
    expect(await pageLocale(third, 'es')).toBe('en');
  });

  it('refuses an unknown language (400 with the field) and a call without the CSRF token (403)', async () => {
    const { app } = await makeApp();
    const visitor = await Visitor.start(app);
    const bad = await visitor.post('/api/session/locale', { locale: 'fr' }, 'PUT');
    expect(bad.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await bad.json()).fieldErrors).toEqual([
      { field: 'locale', message: 'Locale must be en or es' },
    ]);
    const forged = await app.request('/api/session/locale', {
      method: 'PUT',
      headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: 'es' }),
    });
    expect(forged.status).toBe(403);
    expect(await pageLocale(visitor)).toBe('en');
  });
});

describe('GET /api/trade/payoff-updated', () => {
  it('answers 401 when logged out', async () => {
    const { app } = await shellApp();
    const visitor = await Visitor.start(app);
    const res = await visitor.get('/api/trade/payoff-updated');
    expect(res.status).toBe(401);
    expect(v.parse(ErrorBodySchema, await res.json()).message).toBe(PAYOFF_NEEDS_LOGIN);
  });

  it("answers the user's revaluation: old and new offer, payoff and net offer, and the difference", async () => {
    const { app } = await shellApp();
    const visitor = await Visitor.start(app);
    await visitor.login(USER);
    const res = await visitor.get('/api/trade/payoff-updated');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(PayoffUpdatedResponseSchema, await res.json())).toEqual({
      info: {
        vehicleName: '2018 Honda Civic EX',
        vin: '2HGFC2F70JH512874',
        oldTradeOffer: 15_200,
        oldPayoff: 6_450,
        oldNetOffer: 8_750,
        newTradeOffer: 14_500,
        newPayoff: 6_200,
        newNetOffer: 8_300,
        difference: -450,
      },
    });
  });

  it('answers { info: null } for a user whose trade was not revalued', async () => {
    const { app } = await shellApp();
    const visitor = await Visitor.start(app);
    await visitor.login(OTHER);
    expect(await json(visitor.get('/api/trade/payoff-updated'), PayoffUpdatedResponseSchema)).toEqual({ info: null });
  });
});

describe('vendor scripts', () => {
  it('serves both from the app origin as JavaScript', async () => {
    const { app } = await makeApp();
    for (const path of ['/vendor/cobrowse/loader.js', '/vendor/reputation/widget.js']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const source = await res.text();
      expect(source).toContain('document.currentScript');
      expect(source).not.toMatch(/innerHTML|eval\(/);
    }
  });
});

describe('CSP nonce', () => {
  const MANIFEST = {
    entries: { main: { file: 'assets/main.js', imports: [] } },
    themes: {},
    chunks: {},
  } as unknown as Parameters<typeof renderShell>[0]['manifest'];

  it('puts the nonce in script-src only when given', () => {
    expect(shellCsp("'none'")).toContain("script-src 'self';");
    expect(shellCsp("'none'", 'abc123abc123abc123abc1==')).toContain(
      "script-src 'self' 'nonce-abc123abc123abc123abc1=='; style-src 'self'",
    );
  });

  // The dealer's chat runs in a sandboxed frame of its own, never inline in the app's page.
  it('renders no nonce meta tag in the app shell', async () => {
    const db = await makeDb();
    const details = await getCampaignDetails(db, 'main');
    if (!details) throw new Error('no campaign');
    const session = await createSession(db, null);
    const context = await buildPageContext(db, {
      details,
      session,
      mode: 'iframe',
      overlayEnabled: true,
      locale: 'en',
      apiBase: '',
      refererUrl: null,
    });
    expect(renderShell({ context, csrfToken: 't', manifest: MANIFEST })).not.toContain('csp-nonce');
  });
});

describe('feature flags override (?flags=)', () => {
  it('accepts known flags, drops duplicates, and reads none or an empty value as no flags', () => {
    expect(parseFlagsOverride(undefined)).toBeUndefined();
    expect(parseFlagsOverride('')).toEqual([]);
    expect(parseFlagsOverride('none')).toEqual([]);
    expect(parseFlagsOverride('ENABLE_CO_BROWSE,HIDE_FLOATING_FOOTERS,ENABLE_CO_BROWSE')).toEqual([
      'ENABLE_CO_BROWSE',
      'HIDE_FLOATING_FOOTERS',
    ]);
    expect(KNOWN_FEATURE_FLAGS).toHaveLength(11);
  });

  it('refuses an unknown flag with a 400 naming it', () => {
    let error: unknown;
    try {
      parseFlagsOverride('ENABLE_CO_BROWSE,DROP_TABLES');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).fieldErrors).toEqual([{ field: 'flags.1', message: 'Unknown feature flag' }]);
  });

  it("replaces the campaign's flags in the page context for that render only", async () => {
    const db = await makeDb();
    const details = await getCampaignDetails(db, 'main');
    if (!details) throw new Error('no campaign');
    const base = {
      details,
      session: await createSession(db, null),
      mode: 'iframe' as const,
      overlayEnabled: true,
      locale: 'en' as const,
      apiBase: '',
      refererUrl: null,
    };
    const overridden = await buildPageContext(db, { ...base, featureFlags: ['ENABLE_CO_BROWSE'] });
    expect(v.parse(PageContextSchema, overridden).campaign.featureFlags).toEqual(['ENABLE_CO_BROWSE']);
    expect((await buildPageContext(db, base)).campaign.featureFlags).toEqual([]);
    expect(details.campaign.featureFlags).toEqual([]);
  });
});

describe('seed', () => {
  const seed = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1' });

  it('gives one dealer its own chat script, one the reputation widget, and turns chat off for the rest', () => {
    const on = seed.chatConfigs.filter((c) => c.chatEnabled);
    expect(on.map((c) => [c.dealerId, c.isDealerChat, c.isReputationChat])).toEqual([
      ['d100', true, false],
      ['d400', false, true],
    ]);
    expect(Buffer.from(on[0]?.script ?? '', 'base64').toString('utf8')).toBe(RIVERSIDE_CHAT_SCRIPT);
    expect(RIVERSIDE_CHAT_SCRIPT).not.toMatch(/innerHTML|eval\(/);
    const dealers = seed.dealers.map((d) => d.id).sort();
    expect(seed.chatConfigs.map((c) => c.dealerId).sort()).toEqual(dealers);
  });

  it('gives the demo user a revalued trade, and seeding again changes nothing', async () => {
    const db = await makeEmptyDb();
    const origins = { siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1' };
    await seedDb(db, () => seed, origins);
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_USER.email)
      .executeTakeFirstOrThrow();
    expect((await getPayoffUpdatedInfo(db, demo.id))?.difference).toBe(-450);
    await insertSeed(db, seed);
    expect(await seedDb(db, () => seed, origins)).toBe('unchanged');
    const chats = await db
      .selectFrom('dealer_chat_config')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(chats.n)).toBe(6);
    expect((await getPayoffUpdatedInfo(db, demo.id))?.newNetOffer).toBe(8_300);
  });
});
