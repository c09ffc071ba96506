/**
 * PIN links and the eight MFA calls through HTTP, on the sandbox's real seed (its prospects,
 * members and disabled member), with a clock the tests move and clients told apart by
 * X-Forwarded-For (the app trusts the proxy here).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ContactInfoSchema,
  MemberStateSchema,
  MfaCodeStateSchema,
  PinResponseSchema,
  UserProspectSchema,
  VerifyResponseSchema,
} from '../../../../src/contract/profile.ts';
import { redirectRule } from '../../../../src/lib/redirect.ts';
import { SEEDED_PROGRAM_IDS } from '../../../../src/contract/shell.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { PageContextSchema, ShadowBootSchema, type Visitor } from '../../../../src/contract/page-context.ts';
import { createApp } from '../app.ts';
import { getSessionIdentity, setMemberDisabled } from '../../db/identity-repo.ts';
import { getCampaign } from '../../db/campaigns-repo.ts';
import { buildSeed, DEMO_USER, DISABLED_MEMBER_USER, MEMBER_USER } from '../../db/seed/seed-data.ts';
import { SEED_PROSPECTS } from '../../db/seed/seed-identity.ts';
import { seedDb } from '../../db/seed/seed.ts';
import type { Db } from '../../db/schema.ts';
import { listOutbox, type MessageSender } from '../../sandbox/messaging/index.ts';
import { CODE_TTL_MS, RESEND_COOLDOWN_MS } from '../../domain/mfa/engine.ts';
import {
  APP_ORIGIN,
  cookieOf,
  makeDist,
  makeEmptyDb,
  readShell,
  SITE_ORIGIN,
  TEST_PASSWORD_COST,
} from '../../test-support.ts';
import type { UsageLimits } from '../../services/usage-limits.ts';
import { redactPersonalData } from './mfa.ts';

/** The sandbox seed with cheap password hashes: fifty sign-ins at today's cost outlast a busy machine's timeout. */
const SEED_OPTIONS = { demoIdentities: true, passwordCost: TEST_PASSWORD_COST } as const;

const T0 = Date.UTC(2026, 10, 23, 15, 0, 0);
const CAMPAIGN = 'demo-ecommerce';

const pinOf = (id: string): string => {
  const p = SEED_PROSPECTS.find((x) => x.id === id);
  if (!p) throw new Error(`no seeded prospect ${id}`);
  return p.pin;
};
const PAT = 'pr-pat-quinn';

type App = ReturnType<typeof createApp>;

async function setup(o: { messages?: MessageSender; usageLimits?: Partial<UsageLimits> } = {}) {
  const db = await makeEmptyDb();
  await seedDb(db, buildSeed, { siteOrigin: SITE_ORIGIN, appHost: new URL(APP_ORIGIN).host }, SEED_OPTIONS);
  const clock = { t: T0 };
  const app = createApp({
    db,
    appOrigin: APP_ORIGIN,
    siteOrigin: SITE_ORIGIN,
    distDir: makeDist(),
    quiet: true,
    trustProxy: true,
    now: () => new Date(clock.t),
    ...(o.messages ? { messages: o.messages } : {}),
    ...(o.usageLimits ? { usageLimits: o.usageLimits } : {}),
  });
  return { db, app, clock };
}

/** A browser: its cookie and CSRF token (replaced when the session is), from one client address. */
class Shopper {
  cookie = '';
  token = '';
  private constructor(
    readonly app: App,
    readonly ip: string,
  ) {}

  static async start(app: App, ip = '203.0.113.10', campaign = CAMPAIGN): Promise<Shopper> {
    const shopper = new Shopper(app, ip);
    const res = await shopper.get(`/api/page-context?campaign=${campaign}`);
    shopper.cookie = cookieOf(res);
    shopper.token = v.parse(ShadowBootSchema, await res.json()).csrf.token;
    return shopper;
  }

  request(path: string, init: { method?: string; body?: unknown; csrf?: boolean | string } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.ip };
    if (this.cookie) headers['Cookie'] = this.cookie;
    if (init.csrf !== false && (init.method ?? 'GET') !== 'GET') headers['X-CSRF-TOKEN'] = this.token;
    if (typeof init.csrf === 'string') headers['X-CSRF-TOKEN'] = init.csrf;
    else if (init.csrf === true) headers['X-CSRF-TOKEN'] = this.token;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    return Promise.resolve(
      this.app.request(path, {
        method: init.method ?? 'GET',
        headers,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      }),
    );
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  async context(campaign = CAMPAIGN): Promise<Visitor> {
    const res = await this.get(`/api/page-context?campaign=${campaign}`);
    return v.parse(ShadowBootSchema, await res.json()).context.visitor;
  }

  async pin(pin: string, campaign = CAMPAIGN) {
    const res = await this.request('/api/profile/pin', { method: 'POST', body: { pin, campaign } });
    expect(res.status).toBe(200);
    return v.parse(PinResponseSchema, await res.json());
  }

  async login(credentials: { email: string; password: string }): Promise<void> {
    const res = await this.request('/api/auth/login', { method: 'POST', body: credentials });
    const body = (await res.json()) as { success: boolean; csrfToken: string };
    expect(body.success).toBe(true);
    this.cookie = cookieOf(res);
    this.token = body.csrfToken;
  }

  send(path: string, method: 'SMS' | 'EMAIL'): Promise<Response> {
    return this.request(`${path}/mfa?contact-method=${method}`, { method: 'POST' });
  }

  /** Calls a verify GET with the CSRF header; adopts the new session when it signed in. */
  async verify(path: string, code: string) {
    const res = await this.request(`${path}/mfa/verify?mfa=${code}`, { csrf: true });
    expect(res.status).toBe(200);
    const body = v.parse(VerifyResponseSchema, await res.json());
    if (body.signedIn) {
      this.cookie = cookieOf(res);
      this.token = body.csrfToken;
    }
    return body;
  }
}

const prospectPath = (id: string) => `/api/prospects/${id}`;
const memberPath = (email: string) => `/api/members/${encodeURIComponent(email)}`;

async function lastCode(db: Db): Promise<{ code: string; channel: string; recipient: string }> {
  const [message] = await listOutbox(db, 1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!message || !code) throw new Error('no code in the outbox');
  return { code, channel: message.channel, recipient: message.recipient };
}

const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function pinned(app: App, prospectId = PAT, ip?: string): Promise<Shopper> {
  const shopper = await Shopper.start(app, ip);
  expect((await shopper.pin(pinOf(prospectId))).status).toBe('valid');
  return shopper;
}

// ─── PIN → context ──────────────────────────────────────────────────────────────────────────

describe('PIN links and the visitor context', () => {
  const programs = SEEDED_PROGRAM_IDS;

  it('gives every seeded identity its context values and its branch of the redirect rule', async () => {
    const { app, db } = await setup();
    const campaign = await getCampaign(db, CAMPAIGN);
    if (!campaign) throw new Error('seed has no demo-ecommerce');
    const rule = (visitor: Visitor) =>
      redirectRule({ visitor, campaign, programs, noPinProspect: null, pin: 'P' }).path;

    const cases: [string, 'valid' | 'expired', Partial<Visitor>, string][] = [
      [
        'pr-pat-quinn',
        'valid',
        { firstName: 'Pat', autoSendMFA: true, userExistForProspect: false, isMember: false },
        '/profile/verify-access?pin=P',
      ],
      ['pr-avery-patel', 'valid', { firstName: 'Avery', autoSendMFA: true }, '/profile/verify-access?pin=P'],
      ['pr-morgan-lee', 'valid', { firstName: 'Morgan', autoSendMFA: false }, '/profile/verify'],
      [
        'pr-jordan-rivera',
        'valid',
        { firstName: 'Jordan', userExistForProspect: true, isMember: false, isMemberDisabled: false },
        '/account/login',
      ],
      [
        'pr-riley-chen',
        'valid',
        { firstName: 'Riley', userExistForProspect: true, isMember: true, isMemberDisabled: true },
        // Seed 001 §6: a disabled member is sent where a code proves them, not to a sign-in that refuses them.
        '/profile/verify',
      ],
      ['pr-casey-nguyen', 'expired', { firstName: null, pinValidated: false, prospectId: null }, '/account/register'],
    ];
    for (const [id, status, expected, path] of cases) {
      const shopper = await Shopper.start(app);
      const answer = await shopper.pin(pinOf(id));
      expect(answer.status, id).toBe(status);
      const visitor = await shopper.context();
      expect(answer.visitor, id).toEqual(visitor);
      expect(visitor, id).toMatchObject({
        isLoggedIn: false,
        pinValidated: status === 'valid',
        prospectId: status === 'valid' ? id : null,
        displayPinForm: false,
        ...expected,
      });
      expect(rule(visitor), id).toBe(path);
    }
  });

  it('a PIN vouches for its own campaign only; the PIN form shows on a pinEnabled campaign until one is validated', async () => {
    const { app } = await setup();
    const shopper = await Shopper.start(app);
    // Sam's PIN is kuni-bmw's.
    expect((await shopper.pin(pinOf('pr-sam-ortiz'))).status).toBe('invalid');
    expect(await shopper.context('kuni-bmw')).toMatchObject({ pinValidated: false, displayPinForm: true });
    const kuni = await shopper.pin(pinOf('pr-sam-ortiz'), 'kuni-bmw');
    expect(kuni.status).toBe('valid');
    expect(kuni.visitor).toMatchObject({ pinValidated: true, prospectId: 'pr-sam-ortiz', displayPinForm: false });
    // The same session on another campaign is not Sam there.
    expect(await shopper.context(CAMPAIGN)).toMatchObject({ pinValidated: false, prospectId: null, firstName: null });
  });

  it('an unknown or malformed PIN is invalid and leaves the session nobody’s', async () => {
    const { app } = await setup();
    const shopper = await pinned(app);
    for (const pin of ['Zz9Zz9Zz9Zz9Zz9Zz9Zz9Zz9', 'short', 'has spaces in it!!']) {
      expect((await shopper.pin(pin)).status).toBe('invalid');
    }
    expect(await shopper.context()).toMatchObject({ pinValidated: false, prospectId: null });
  });

  it('counts wrong PINs per client: the sixth is a 429 with the wait, other clients are not affected', async () => {
    const { app } = await setup();
    const shopper = await Shopper.start(app, '198.51.100.7');
    for (let i = 0; i < 5; i++) expect((await shopper.pin(`Unknown${i}PinUnknownPin`)).status).toBe('invalid');
    const locked = await shopper.request('/api/profile/pin', {
      method: 'POST',
      body: { pin: pinOf(PAT), campaign: CAMPAIGN },
    });
    expect(locked.status).toBe(429);
    expect(v.parse(ErrorBodySchema, await locked.json()).retryAfterSeconds).toBeGreaterThan(0);
    expect((await (await Shopper.start(app, '198.51.100.8')).pin(pinOf(PAT))).status).toBe('valid');
  });

  it('a bad body is a 400 with field errors, an unknown campaign a 404, no CSRF token a 403', async () => {
    const { app } = await setup();
    const shopper = await Shopper.start(app);
    const bad = await shopper.request('/api/profile/pin', { method: 'POST', body: { pin: '', campaign: CAMPAIGN } });
    expect(bad.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await bad.json()).fieldErrors).toEqual([
      { field: 'pin', message: 'Enter your PIN' },
    ]);
    const unknown = await shopper.request('/api/profile/pin', {
      method: 'POST',
      body: { pin: pinOf(PAT), campaign: 'nope' },
    });
    expect(unknown.status).toBe(404);
    const forged = await shopper.request('/api/profile/pin', {
      method: 'POST',
      body: { pin: pinOf(PAT), campaign: CAMPAIGN },
      csrf: false,
    });
    expect(forged.status).toBe(403);
  });

  it('the standalone shell validates ?pin= before it renders the context; so does /embed', async () => {
    const { app } = await setup();
    const res = await app.request(`/profile/verify-access?pin=${pinOf(PAT)}`);
    expect(res.status).toBe(200);
    const context = v.parse(PageContextSchema, readShell(await res.text()).context);
    expect(context.visitor).toMatchObject({
      pinValidated: true,
      prospectId: PAT,
      firstName: 'Pat',
      autoSendMFA: true,
      // The PIN alone does not give away the phone and ZIP the verify page masks.
      phoneNumber: null,
      zipcode: null,
    });
    const embed = await app.request(`/embed?campaign=kuni-bmw&pin=${pinOf('pr-sam-ortiz')}`);
    const kuni = v.parse(PageContextSchema, readShell(await embed.text()).context);
    expect(kuni.visitor).toMatchObject({ pinValidated: true, prospectId: 'pr-sam-ortiz' });
    const expired = await app.request(`/profile/verify-access?pin=${pinOf('pr-casey-nguyen')}`);
    expect(v.parse(PageContextSchema, readShell(await expired.text()).context).visitor.pinValidated).toBe(false);
  });

  it('signed in, the user’s values win; a disabled member is signed in nowhere (seed 001 §6)', async () => {
    const { app, db } = await setup();
    const demo = await Shopper.start(app);
    await demo.login(DEMO_USER);
    expect(await demo.context()).toMatchObject({ isLoggedIn: true, isMember: true, isMemberDisabled: false });
    // Riley's password is right, and refused.
    const riley = await Shopper.start(app);
    const refused = await riley.request('/api/auth/login', { method: 'POST', body: DISABLED_MEMBER_USER });
    expect(await refused.json()).toMatchObject({ success: false, memberDisabled: true });
    expect(await riley.context()).toMatchObject({ isLoggedIn: false, userId: null });
    // Taylor signed in, then the membership is turned off: Taylor's sessions end with it.
    const taylor = await Shopper.start(app);
    await taylor.login(MEMBER_USER);
    expect(await taylor.context()).toMatchObject({ isLoggedIn: true, isMember: true, isMemberDisabled: false });
    await setMemberDisabled(db, MEMBER_USER.id, true);
    expect(await taylor.context()).toMatchObject({ isLoggedIn: false, userId: null });
  });
});

// ─── prospects ──────────────────────────────────────────────────────────────────────────────

describe('prospect MFA', () => {
  it('answers only the session that validated the prospect’s PIN', async () => {
    const { app } = await setup();
    const stranger = await Shopper.start(app);
    const other = await pinned(app, 'pr-morgan-lee');
    for (const shopper of [stranger, other]) {
      expect((await shopper.get(`/api/user-prospect/${PAT}?mfa=true`)).status).toBe(403);
      expect((await shopper.get(`${prospectPath(PAT)}/mfa/contactInfo`)).status).toBe(403);
      expect((await shopper.send(prospectPath(PAT), 'SMS')).status).toBe(403);
      expect((await shopper.request(`${prospectPath(PAT)}/mfa/verify?mfa=123456`, { csrf: true })).status).toBe(403);
    }
    // Without a cookie at all.
    expect((await app.request(`/api/user-prospect/${PAT}`)).status).toBe(403);
    expect((await stranger.get('/api/user-prospect/bad%20id!')).status).toBe(400);
  });

  it('shows contact info masked, never the full phone number or email', async () => {
    const { app } = await setup();
    const shopper = await pinned(app);
    const res = await shopper.get(`${prospectPath(PAT)}/mfa/contactInfo`);
    const text = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(ContactInfoSchema, JSON.parse(text))).toEqual({
      methods: [
        { method: 'SMS', destination: '(•••) •••-0142' },
        { method: 'EMAIL', destination: 'p•••@upshift.test' },
      ],
    });
    expect(text).not.toMatch(/5415550142|pat\.quinn/);
    const avery = await pinned(app, 'pr-avery-patel');
    const info = v.parse(
      ContactInfoSchema,
      await (await avery.get(`${prospectPath('pr-avery-patel')}/mfa/contactInfo`)).json(),
    );
    expect(info.methods.map((m) => m.method)).toEqual(['EMAIL']);
    // A method the contact info does not allow is refused on its field.
    const sms = await avery.send(prospectPath('pr-avery-patel'), 'SMS');
    expect(sms.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await sms.json()).fieldErrors).toEqual([
      { field: 'contact-method', message: 'This contact method is not available.' },
    ]);
  });

  it('sends a code by SMS to the outbox, verifies it once, and grants the prospect’s details (no account: not signed in)', async () => {
    const { app, db, clock } = await setup();
    const shopper = await pinned(app);
    const sent = await shopper.send(prospectPath(PAT), 'SMS');
    expect(sent.status).toBe(200);
    expect(v.parse(MfaCodeStateSchema, await sent.json())).toEqual({
      active: true,
      channel: 'SMS',
      destination: '(•••) •••-0142',
      expiresInSeconds: 600,
      triesLeft: 5,
      resendInSeconds: 30,
    });
    const { code, channel, recipient } = await lastCode(db);
    expect({ channel, recipient }).toEqual({ channel: 'SMS', recipient: '5415550142' });
    const [message] = await listOutbox(db, 1);
    expect(message).toMatchObject({ kind: 'mfa-code', subject: null });
    expect(message?.body).toContain('Upshift Demo Store: ');
    // The code is stored hashed only.
    const stored = await db.selectFrom('mfa_codes').select('code_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(code);

    clock.t += 60_000;
    const before = v.parse(UserProspectSchema, await (await shopper.get(`/api/user-prospect/${PAT}?mfa=true`)).json());
    expect(before).toMatchObject({ prospectId: PAT, firstName: 'Pat', mfaVerified: false, details: null });
    expect(before.mfa).toMatchObject({ active: true, expiresInSeconds: 540, triesLeft: 5, resendInSeconds: 0 });
    const withoutFlag = v.parse(UserProspectSchema, await (await shopper.get(`/api/user-prospect/${PAT}`)).json());
    expect(withoutFlag.mfa).toBeNull();

    const miss = await shopper.verify(prospectPath(PAT), wrong(code));
    expect(miss).toMatchObject({ verified: false, reason: 'invalid', triesLeft: 4, signedIn: false });
    const hit = await shopper.verify(prospectPath(PAT), code);
    expect(hit).toMatchObject({ verified: true, reason: null, signedIn: false, memberDisabled: false });
    expect(hit.visitor).toMatchObject({ isLoggedIn: false, pinValidated: true, prospectId: PAT });
    expect(hit.csrfToken).toBe(shopper.token);
    const identity = await getSessionIdentity(db, shopper.cookie.split('=')[1] ?? '');
    expect(identity).toMatchObject({ mfaSubject: `prospect:${PAT}`, mfaVerifiedAt: clock.t });
    // Proven by the code, the user context carries her phone and ZIP (seed 000 §3) for the forms to fill in.
    expect(await shopper.context()).toMatchObject({ phoneNumber: '5415550142', zipcode: '97205' });

    const after = v.parse(UserProspectSchema, await (await shopper.get(`/api/user-prospect/${PAT}?mfa=true`)).json());
    expect(after).toMatchObject({
      mfaVerified: true,
      details: { lastName: 'Quinn', email: 'pat.quinn@upshift.test', phoneNumber: '5415550142', zipcode: '97205' },
    });
    expect(after.mfa?.active).toBe(false);
    // Used once: the same code again is no longer a code.
    expect(await shopper.verify(prospectPath(PAT), code)).toMatchObject({ verified: false, reason: 'no-code' });
  });

  it('sends by EMAIL in the shopper’s language', async () => {
    const { app, db } = await setup();
    const shopper = await pinned(app, 'pr-avery-patel');
    await shopper.request('/api/session/locale', { method: 'PUT', body: { locale: 'es' } });
    expect((await shopper.send(prospectPath('pr-avery-patel'), 'EMAIL')).status).toBe(200);
    const [message] = await listOutbox(db, 1);
    expect(message).toMatchObject({
      channel: 'EMAIL',
      recipient: 'avery.patel@upshift.test',
      subject: 'Su código de verificación de Upshift Demo Store',
    });
    expect(message?.body).toContain('Hola, Avery:');
  });

  it('a prospect with an account is signed in to it; the old session is gone', async () => {
    const { app, db } = await setup();
    const shopper = await pinned(app, 'pr-jordan-rivera');
    const oldCookie = shopper.cookie;
    const oldToken = shopper.token;
    await shopper.send(prospectPath('pr-jordan-rivera'), 'EMAIL');
    const result = await shopper.verify(prospectPath('pr-jordan-rivera'), (await lastCode(db)).code);
    expect(result).toMatchObject({ verified: true, signedIn: true, memberDisabled: false });
    expect(result.csrfToken).not.toBe(oldToken);
    expect(shopper.cookie).not.toBe(oldCookie);
    expect(result.visitor).toMatchObject({
      isLoggedIn: true,
      userId: 'u2',
      firstName: 'Jordan',
      prospectId: 'pr-jordan-rivera',
    });
    expect(await shopper.context()).toMatchObject({ isLoggedIn: true, userId: 'u2', pinValidated: true });
    // The PIN and the verification moved to the new session.
    const identity = await getSessionIdentity(db, shopper.cookie.split('=')[1] ?? '');
    expect(identity).toMatchObject({
      prospectId: 'pr-jordan-rivera',
      pinValidated: true,
      mfaSubject: 'prospect:pr-jordan-rivera',
    });
    const stale = await app.request('/api/page-context?campaign=demo-ecommerce', { headers: { Cookie: oldCookie } });
    expect(v.parse(ShadowBootSchema, await stale.json()).context.visitor.isLoggedIn).toBe(false);
  });

  it('a prospect whose user is a disabled member is verified but not signed in', async () => {
    const { app, db } = await setup();
    const shopper = await pinned(app, 'pr-riley-chen');
    await shopper.send(prospectPath('pr-riley-chen'), 'SMS');
    const result = await shopper.verify(prospectPath('pr-riley-chen'), (await lastCode(db)).code);
    expect(result).toMatchObject({ verified: true, signedIn: false, memberDisabled: true });
    expect(result.visitor).toMatchObject({ isLoggedIn: false, isMemberDisabled: true });
  });
});

// ─── the code's rules ───────────────────────────────────────────────────────────────────────

describe('code rules', () => {
  it('5 tries: the fifth wrong code kills it; then the account is locked (429) with the wait', async () => {
    const { app, db } = await setup();
    const shopper = await pinned(app, PAT, '192.0.2.1');
    await shopper.send(prospectPath(PAT), 'SMS');
    const { code } = await lastCode(db);
    for (const left of [4, 3, 2, 1]) {
      expect(await shopper.verify(prospectPath(PAT), wrong(code))).toMatchObject({
        reason: 'invalid',
        triesLeft: left,
      });
    }
    expect(await shopper.verify(prospectPath(PAT), wrong(code))).toMatchObject({ reason: 'used-up', triesLeft: 0 });
    const locked = await shopper.request(`${prospectPath(PAT)}/mfa/verify?mfa=${code}`, { csrf: true });
    expect(locked.status).toBe(429);
    const body = v.parse(ErrorBodySchema, await locked.json());
    expect(body.message).toBe('Too many failed attempts. Please wait and try again.');
    expect(body.retryAfterSeconds).toBe(15 * 60);
    expect(locked.headers.get('retry-after')).toBe('900');
  });

  it('a code out of tries is dead even before any lock (checked on the code itself)', async () => {
    const { app, db } = await setup();
    const shopper = await pinned(app);
    await shopper.send(prospectPath(PAT), 'SMS');
    const { code } = await lastCode(db);
    await db.updateTable('mfa_codes').set({ attempts: 5 }).execute();
    expect(await shopper.verify(prospectPath(PAT), code)).toMatchObject({ verified: false, reason: 'used-up' });
  });

  it('expires after 10 minutes, with a clear reason; state says so too', async () => {
    const { app, db, clock } = await setup();
    const shopper = await pinned(app);
    await shopper.send(prospectPath(PAT), 'SMS');
    const { code } = await lastCode(db);
    clock.t += CODE_TTL_MS;
    expect(await shopper.verify(prospectPath(PAT), code)).toMatchObject({ verified: false, reason: 'expired' });
    const off = v.parse(UserProspectSchema, await (await shopper.get(`/api/user-prospect/${PAT}?mfa=false`)).json());
    expect(off.mfa).toBeNull();
    // `?mfa=` exactly as the spec writes it asks for the code's state.
    const flagged = v.parse(UserProspectSchema, await (await shopper.get(`/api/user-prospect/${PAT}?mfa=`)).json());
    expect(flagged.mfa).toMatchObject({ active: false, channel: 'SMS', expiresInSeconds: 0 });
    // A minute before the end it still works.
    clock.t += RESEND_COOLDOWN_MS;
    await shopper.send(prospectPath(PAT), 'SMS');
    clock.t += CODE_TTL_MS - 60_000;
    expect(await shopper.verify(prospectPath(PAT), (await lastCode(db)).code)).toMatchObject({ verified: true });
  });

  it('resend cool-down: 429 with retryAfterSeconds; afterwards the new code replaces the old one', async () => {
    const { app, db, clock } = await setup();
    const shopper = await pinned(app);
    await shopper.send(prospectPath(PAT), 'SMS');
    const first = (await lastCode(db)).code;
    clock.t += 10_000;
    const early = await shopper.send(prospectPath(PAT), 'EMAIL');
    expect(early.status).toBe(429);
    expect(v.parse(ErrorBodySchema, await early.json())).toMatchObject({
      message: 'Please wait before asking for another code.',
      retryAfterSeconds: 20,
    });
    clock.t += 20_000;
    expect((await shopper.send(prospectPath(PAT), 'EMAIL')).status).toBe(200);
    const second = await lastCode(db);
    expect(second.channel).toBe('EMAIL');
    if (first !== second.code) {
      expect(await shopper.verify(prospectPath(PAT), first)).toMatchObject({ verified: false, reason: 'invalid' });
    }
    expect(await shopper.verify(prospectPath(PAT), second.code)).toMatchObject({ verified: true });
    expect(await db.selectFrom('mfa_codes').select('id').execute()).toHaveLength(1);
  });

  it('at most 5 codes per subject in 15 minutes, whoever asks', async () => {
    const { app, clock } = await setup();
    const shoppers = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((ip) => pinned(app, PAT, ip)));
    for (let i = 0; i < 5; i++) {
      expect((await shoppers[i % 3]!.send(prospectPath(PAT), 'SMS')).status).toBe(200);
      clock.t += RESEND_COOLDOWN_MS;
    }
    const sixth = await shoppers[2]!.send(prospectPath(PAT), 'SMS');
    expect(sixth.status).toBe(429);
    expect(v.parse(ErrorBodySchema, await sixth.json()).message).toBe(
      'Too many codes were requested. Please wait and try again.',
    );
  });

  it('codes per client: the deployment sets the ceiling (LIMIT_CODE_SENDS_PER_CLIENT), for any subjects', async () => {
    const { app } = await setup({ usageLimits: { codeSendsPerClient: 2 } });
    const ip = '192.0.2.40';
    const [pat, morgan, avery] = await Promise.all(
      [PAT, 'pr-morgan-lee', 'pr-avery-patel'].map((prospect) => pinned(app, prospect, ip)),
    );
    expect((await pat!.send(prospectPath(PAT), 'SMS')).status).toBe(200);
    expect((await morgan!.send(prospectPath('pr-morgan-lee'), 'SMS')).status).toBe(200);
    const third = await avery!.send(prospectPath('pr-avery-patel'), 'EMAIL');
    expect(third.status).toBe(429);
    expect(v.parse(ErrorBodySchema, await third.json()).message).toBe(
      'Too many codes were requested. Please wait and try again.',
    );
    // Another client address is not held back by this one's ceiling.
    const elsewhere = await pinned(app, 'pr-avery-patel', '192.0.2.41');
    expect((await elsewhere.send(prospectPath('pr-avery-patel'), 'EMAIL')).status).toBe(200);
  });

  it('failures count per client across accounts too', async () => {
    const { app, db } = await setup();
    const ip = '192.0.2.77';
    const pat = await pinned(app, PAT, ip);
    await pat.send(prospectPath(PAT), 'SMS');
    const patCode = (await lastCode(db)).code;
    for (let i = 0; i < 3; i++) await pat.verify(prospectPath(PAT), wrong(patCode));
    const morgan = await pinned(app, 'pr-morgan-lee', ip);
    await morgan.send(prospectPath('pr-morgan-lee'), 'SMS');
    const morganCode = (await lastCode(db)).code;
    for (let i = 0; i < 2; i++) await morgan.verify(prospectPath('pr-morgan-lee'), wrong(morganCode));
    const locked = await morgan.request(`${prospectPath('pr-morgan-lee')}/mfa/verify?mfa=${morganCode}`, {
      csrf: true,
    });
    expect(locked.status).toBe(429);
    // The same prospect from another client still verifies.
    const elsewhere = await pinned(app, 'pr-morgan-lee', '192.0.2.78');
    expect(await elsewhere.verify(prospectPath('pr-morgan-lee'), morganCode)).toMatchObject({ verified: true });
  });

  it('a sender that fails: 503, and no cool-down for the retry', async () => {
    let fail = true;
    const sent: string[] = [];
    const { app } = await setup({
      messages: {
        send: async (m) => {
          if (fail) throw new Error('provider down');
          sent.push(m.body);
        },
      },
    });
    const shopper = await pinned(app);
    const down = await shopper.send(prospectPath(PAT), 'SMS');
    expect(down.status).toBe(503);
    expect(v.parse(ErrorBodySchema, await down.json()).message).toBe('We could not send your code. Please try again.');
    fail = false;
    expect((await shopper.send(prospectPath(PAT), 'SMS')).status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it('bad input is a 400 on its field', async () => {
    const { app } = await setup();
    const shopper = await pinned(app);
    const method = await shopper.request(`${prospectPath(PAT)}/mfa?contact-method=FAX`, { method: 'POST' });
    expect(method.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await method.json()).fieldErrors[0]?.field).toBe('contact-method');
    const code = await shopper.request(`${prospectPath(PAT)}/mfa/verify?mfa=12ab`, { csrf: true });
    expect(code.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await code.json()).fieldErrors).toEqual([
      { field: 'mfa', message: 'Enter the 6-digit code we sent you' },
    ]);
    const email = await shopper.get('/api/members/not-an-email/mfa/contactInfo');
    expect(email.status).toBe(400);
  });
});

// ─── CSRF on the signing-in GETs ────────────────────────────────────────────────────────────

describe('the verify GETs need the CSRF token', () => {
  it('refuses a verify without the header, with another session’s token, or without a session', async () => {
    const { app, db } = await setup();
    const shopper = await pinned(app);
    await shopper.send(prospectPath(PAT), 'SMS');
    const { code } = await lastCode(db);
    const other = await Shopper.start(app);
    for (const csrf of [false, other.token, 'x'] as const) {
      const res = await shopper.request(`${prospectPath(PAT)}/mfa/verify?mfa=${code}`, { csrf });
      expect(res.status).toBe(403);
      expect(v.parse(ErrorBodySchema, await res.json()).message).toBe('Invalid CSRF token');
    }
    const member = await app.request(`${memberPath(MEMBER_USER.email)}/mfa/verify?mfa=${code}`);
    expect(member.status).toBe(403);
    // Nothing was spent: the code still verifies with the token.
    expect(await shopper.verify(prospectPath(PAT), code)).toMatchObject({ verified: true });
  });
});

// ─── members ────────────────────────────────────────────────────────────────────────────────

describe('member MFA', () => {
  it('signs a member in by email: masked contact info, code by EMAIL, a new session', async () => {
    const { app, db } = await setup();
    const shopper = await Shopper.start(app);
    const info = await shopper.get(`${memberPath(MEMBER_USER.email)}/mfa/contactInfo`);
    const text = await info.text();
    expect(v.parse(ContactInfoSchema, JSON.parse(text))).toEqual({
      methods: [
        { method: 'SMS', destination: '(•••) •••-0133' },
        { method: 'EMAIL', destination: 't•••@upshift.test' },
      ],
    });
    expect(text).not.toMatch(/6175550133/);
    expect((await shopper.send(memberPath(MEMBER_USER.email), 'EMAIL')).status).toBe(200);
    const sent = await lastCode(db);
    expect(sent).toMatchObject({ channel: 'EMAIL', recipient: MEMBER_USER.email });
    const oldToken = shopper.token;
    const result = await shopper.verify(memberPath(MEMBER_USER.email.toUpperCase()), sent.code);
    expect(result).toMatchObject({ verified: true, signedIn: true, memberDisabled: false });
    expect(result.csrfToken).not.toBe(oldToken);
    expect(result.visitor).toMatchObject({
      isLoggedIn: true,
      userId: MEMBER_USER.id,
      isMember: true,
      firstName: 'Taylor',
    });
    const state = v.parse(
      MemberStateSchema,
      await (await shopper.get(`${memberPath(MEMBER_USER.email)}?mfa=true`)).json(),
    );
    expect(state).toMatchObject({
      email: MEMBER_USER.email,
      mfaVerified: true,
      member: { firstName: 'Taylor', isMemberDisabled: false },
    });
  });

  it('a disabled member is verified but not signed in, and the answer says why', async () => {
    const { app, db } = await setup();
    const shopper = await Shopper.start(app);
    await shopper.send(memberPath(DISABLED_MEMBER_USER.email), 'SMS');
    const sent = await lastCode(db);
    expect(sent).toMatchObject({ channel: 'SMS', recipient: '2065550164' });
    const result = await shopper.verify(memberPath(DISABLED_MEMBER_USER.email), sent.code);
    expect(result).toMatchObject({ verified: true, signedIn: false, memberDisabled: true });
    expect(result.visitor.isLoggedIn).toBe(false);
    const state = v.parse(MemberStateSchema, await (await shopper.get(memberPath(DISABLED_MEMBER_USER.email))).json());
    expect(state.member).toEqual({ firstName: 'Riley', isMemberDisabled: true });
  });

  it('an email that is no member’s answers exactly like a member’s: decoy contact info, a code that is never sent', async () => {
    const { app, db } = await setup();
    const shopper = await Shopper.start(app);
    for (const email of ['nobody@example.com', 'jordan@upshift.test']) {
      const info = v.parse(ContactInfoSchema, await (await shopper.get(`${memberPath(email)}/mfa/contactInfo`)).json());
      expect(info.methods.map((m) => m.method)).toEqual(['SMS', 'EMAIL']);
      expect(info.methods[0]?.destination).toMatch(/^\(•••\) •••-\d{4}$/);
      expect(info.methods[1]?.destination).toBe(`${email[0]}•••@${email.split('@')[1]}`);
      // Stable: asking again shows the same number.
      expect(
        v.parse(ContactInfoSchema, await (await shopper.get(`${memberPath(email)}/mfa/contactInfo`)).json()),
      ).toEqual(info);

      const before = (await listOutbox(db)).length;
      const sent = await shopper.send(memberPath(email), 'SMS');
      expect(sent.status).toBe(200);
      expect(v.parse(MfaCodeStateSchema, await sent.json())).toMatchObject({
        active: true,
        triesLeft: 5,
        resendInSeconds: 30,
      });
      expect((await listOutbox(db)).length).toBe(before);
      expect(await shopper.verify(memberPath(email), '123456')).toMatchObject({
        verified: false,
        reason: 'invalid',
        triesLeft: 4,
      });
      const early = await shopper.send(memberPath(email), 'EMAIL');
      expect(early.status).toBe(429);
      const state = v.parse(MemberStateSchema, await (await shopper.get(`${memberPath(email)}?mfa=true`)).json());
      expect(state).toMatchObject({ mfaVerified: false, member: null, mfa: { active: true, triesLeft: 4 } });
    }
    // A real member before verifying answers the same shape.
    const member = v.parse(
      MemberStateSchema,
      await (await shopper.get(`${memberPath(DEMO_USER.email)}?mfa=true`)).json(),
    );
    expect(member).toEqual({
      email: DEMO_USER.email,
      mfaVerified: false,
      member: null,
      mfa: { active: false, channel: null, destination: null, expiresInSeconds: 0, triesLeft: 0, resendInSeconds: 0 },
    });
  });
});

describe('request logs', () => {
  it('blank out the email in member paths', () => {
    expect(redactPersonalData('<-- GET /api/members/alex%40upshift.test/mfa/contactInfo')).toBe(
      '<-- GET /api/members/[redacted]/mfa/contactInfo',
    );
    expect(redactPersonalData('--> GET /api/members/a@b.c 200 3ms')).toBe('--> GET /api/members/[redacted] 200 3ms');
  });

  it('blank out the workspace searches, which name shoppers', () => {
    expect(redactPersonalData('<-- GET /dealer/api/deals?q=ana%40example.test')).toBe(
      '<-- GET /dealer/api/deals?q=[redacted]',
    );
    expect(redactPersonalData('--> GET /dealer/api/leads?kind=email&q=5125550142&status=NEW 200 4ms')).toBe(
      '--> GET /dealer/api/leads?kind=email&q=[redacted]&status=NEW 200 4ms',
    );
  });
});
