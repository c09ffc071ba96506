import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_FOUND,
  ADMINS_ONLY,
  ORIGIN_HTTP_REFUSED,
  ORIGIN_MESSAGE,
  SLUG_TAKEN,
  WEBSITE_MESSAGE,
  type CampaignAnswer,
  type EditableCampaign,
  type SiteCheckAnswer,
} from '../../../../src/contract/workspace-onboarding.ts';
import { PHONE_MESSAGE } from '../../../../src/contract/phone.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import type { Db } from '../../db/schema.ts';
import { DEVELOPMENT_FINANCE_DATA_KEY, parseFinanceDataKey } from '../../services/finance/field-cipher.ts';
import { APP_ORIGIN, makeDb, testApp } from '../../test-support.ts';
import {
  addStaff,
  ADMIN,
  AGENT_1,
  MANAGER_1,
  MANAGER_2,
  staffClient,
  type TestStaff,
} from './workspace-test-support.ts';

let db: Db;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb();
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  app = testApp(db);
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}

const CAMPAIGN = {
  name: 'Hill Country Motors',
  title: 'Shop Hill Country',
  productId: 102,
  channel: 'ecommerce',
  tenantId: 'tenant-hill',
  programId: null,
  pinEnabled: false,
  warrantyEnabled: true,
  callCenterEnabled: true,
  paymentType: 'FINANCE',
  ssos: [],
  noPaymentDays: null,
  stockTypeConditions: ['NEW', 'USED'],
  featureFlags: ['HIDE_FLOATING_FOOTERS'],
  disabledPages: [],
  allowedOrigins: ['HTTPS://WWW.Hill-Country.example:443/'],
} as const;

const NEW_DEALER = {
  dealer: {
    name: 'Hill Country Motors',
    address: '1 Main St',
    city: 'austin',
    stateCode: 'tx',
    zipCode: '78701',
    timeZone: 'America/Chicago',
    phoneNumber: '(512) 555-0123',
    website: 'https://hill-country.example',
  },
  campaign: { slug: 'hill-country', ...CAMPAIGN },
} satisfies Record<string, unknown>;

const fieldsOf = async (res: Response) =>
  (await json<{ fieldErrors: { field: string; message: string }[] }>(res)).fieldErrors;

describe('creating a dealer and its campaign', () => {
  it('lets a platform admin create both, verified and normalised, audited, in every dealer picker', async () => {
    const admin = await signedIn(ADMIN);
    const res = await admin.call('POST', '/onboarding/dealers', NEW_DEALER);
    expect(res.status).toBe(201);
    const made = await json<{ dealer: { id: string; name: string } }>(res);
    expect(made).toMatchObject({ dealer: { name: 'Hill Country Motors' }, campaigns: [{ slug: 'hill-country' }] });
    const id = made.dealer.id;

    const row = await db.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // The verified place, the phone's ten digits.
    expect(row).toMatchObject({ city: 'Austin', state_code: 'TX', zip_code: '78701', phone_number: '5125550123' });
    const campaign = await json<CampaignAnswer>(await admin.call('GET', '/campaigns/hill-country/settings'));
    expect(campaign.dealers).toEqual([{ id, name: 'Hill Country Motors' }]);
    expect(campaign.settings.allowedOrigins).toEqual(['https://www.hill-country.example']);

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'record_id'])
      .where('action', '=', 'dealer.create')
      .execute();
    expect(audit).toEqual([{ action: 'dealer.create', record_id: id }]);
    // A platform admin's dealer picker lists every dealer, the new one too.
    const me = await json<{ dealers: { id: string }[] }>(await admin.call('GET', '/me'));
    expect(me.dealers.map((d) => d.id)).toContain(id);
    const list = await json<{ dealer: { id: string } }[]>(await admin.call('GET', '/onboarding/dealers'));
    expect(list.map((d) => d.dealer.id)).toContain(id);
    // The widget's embed page now lets the dealer's origin frame the campaign.
    const embed = await app.request('/embed?campaign=hill-country');
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors https://www.hill-country.example');
  });

  it('refuses managers and agents with a 403', async () => {
    for (const m of [MANAGER_1, AGENT_1]) {
      const c = await signedIn(m);
      const res = await c.call('POST', '/onboarding/dealers', NEW_DEALER);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ message: ADMINS_ONLY });
      expect((await c.call('GET', '/onboarding/dealers')).status).toBe(403);
    }
  });

  it('answers bad input with a 400 and each field’s error, a taken slug included', async () => {
    const admin = await signedIn(ADMIN);
    const bad = await admin.call('POST', '/onboarding/dealers', {
      dealer: { ...NEW_DEALER.dealer, phoneNumber: '555-012', timeZone: 'Mars/Olympus', website: 'http://x.example' },
      campaign: {
        ...NEW_DEALER.campaign,
        slug: 'Bad Slug',
        allowedOrigins: ['https://*.example', 'https://a.example/path'],
      },
    });
    expect(bad.status).toBe(400);
    const fields = await fieldsOf(bad);
    expect(fields.map((f) => f.field).sort()).toEqual([
      'campaign.allowedOrigins.0',
      'campaign.allowedOrigins.1',
      'campaign.slug',
      'dealer.phoneNumber',
      'dealer.timeZone',
      'dealer.website',
    ]);
    expect(fields.find((f) => f.field === 'dealer.phoneNumber')?.message).toBe(PHONE_MESSAGE);
    expect(fields.find((f) => f.field === 'campaign.allowedOrigins.0')?.message).toBe(ORIGIN_MESSAGE);

    const taken = await admin.call('POST', '/onboarding/dealers', {
      ...NEW_DEALER,
      campaign: { ...NEW_DEALER.campaign, slug: 'main' },
    });
    expect(taken.status).toBe(400);
    expect(await fieldsOf(taken)).toEqual([{ field: 'campaign.slug', message: SLUG_TAKEN }]);

    const nowhere = await admin.call('POST', '/onboarding/dealers', {
      ...NEW_DEALER,
      dealer: { ...NEW_DEALER.dealer, zipCode: '00001' },
    });
    expect(nowhere.status).toBe(400);
    expect(await fieldsOf(nowhere)).toEqual([{ field: 'dealer.zipCode', message: ADDRESS_NOT_FOUND }]);
    expect(await db.selectFrom('dealers').select('id').execute()).toHaveLength(2);
  });

  it('refuses plain http origins outside a sandbox', async () => {
    app = testApp(db, { environment: 'prod', financeDataKey: parseFinanceDataKey(DEVELOPMENT_FINANCE_DATA_KEY) });
    const admin = await signedIn(ADMIN);
    const res = await admin.call('POST', '/onboarding/dealers', {
      ...NEW_DEALER,
      campaign: { ...NEW_DEALER.campaign, allowedOrigins: ['http://localhost:4173'] },
    });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual([{ field: 'campaign.allowedOrigins.0', message: ORIGIN_HTTP_REFUSED }]);
  });
});

describe('campaign settings and the dealer profile', () => {
  const settingsOf = async (c: ReturnType<typeof staffClient>, slug: string) =>
    (await json<CampaignAnswer>(await c.call('GET', `/campaigns/${slug}/settings`))).settings;

  it('lets a manager of every dealer of the campaign edit it, versioned and revertible; not another’s', async () => {
    const admin = await signedIn(ADMIN);
    const before = await settingsOf(admin, 'upgrade');
    // `upgrade` is d2's alone: its manager edits it, d1's manager does not; `main` spans d1 and d2.
    const m2 = await signedIn(MANAGER_2);
    const saved = await m2.call('PUT', '/campaigns/upgrade/settings', {
      ...before,
      pinEnabled: true,
      allowedOrigins: [...before.allowedOrigins, 'https://new.example'],
    });
    expect(saved.status).toBe(200);
    expect((await json<CampaignAnswer>(saved)).settings).toMatchObject({ pinEnabled: true });
    const m1 = await signedIn(MANAGER_1);
    const refused = await m1.call('PUT', '/campaigns/upgrade/settings', before);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ message: NOT_YOUR_DEALER });
    expect((await m1.call('GET', '/campaigns/main/settings')).status).toBe(403);
    expect((await (await signedIn(AGENT_1)).call('GET', '/campaigns/main/settings')).status).toBe(403);

    const history = await json<{ versions: { changed: string[] }[] }>(
      await m2.call('GET', '/settings/campaign/upgrade/history'),
    );
    expect(history.versions[0]?.changed.sort()).toEqual(['allowedOrigins', 'pinEnabled']);
    expect((await m2.call('POST', '/settings/campaign/upgrade/revert')).status).toBe(200);
    expect(await settingsOf(m2, 'upgrade')).toEqual(before);
  });

  it('keeps the dealer profile as a versioned document with the verified address', async () => {
    const m1 = await signedIn(MANAGER_1);
    const { profile } = await json<{ profile: Record<string, string> }>(await m1.call('GET', '/dealers/d1/profile'));
    const res = await m1.call('PUT', '/dealers/d1/profile', { ...profile, name: 'First Motors of Austin', city: 'x' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ profile: { name: 'First Motors of Austin', city: 'Austin' } });
    const history = await json<{ versions: { changed: string[] }[] }>(
      await m1.call('GET', '/settings/dealer-profile/d1/history'),
    );
    expect(history.versions[0]?.changed).toEqual(['name']);
    expect((await m1.call('GET', '/dealers/d2/profile')).status).toBe(403);
  });
});

describe('the campaigns a member may change', () => {
  const slugsOf = async (c: ReturnType<typeof staffClient>) => {
    const res = await c.call('GET', '/onboarding/campaigns');
    expect(res.status).toBe(200);
    return (await json<EditableCampaign[]>(res)).map((x) => x.slug);
  };

  it('lists a manager the campaigns of only their dealers, an admin every one, and refuses agents', async () => {
    // `upgrade` is d2's alone; `main` spans d1 and d2, so neither manager alone may change it.
    const m2 = await signedIn(MANAGER_2);
    const mine = await json<EditableCampaign[]>(await m2.call('GET', '/onboarding/campaigns'));
    expect(mine).toContainEqual({
      slug: 'upgrade',
      name: expect.any(String),
      dealers: [{ id: 'd2', name: expect.any(String) }],
    });
    expect(mine.map((c) => c.slug)).not.toContain('main');
    expect(mine.every((c) => c.dealers.every((d) => d.id === 'd2'))).toBe(true);
    // Each one listed opens for them.
    for (const c of mine) expect((await m2.call('GET', `/campaigns/${c.slug}/settings`)).status).toBe(200);

    const m1Slugs = await slugsOf(await signedIn(MANAGER_1));
    expect(m1Slugs).not.toContain('upgrade');
    expect(m1Slugs).not.toContain('main');
    expect(await slugsOf(await signedIn(ADMIN))).toEqual(expect.arrayContaining(['main', 'upgrade']));

    const refused = await (await signedIn(AGENT_1)).call('GET', '/onboarding/campaigns');
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ message: MANAGERS_ONLY });
  });

  it('lists a new dealer’s campaign to its manager once they are on that dealer', async () => {
    const admin = await signedIn(ADMIN);
    const created = await json<{ dealer: { id: string } }>(await admin.call('POST', '/onboarding/dealers', NEW_DEALER));
    expect(await slugsOf(await signedIn(MANAGER_1))).not.toContain('hill-country');
    const manager: TestStaff = { id: 'm9', email: 'hill@x.test', role: 'DEALER_MANAGER', dealers: [created.dealer.id] };
    await addStaff(db, [manager]);
    const hill = await signedIn(manager);
    expect(await slugsOf(hill)).toEqual(['hill-country']);
  });
});

describe('check my site', () => {
  let server: Server;
  let origin = '';
  const pages: Record<string, { csp?: string; html: string }> = {};
  const redirects: Record<string, () => string> = {};

  beforeAll(async () => {
    server = createServer((req, res) => {
      const to = redirects[req.url ?? ''];
      if (to) return void res.writeHead(302, { Location: to() }).end();
      const page = pages[req.url ?? ''];
      if (!page) return void res.writeHead(404).end('not here');
      res.writeHead(200, { 'Content-Type': 'text/html', ...(page.csp ? { 'Content-Security-Policy': page.csp } : {}) });
      res.end(page.html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const tag = `<script async src="${APP_ORIGIN}/loader.js" data-campaign="upgrade"></script>`;
  const okOf = (answer: SiteCheckAnswer) => Object.fromEntries(answer.checks.map((c) => [c.id, c.ok]));

  it('reads a loopback page in the sandbox and reports its origin, policy and tag', async () => {
    pages['/open'] = { html: `<html><head>${tag}</head></html>` };
    pages['/strict'] = {
      csp: `script-src 'self' ${APP_ORIGIN}; connect-src 'self'`,
      html: `<html><head><meta http-equiv="Content-Security-Policy" content="frame-src 'none'"></head><body></body></html>`,
    };
    const admin = await signedIn(ADMIN);
    const settings = (await json<CampaignAnswer>(await admin.call('GET', '/campaigns/upgrade/settings'))).settings;
    await admin.call('PUT', '/campaigns/upgrade/settings', { ...settings, allowedOrigins: [origin] });

    const open = await json<SiteCheckAnswer>(
      await admin.call('POST', '/campaigns/upgrade/site-check', { url: `${origin}/open` }),
    );
    expect(open).toMatchObject({ problem: null, status: 200 });
    expect(okOf(open)).toEqual({
      origin: true,
      'script-src': true,
      'frame-src': true,
      'connect-src': true,
      'script-tag': true,
    });

    const strict = await json<SiteCheckAnswer>(
      await admin.call('POST', '/campaigns/upgrade/site-check', { url: `${origin}/strict` }),
    );
    expect(okOf(strict)).toEqual({
      origin: true,
      'script-src': true,
      'frame-src': false,
      'connect-src': false,
      'script-tag': false,
    });

    const missing = await json<SiteCheckAnswer>(
      await admin.call('POST', '/campaigns/upgrade/site-check', { url: `${origin}/gone` }),
    );
    expect(missing).toMatchObject({ problem: 'status', status: 404 });
  });

  it('follows redirects as a browser would: the page it ends on is checked, its origin against the list', async () => {
    pages['/open'] = { html: `<html><head>${tag}</head></html>` };
    redirects['/moved'] = () => '/open';
    // The same server by another name: another origin, not in the campaign's list.
    redirects['/away'] = () => `${origin.replace('127.0.0.1', 'localhost')}/open`;
    redirects['/loop'] = () => '/loop';
    redirects['/metadata'] = () => 'http://169.254.169.254/latest/';
    const admin = await signedIn(ADMIN);
    const settings = (await json<CampaignAnswer>(await admin.call('GET', '/campaigns/upgrade/settings'))).settings;
    await admin.call('PUT', '/campaigns/upgrade/settings', { ...settings, allowedOrigins: [origin] });
    const check = async (path: string) =>
      json<SiteCheckAnswer>(await admin.call('POST', '/campaigns/upgrade/site-check', { url: `${origin}${path}` }));

    const moved = await check('/moved');
    expect(moved).toMatchObject({
      url: `${origin}/open`,
      redirectedFrom: `${origin}/moved`,
      problem: null,
      status: 200,
    });
    expect(okOf(moved)).toMatchObject({ origin: true, 'script-tag': true });

    const away = await check('/away');
    expect(away).toMatchObject({ url: `${origin.replace('127.0.0.1', 'localhost')}/open`, problem: null });
    expect(okOf(away)).toMatchObject({ origin: false, 'script-tag': true });

    expect(await check('/loop')).toMatchObject({ problem: 'redirects', status: 302 });
    // A hop to an address the first one could not be is refused, never fetched.
    expect(await check('/metadata')).toMatchObject({ url: 'http://169.254.169.254/latest/', problem: 'refused' });
    expect(await check('/open')).toMatchObject({ url: `${origin}/open`, redirectedFrom: null });
  });

  it('refuses a private address outside the sandbox, and another campaign’s', async () => {
    app = testApp(db, { environment: 'prod', financeDataKey: parseFinanceDataKey(DEVELOPMENT_FINANCE_DATA_KEY) });
    const admin = await signedIn(ADMIN);
    const res = await admin.call('POST', '/campaigns/upgrade/site-check', { url: `${origin}/open` });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual([{ field: 'url', message: WEBSITE_MESSAGE }]);
    const m1 = await signedIn(MANAGER_1);
    expect((await m1.call('POST', '/campaigns/upgrade/site-check', {})).status).toBe(403);
  });
});
