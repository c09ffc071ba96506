import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema, MEMBERSHIP_DISABLED } from '../../../../src/contract/auth.ts';
import {
  GhostLeadCookieResponseSchema,
  RegisterGhostResponseSchema,
  type RegisterGhostRequest,
} from '../../../../src/contract/ghost.ts';
import { telemarketingText, termsText } from '../../../../src/contract/contact-consent.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import type { createApp } from '../app.ts';
import { MAX_FAILURES } from '../../services/attempts.ts';
import { listConsents } from '../../db/ghost-repo.ts';
import { setMemberDisabled } from '../../db/identity-repo.ts';
import { setPasswordHash } from '../../db/users-repo.ts';
import { seedGhosts, seedGhostToken } from '../../db/seed/seed-ghosts.ts';
import type { Db } from '../../db/schema.ts';
import { listOutbox, type OutgoingMessage } from '../../sandbox/messaging/index.ts';
import { hashPassword, isUnusablePasswordHash, unusablePasswordHash, verifyPassword } from '../../domain/passwords.ts';
import { SESSION_COOKIE } from '../security.ts';
import { fixtureSeed, makeDb, outboxCode, proveEmail, testApp, USER } from '../../test-support.ts';
import { GHOST_COOKIE, GHOST_COOKIE_MAX_AGE_S } from './ghost.ts';
import { oneValidLead } from './lead-test-support.ts';

type App = ReturnType<typeof createApp>;

/** The fixture seed plus a campaign with the seeded ghosts' slug, so seed-ghosts.ts seeds Gina. */
function ghostSeed() {
  const seed = fixtureSeed();
  const main = seed.campaigns[0]!;
  return { ...seed, campaigns: [...seed.campaigns, { ...main, slug: 'demo-ecommerce', isDefault: false }] };
}

async function makeGhostApp(
  options: {
    environment?: string;
    messages?: { send(m: OutgoingMessage): Promise<void> };
    /** The fixture seed plus the campaign of a seeded ghost lead. */
    seededGhosts?: boolean;
  } = {},
) {
  const db = await makeDb(options.seededGhosts ? ghostSeed() : fixtureSeed());
  current = { db, outbox: !options.messages };
  const app = testApp(db, {
    trustProxy: true,
    ...(options.environment ? { environment: options.environment } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
  });
  return { app, db };
}

/** The app the test made last: where a browser reads the codes its shopper is sent. */
let current: { db: Db; outbox: boolean } | null = null;

const UA = 'Mozilla/5.0 (ghost test)';

/** A browser: every cookie it was given (by name), the CSRF token, one client address. */
class Browser {
  cookies = new Map<string, string>();
  token = '';
  constructor(
    readonly app: App,
    readonly ip = '203.0.113.7',
  ) {}

  static async open(app: App, campaign = 'main', ip?: string): Promise<Browser> {
    const browser = new Browser(app, ip);
    const res = await browser.request(`/api/page-context?campaign=${campaign}`);
    browser.token = v.parse(ShadowBootSchema, await res.json()).csrf.token;
    return browser;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, val]) => `${k}=${val}`).join('; ');
  }

  async request(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const headers: Record<string, string> = { Cookie: this.cookieHeader, 'User-Agent': UA, 'X-Forwarded-For': this.ip };
    if (init.method && init.method !== 'GET') headers['X-CSRF-TOKEN'] = this.token;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await this.app.request(path, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/max-age=0\b/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  register(body: unknown, query = 'campaign=main&dealer=d1'): Promise<Response> {
    return this.request(`/api/profile/register-ghost?${query}`, { method: 'POST', body });
  }

  /** Proves the email in this session with the code sent to it (ghost sign-up takes only a proved address). */
  async prove(email: string): Promise<void> {
    if (!current) throw new Error('no app');
    const cookie = `${SESSION_COOKIE}=${this.cookies.get(SESSION_COOKIE) ?? ''}`;
    if (!current.outbox)
      return proveEmail(this.app, current.db, { cookie, token: this.token }, email, { viaOutbox: false });
    expect((await this.request('/api/profile/email-code', { method: 'POST', body: { email } })).status).toBe(200);
    const code = await outboxCode(current.db, email);
    const res = await this.request('/api/profile/email-code/verify', { method: 'POST', body: { email, code } });
    expect(await res.json()).toMatchObject({ verified: true });
  }

  async registered(body: RegisterGhostRequest & Record<string, unknown>, query?: string) {
    await this.prove(body.email);
    const res = await this.register(body, query);
    expect(res.status, await res.clone().text()).toBe(200);
    const parsed = v.parse(RegisterGhostResponseSchema, await res.json());
    this.token = parsed.csrfToken;
    return { res, body: parsed };
  }

  ghostLead(campaign = 'main'): Promise<Response> {
    return this.request(`/api/profile/ghost-lead-cookie?campaign=${campaign}`);
  }
}

const form = (over: Partial<RegisterGhostRequest> = {}): RegisterGhostRequest => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  phoneNumber: '(512) 555-0144',
  email: 'Grace.Hopper@Example.com',
  zipCode: '78701',
  terms: true,
  address: 'Unknown',
  address2: '',
  city: 'Austin',
  stateCode: 'TX',
  county: 'Travis',
  lat: 30.27,
  lng: -97.74,
  smsAllowed: false,
  consent: { version: '2026-11-23', locale: 'en' },
  ...over,
});

const setCookieOf = (res: Response, name: string) =>
  res.headers.getSetCookie().find((h) => h.startsWith(`${name}=`)) ?? '';
const attributesOf = (header: string) => header.split(';').map((a) => a.trim().toLowerCase());
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function leadRows(db: Db) {
  return db.selectFrom('ghost_leads').selectAll().orderBy('created_at').execute();
}

describe('POST /api/profile/register-ghost', () => {
  it('creates the lead and a password-less account, signs the session in and sets the ghost cookie', async () => {
    const { app, db } = await makeGhostApp();
    const browser = await Browser.open(app);
    const oldSession = browser.cookies.get('upshift_sid');
    const { res, body } = await browser.registered(form());

    expect(body).toMatchObject({
      success: true,
      returning: false,
      user: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.com' },
    });
    // The session was replaced (new id, new token), as at login.
    expect(browser.cookies.get('upshift_sid')).not.toBe(oldSession);
    const boot = v.parse(ShadowBootSchema, await (await browser.request('/api/page-context?campaign=main')).json());
    expect(boot.context.visitor).toMatchObject({ isLoggedIn: true, userId: body.user.id, firstName: 'Grace' });
    expect(boot.csrf.token).toBe(body.csrfToken);

    const user = await db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
    expect(isUnusablePasswordHash(user.password_hash)).toBe(true);
    expect(user).toMatchObject({
      email: 'grace.hopper@example.com',
      phone_number: '5125550144',
      zipcode: '78701',
      address: 'Unknown',
      city: 'Austin',
      state_code: 'TX',
      county: 'Travis',
      sms_allowed: 0,
      is_member: 0,
    });
    expect(Number(user.lat)).toBeCloseTo(30.27);
    expect(Number(user.lng)).toBeCloseTo(-97.74);
    const crm = await oneValidLead(db, 'ghost');
    expect(crm.document).toContain('<name part="first">Grace</name>');
    expect(crm.document).toContain('Consent to calls and texts: version');

    // The cookie: HttpOnly random token, third-party-iframe attributes, 180 days, only for /api/profile.
    const header = setCookieOf(res, GHOST_COOKIE);
    expect(header).toMatch(new RegExp(`^${GHOST_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(attributesOf(header)).toEqual(
      expect.arrayContaining([
        'httponly',
        'secure',
        'samesite=none',
        'partitioned',
        'path=/api/profile',
        `max-age=${GHOST_COOKIE_MAX_AGE_S}`,
      ]),
    );
    const token = browser.cookies.get(GHOST_COOKIE)!;
    const [lead] = await leadRows(db);
    expect(lead).toMatchObject({
      token_digest: sha256(token),
      campaign_slug: 'main',
      email: 'grace.hopper@example.com',
      phone_number: '5125550144',
      user_id: body.user.id,
    });
    // Only the digest is stored.
    expect(JSON.stringify(await leadRows(db))).not.toContain(token);
  });

  it('records both consents with the exact texts shown, their version, the time, the client IP and user agent', async () => {
    const { app, db } = await makeGhostApp();
    const browser = await Browser.open(app);
    const before = Date.now();
    // Text sent by a client is ignored: the server stores the text of the version it names.
    await browser.registered({ ...form(), disclaimerText: 'I agree to nothing', consentText: 'nothing' });
    const [lead] = await leadRows(db);
    const consents = await listConsents(db, lead!.id);
    expect(consents.map((c) => c.kind)).toEqual(['TERMS', 'TELEMARKETING']);
    const telemarketing = consents[1]!;
    // The fixture's first dealer of 'main', the name the navigation bar shows (consentSeller).
    expect(telemarketing.disclaimerText).toBe(telemarketingText('2026-11-23', 'en', 'First Motors'));
    expect(telemarketing.disclaimerText).toMatch(/^By clicking Continue, I agree that First Motors may contact me/);
    expect(consents[0]!.disclaimerText).toBe('I agree to the Terms of Use and the Privacy Policy.');
    for (const consent of consents) {
      expect(consent).toMatchObject({
        disclaimerVersion: '2026-11-23.en',
        email: 'grace.hopper@example.com',
        phoneNumber: '5125550144',
        ip: '203.0.113.7',
        userAgent: UA,
        userId: lead!.user_id,
        ghostLeadId: lead!.id,
      });
      expect(Date.parse(consent.givenAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(consent.givenAt)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('stores the Spanish texts when the shopper was shown Spanish, naming the chosen dealer', async () => {
    const { app, db } = await makeGhostApp();
    const browser = await Browser.open(app);
    await browser.registered(form({ consent: { version: '2026-11-23', locale: 'es' } }), 'campaign=main&dealer=d2');
    const [lead] = await leadRows(db);
    const consents = await listConsents(db, lead!.id);
    expect(consents.map((c) => [c.kind, c.disclaimerVersion, c.disclaimerText])).toEqual([
      ['TERMS', '2026-11-23.es', termsText('2026-11-23', 'es')],
      ['TELEMARKETING', '2026-11-23.es', telemarketingText('2026-11-23', 'es', 'Second Auto')],
    ]);
    expect(consents[1]!.disclaimerText).toMatch(/^Al hacer clic en Continuar, acepto que Second Auto/);
  });

  it('sends a welcome email through the configured sender, or the sandbox outbox', async () => {
    const sent: OutgoingMessage[] = [];
    const custom = await makeGhostApp({ messages: { send: async (m) => void sent.push(m) } });
    await (await Browser.open(custom.app)).registered(form());
    expect(sent).toEqual([
      expect.objectContaining({ channel: 'EMAIL', recipient: 'grace.hopper@example.com', kind: 'welcome' }),
    ]);
    expect(sent[0]!.subject).toBe('Welcome to First Motors');
    expect(sent[0]!.body).toContain('Hi Grace,');

    const sandbox = await makeGhostApp();
    await (await Browser.open(sandbox.app)).registered(form({ consent: { version: '2026-11-23', locale: 'es' } }));
    const [mail] = await listOutbox(sandbox.db);
    expect(mail).toMatchObject({ channel: 'EMAIL', recipient: 'grace.hopper@example.com', kind: 'welcome' });
    expect(mail!.subject).toBe('Bienvenido a First Motors');
  });

  it('a failing mail provider does not undo the sign-up', async () => {
    const { app, db } = await makeGhostApp({
      messages: {
        send: async () => {
          throw new Error('provider down');
        },
      },
    });
    const { body } = await (await Browser.open(app)).registered(form());
    expect(await db.selectFrom('users').select('id').where('id', '=', body.user.id).executeTakeFirst()).toBeDefined();
  });

  it('answers 400 "Duplicate email" on the email field for an email that has an account, and makes nothing', async () => {
    const { app, db } = await makeGhostApp();
    const browser = await Browser.open(app);
    const sessionBefore = browser.cookies.get('upshift_sid');
    const res = await browser.register(form({ email: ` ${USER.email.toUpperCase()} ` }));
    expect(res.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await res.json())).toMatchObject({
      message: 'Duplicate email',
      fieldErrors: [{ field: 'email', message: 'Duplicate email' }],
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(browser.cookies.get('upshift_sid')).toBe(sessionBefore);
    expect(await leadRows(db)).toEqual([]);
    expect(await db.selectFrom('consents').selectAll().execute()).toEqual([]);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('answers 429 with a retry time after repeated duplicate emails from one client (enumeration)', async () => {
    const { app } = await makeGhostApp();
    const browser = await Browser.open(app, 'main', '198.51.100.9');
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await browser.register(form({ email: USER.email }))).status).toBe(400);
    const locked = await browser.register(form({ email: USER.email }));
    expect(locked.status).toBe(429);
    expect(v.parse(ErrorBodySchema, await locked.json()).retryAfterSeconds).toBeGreaterThan(0);
    // Another client is not affected, and a new email still signs up from the locked client.
    const other = await Browser.open(app, 'main', '198.51.100.10');
    expect((await other.register(form({ email: USER.email }))).status).toBe(400);
    await browser.registered(form({ email: 'fresh@example.com' }));
  });

  it('answers 400 with field errors for bad input, never a 500', async () => {
    const { app, db } = await makeGhostApp();
    const browser = await Browser.open(app);
    const cases: [unknown, string[]][] = [
      [form({ firstName: '  ', lastName: '' }), ['firstName', 'lastName']],
      [form({ email: 'not-an-email' }), ['email']],
      [form({ zipCode: '7870' }), ['zipCode']],
      [form({ phoneNumber: '(012) 555-0144' }), ['phoneNumber']],
      [{ ...form(), terms: null }, ['terms']],
      [{ ...form(), terms: false }, ['terms']],
      [form({ consent: { version: '1999-01-01' as never, locale: 'en' } }), ['consent.version']],
      [form({ consent: { version: '2026-11-23', locale: 'fr' as never } }), ['consent.locale']],
      [{ ...form(), lat: 'north' }, ['lat']],
      [{ ...form(), consent: undefined }, ['consent']],
    ];
    for (const [body, fields] of cases) {
      const res = await browser.register(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = v.parse(ErrorBodySchema, await res.json());
      expect(error.fieldErrors.map((e) => e.field)).toEqual(fields);
    }
    const terms = await browser.register({ ...form(), terms: null });
    expect(v.parse(ErrorBodySchema, await terms.json()).fieldErrors).toEqual([
      { field: 'terms', message: 'Terms is required' },
    ]);
    const phone = await browser.register(form({ phoneNumber: '(512) 555-01' }));
    expect(v.parse(ErrorBodySchema, await phone.json()).fieldErrors).toEqual([
      { field: 'phoneNumber', message: 'Enter a valid 10 digit phone number' },
    ]);
    expect((await browser.register(form(), 'dealer=d1')).status).toBe(400);
    expect((await browser.register(form(), 'campaign=nope')).status).toBe(400);
    expect(await leadRows(db)).toEqual([]);
  });

  it('is refused without the CSRF token', async () => {
    const { app } = await makeGhostApp();
    const browser = await Browser.open(app);
    browser.token = 'wrong';
    expect((await browser.register(form())).status).toBe(403);
  });
});

describe('a recognised ghost', () => {
  it('signs back in to their own account instead of a duplicate, adding consent rows and the new phone', async () => {
    const { app, db } = await makeGhostApp();
    const first = await Browser.open(app);
    const created = await first.registered(form({ phoneNumber: '' }));
    const ghostToken = first.cookies.get(GHOST_COOKIE)!;

    // Another day: a new session, the ghost cookie still there.
    const later = await Browser.open(app);
    later.cookies.set(GHOST_COOKIE, ghostToken);
    const lead = v.parse(GhostLeadCookieResponseSchema, await (await later.ghostLead()).json());
    expect(lead).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '',
      email: 'grace.hopper@example.com',
      zipCode: '78701',
    });
    const again = await later.registered(form({ email: lead!.email, phoneNumber: '5125550188' }));
    expect(again.body).toMatchObject({ returning: true, user: { id: created.body.user.id, firstName: 'Grace' } });
    expect(later.cookies.get(GHOST_COOKIE)).toBe(ghostToken);
    expect(attributesOf(setCookieOf(again.res, GHOST_COOKIE))).toContain(`max-age=${GHOST_COOKIE_MAX_AGE_S}`);
    expect(
      await db.selectFrom('users').select('id').where('email', '=', 'grace.hopper@example.com').execute(),
    ).toHaveLength(1);
    const [row] = await leadRows(db);
    expect(row!.phone_number).toBe('5125550188');
    expect((await listConsents(db, row!.id)).map((c) => c.kind)).toEqual([
      'TERMS',
      'TELEMARKETING',
      'TERMS',
      'TELEMARKETING',
    ]);
    // One welcome email, for the sign-up only.
    expect((await listOutbox(db)).filter((m) => m.kind === 'welcome')).toHaveLength(1);
  });

  it('is not signed back in once the account is a disabled member’s (seed 001 §6), and is told why', async () => {
    const { app, db } = await makeGhostApp();
    const first = await Browser.open(app);
    const created = await first.registered(form());
    const userId = created.body.user.id;
    // Ghost accounts start as no members; this one became a member whose membership was then turned off.
    await db.updateTable('users').set({ is_member: 1 }).where('id', '=', userId).execute();
    await setMemberDisabled(db, userId, true);
    const later = await Browser.open(app);
    later.cookies.set(GHOST_COOKIE, first.cookies.get(GHOST_COOKIE)!);
    await later.prove(form().email);
    const res = await later.register(form());
    expect(res.status).toBe(403);
    expect(v.parse(ErrorBodySchema, await res.json()).message).toBe(MEMBERSHIP_DISABLED);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    // Nothing of the attempt was kept: the first sign-up's two consents only.
    const [row] = await leadRows(db);
    expect(await listConsents(db, row!.id)).toHaveLength(2);
  });

  it('gets "Duplicate email" once the account has a password: then they must log in', async () => {
    const { app, db } = await makeGhostApp();
    const first = await Browser.open(app);
    const created = await first.registered(form());
    await setPasswordHash(db, created.body.user.id, await hashPassword('Grace!234', { N: 2 ** 10, r: 8, p: 1 }));
    const later = await Browser.open(app);
    later.cookies.set(GHOST_COOKIE, first.cookies.get(GHOST_COOKIE)!);
    const res = await later.register(form());
    expect(res.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await res.json()).fieldErrors).toEqual([
      { field: 'email', message: 'Duplicate email' },
    ]);
  });

  it('is recognised only in the campaign of its lead, and only for its own email', async () => {
    const { app, db } = await makeGhostApp();
    const first = await Browser.open(app);
    await first.registered(form());
    const token = first.cookies.get(GHOST_COOKIE)!;

    const elsewhere = await Browser.open(app, 'upgrade');
    elsewhere.cookies.set(GHOST_COOKIE, token);
    expect((await elsewhere.ghostLead('upgrade')).status).toBe(204);
    // Same email in another campaign: the account exists and the cookie proves nothing there.
    expect((await elsewhere.register(form(), 'campaign=upgrade')).status).toBe(400);

    // Another email with the same cookie: a new account and a new lead with a new token.
    const other = await Browser.open(app);
    other.cookies.set(GHOST_COOKIE, token);
    const created = await other.registered(form({ email: 'ada@example.com', firstName: 'Ada' }));
    expect(created.body.returning).toBe(false);
    expect(other.cookies.get(GHOST_COOKIE)).not.toBe(token);
    expect(await leadRows(db)).toHaveLength(2);
  });
});

describe('the ghost-lead cookie endpoints', () => {
  it('GET answers 204 without a cookie, for a forged one, and 400 without a campaign', async () => {
    const { app } = await makeGhostApp();
    const browser = await Browser.open(app);
    const none = await browser.ghostLead();
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
    expect(none.headers.get('cache-control')).toBe('no-store');
    browser.cookies.set(GHOST_COOKIE, 'A'.repeat(43));
    expect((await browser.ghostLead()).status).toBe(204);
    browser.cookies.set(GHOST_COOKIE, '../../x');
    expect((await browser.ghostLead()).status).toBe(204);
    expect((await browser.request('/api/profile/ghost-lead-cookie')).status).toBe(400);
  });

  it('DELETE clears the cookie with the same attributes, keeping the lead and its consents', async () => {
    const { app, db } = await makeGhostApp();
    const browser = await Browser.open(app);
    await browser.registered(form());
    expect((await browser.ghostLead()).status).toBe(200);
    const res = await browser.request('/api/profile/ghost-lead-cookie', { method: 'DELETE' });
    expect(res.status).toBe(204);
    const header = setCookieOf(res, GHOST_COOKIE);
    expect(attributesOf(header)).toEqual(
      expect.arrayContaining(['max-age=0', 'httponly', 'secure', 'samesite=none', 'partitioned', 'path=/api/profile']),
    );
    expect(browser.cookies.has(GHOST_COOKIE)).toBe(false);
    expect((await browser.ghostLead()).status).toBe(204);
    expect(await leadRows(db)).toHaveLength(1);
    expect(await db.selectFrom('consents').selectAll().execute()).toHaveLength(2);
  });

  it('DELETE needs the CSRF token like every mutation', async () => {
    const { app } = await makeGhostApp();
    const browser = await Browser.open(app);
    browser.token = 'wrong';
    expect((await browser.request('/api/profile/ghost-lead-cookie', { method: 'DELETE' })).status).toBe(403);
  });
});

describe('a ghost account has no usable password', () => {
  it('verifyPassword rejects every password against it without throwing', async () => {
    const stored = unusablePasswordHash();
    for (const password of ['', 'Upshift!23', stored, '$scrypt$'])
      await expect(verifyPassword(password, stored)).resolves.toBe(false);
  });

  it('signing in with the ghost email and any password fails', async () => {
    const { app, db } = await makeGhostApp();
    const browser = await Browser.open(app);
    await browser.registered(form());
    // Even the stored value itself, typed as a password, signs nobody in.
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'grace.hopper@example.com')
      .executeTakeFirstOrThrow();
    const login = await browser.request('/api/auth/login', {
      method: 'POST',
      body: { email: 'grace.hopper@example.com', password: password_hash },
    });
    expect(v.parse(LoginResponseSchema, await login.json()).success).toBe(false);
  });
});

describe('seeded ghost leads (sandbox)', () => {
  it('are seeded with their consents, idempotently, and only for campaigns in the seed', async () => {
    const { db } = await makeGhostApp({ seededGhosts: true });
    const leads = await leadRows(db);
    // The fixture seed has demo-ecommerce (Gina) but not toyota-shop (Marco).
    expect(leads.map((l) => [l.id, l.campaign_slug, l.token_digest])).toEqual([
      ['ghost-gina', 'demo-ecommerce', sha256(seedGhostToken('gina'))],
    ]);
    await seedGhosts(db);
    expect(await leadRows(db)).toHaveLength(1);
    const consents = await listConsents(db, 'ghost-gina');
    expect(consents.map((c) => c.kind)).toEqual(['TERMS', 'TELEMARKETING']);
    expect(consents[1]!.disclaimerText).toBe(telemarketingText('2026-11-23', 'en', 'First Motors'));
  });

  it('GET /api/dev/ghost-lead-cookie/:seedName makes the browser that ghost; a recognised sign-up follows', async () => {
    const { app, db } = await makeGhostApp({ seededGhosts: true });
    const browser = await Browser.open(app, 'demo-ecommerce');
    const res = await browser.request('/api/dev/ghost-lead-cookie/gina');
    expect(res.status).toBe(200);
    expect(attributesOf(setCookieOf(res, GHOST_COOKIE))).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=none', 'partitioned', 'path=/api/profile']),
    );
    const lead = v.parse(GhostLeadCookieResponseSchema, await (await browser.ghostLead('demo-ecommerce')).json());
    expect(lead).toEqual({
      firstName: 'Gina',
      lastName: 'Whitfield',
      phoneNumber: '5125550177',
      email: 'gina.ghost@upshift.test',
      zipCode: '78701',
    });
    expect((await browser.request('/api/dev/ghost-lead-cookie/nobody')).status).toBe(404);
    // The seeded lead has no account yet: the first sign-up makes it and links the lead.
    const { body } = await browser.registered(
      form({ firstName: 'Gina', lastName: 'Whitfield', email: 'gina.ghost@upshift.test' }),
      'campaign=demo-ecommerce',
    );
    const row = await db.selectFrom('ghost_leads').selectAll().where('id', '=', 'ghost-gina').executeTakeFirstOrThrow();
    expect(row.user_id).toBe(body.user.id);
    expect(await leadRows(db)).toHaveLength(1);
  });

  it('does not exist in production', async () => {
    const { app } = await makeGhostApp({ environment: 'prod', seededGhosts: true });
    const browser = await Browser.open(app, 'demo-ecommerce');
    const res = await browser.request('/api/dev/ghost-lead-cookie/gina');
    expect(res.status).toBe(404);
    expect(setCookieOf(res, GHOST_COOKIE)).toBe('');
  });
});
