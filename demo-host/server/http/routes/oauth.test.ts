import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  RegisterSsoResponseSchema,
  SsoSignInResponseSchema,
  type RegisterSsoRequest,
} from '../../../../src/contract/one-tap.ts';
import { LoginResponseSchema, MEMBERSHIP_DISABLED } from '../../../../src/contract/auth.ts';
import { setMemberDisabled } from '../../db/identity-repo.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { findSsoUserByEmail, linkSso } from '../../db/sso-repo.ts';
import type { SeedData } from '../../db/seed/seed.ts';
import type { Db } from '../../db/schema.ts';
import {
  createDevIdp,
  findDevIdentity,
  loadDevIdpKey,
  SANDBOX_CLIENT_ID,
  type DevIdentity,
} from '../../sandbox/identity/dev-idp.ts';
import type { GoogleSettings } from '../../services/identity/google.ts';
import { LINKED_ELSEWHERE } from '../../services/identity/sso-accounts.ts';
import { listOutbox } from '../../sandbox/messaging/index.ts';
import { APP_ORIGIN, cookieOf, fixtureSeed, makeApp, makeDb, SITE_ORIGIN, testApp, USER } from '../../test-support.ts';
import { Visitor } from './deal-fixtures.ts';

const CALLBACK = '/login/oauth2/code/google';
const ISSUER = `${APP_ORIGIN}/dev-idp`;

/** The fixture seed with Google sign-up on the `main` campaign (ssos) and the one-tap flag. */
function ssoSeed(): SeedData {
  const seed = fixtureSeed();
  return {
    ...seed,
    campaigns: seed.campaigns.map((c) =>
      c.slug === 'main' ? { ...c, ssos: ['google', 'nissan-cs-idp'], featureFlags: ['GOOGLE_ONE_TAP_FEATURE'] } : c,
    ),
  };
}

type App = Awaited<ReturnType<typeof makeApp>>['app'];

async function setup() {
  const db = await makeDb(ssoSeed());
  const { app } = await makeApp(db);
  return { db, app, idp: createDevIdp(db, APP_ORIGIN) };
}

const who = (id: string): DevIdentity => {
  const identity = findDevIdentity(id);
  if (!identity) throw new Error(`no dev identity ${id}`);
  return identity;
};

/** A token signed with the sandbox IdP's own key, with any claims (for the refusals). */
async function craft(db: Db, over: Record<string, unknown> = {}, now = new Date()): Promise<string> {
  const { kid, privateJwk } = await loadDevIdpKey(db);
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    iss: ISSUER,
    aud: SANDBOX_CLIENT_ID,
    sub: 'sandbox-crafted-1',
    email: 'crafted@upshift.test',
    email_verified: true,
    given_name: 'Cora',
    family_name: 'Crafted',
    iat,
    exp: iat + 300,
    ...over,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(await importJWK(privateJwk, 'RS256'));
}

const pageContext = async (app: App, cookie: string) =>
  v.parse(
    ShadowBootSchema,
    await (await app.request('/api/page-context?campaign=main', { headers: { Cookie: cookie } })).json(),
  );

async function signInJson(visitor: Visitor, credential: string) {
  const res = await visitor.post(CALLBACK, { credential });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

/** Signs the visitor in with the credential and keeps the new cookie and token, like the app does. */
async function signIn(visitor: Visitor, credential: string) {
  const { res, body } = await signInJson(visitor, credential);
  expect(res.status).toBe(200);
  const parsed = v.parse(SsoSignInResponseSchema, body);
  visitor.cookie = cookieOf(res);
  visitor.token = parsed.csrfToken;
  return parsed;
}

describe('POST /login/oauth2/code/google (one-tap sign-in)', { timeout: 30_000 }, () => {
  it('creates an account for a new identity, sends a welcome email and replaces the session', async () => {
    const { db, app, idp } = await setup();
    const visitor = await Visitor.start(app);
    const before = { cookie: visitor.cookie, token: visitor.token };
    const avery = who('avery');

    const result = await signIn(visitor, await idp.mint(avery));
    expect(result.success).toBe(true);
    expect(result.user.firstName).toBe('Avery');
    expect(visitor.cookie).not.toBe(before.cookie);
    expect(result.csrfToken).not.toBe(before.token);

    const row = await db.selectFrom('users').selectAll().where('id', '=', result.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: avery.email,
      first_name: 'Avery',
      last_name: 'Quinn',
      sso_provider: 'google',
      sso_subject: avery.subject,
    });
    expect(row.password_hash).toMatch(/^!unusable\$/);
    const [mail] = await listOutbox(db);
    expect(mail).toMatchObject({
      channel: 'EMAIL',
      recipient: avery.email,
      kind: 'welcome',
      subject: 'Welcome to Upshift',
    });

    // The new session is signed in; the old one is gone, and so is its CSRF token.
    expect((await pageContext(app, visitor.cookie)).context.visitor).toMatchObject({
      isLoggedIn: true,
      firstName: 'Avery',
    });
    const stale = await app.request('/logout', {
      method: 'POST',
      headers: { Cookie: before.cookie, 'X-CSRF-TOKEN': before.token, Accept: 'application/json' },
    });
    expect(stale.status).toBe(403);
  });

  it('finds the same person again by their subject: one account, one welcome email', async () => {
    const { db, app, idp } = await setup();
    const first = await signIn(await Visitor.start(app), await idp.mint(who('avery')));
    const again = await signIn(await Visitor.start(app), await idp.mint(who('avery')));
    expect(again.user.id).toBe(first.user.id);
    expect((await listOutbox(db)).filter((m) => m.kind === 'welcome')).toHaveLength(1);
  });

  it('two first sign-ins of one person at once make one account (the unique identity index decides)', async () => {
    const { db, app, idp } = await setup();
    const [a, b] = await Promise.all([Visitor.start(app), Visitor.start(app)]);
    const [one, two] = await Promise.all([
      signIn(a, await idp.mint(who('avery'))),
      signIn(b, await idp.mint(who('avery'))),
    ]);
    expect(one.user.id).toBe(two.user.id);
    const rows = await db.selectFrom('users').select('id').where('sso_subject', '=', who('avery').subject).execute();
    expect(rows).toHaveLength(1);
  });

  it("links the account that has the token's verified email, which still signs in with its password", async () => {
    const { db, app, idp } = await setup();
    const alex = who('alex');
    expect(alex.email).toBe(USER.email);
    const result = await signIn(await Visitor.start(app), await idp.mint(alex));
    expect(result.user).toEqual({ id: 'u1', firstName: 'Dana' });
    expect(await findSsoUserByEmail(db, USER.email)).toMatchObject({ ssoProvider: 'google', ssoSubject: alex.subject });
    expect(await listOutbox(db)).toHaveLength(0);
    const password = await (await Visitor.start(app)).post('/api/auth/login', USER);
    expect(v.parse(LoginResponseSchema, await password.json()).success).toBe(true);
  });

  it('refuses (409) to link an email whose account is linked to another Google account', async () => {
    const { db, app } = await setup();
    await linkSso(db, 'u1', 'google', 'sandbox-somebody-else');
    const { res, body } = await signInJson(await Visitor.start(app), await craft(db, { email: USER.email }));
    expect(res.status).toBe(409);
    expect(body['message']).toBe(LINKED_ELSEWHERE);
  });

  it("claims the anonymous visitor's deals for the account, like a password sign-in", async () => {
    const { db, app, idp } = await setup();
    const visitor = await Visitor.start(app);
    const dealId = await visitor.startDeal('v1');
    const result = await signIn(visitor, await idp.mint(who('avery')));
    const deal = await db.selectFrom('deals').select('user_id').where('id', '=', dealId).executeTakeFirstOrThrow();
    expect(deal.user_id).toBe(result.user.id);
  });

  it.each([
    [
      'expired',
      { exp: Math.floor(Date.now() / 1000) - 120 },
      'The Google sign-in credential has expired. Please try again.',
    ],
    [
      'for another audience',
      { aud: 'another-app' },
      'The Google sign-in credential was issued for another application.',
    ],
    [
      'from another issuer',
      { iss: 'https://accounts.google.com' },
      'The Google sign-in credential was not issued by Google.',
    ],
    ['with an unverified email', { email_verified: false }, 'Your Google account email address is not verified.'],
  ])('answers 401 with a clear message for a token %s, and signs nobody in', async (_name, claims, message) => {
    const { db, app } = await setup();
    const visitor = await Visitor.start(app);
    const { res, body } = await signInJson(visitor, await craft(db, claims));
    expect(res.status).toBe(401);
    expect(body['message']).toBe(message);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await findSsoUserByEmail(db, 'crafted@upshift.test')).toBeNull();
  });

  it('answers 401, not 500, for a badly signed or malformed credential', async () => {
    const { db, app } = await setup();
    const visitor = await Visitor.start(app);
    const stranger = await generateKeyPair('RS256');
    const { kid } = await loadDevIdpKey(db);
    const forged = await new SignJWT({
      iss: ISSUER,
      aud: SANDBOX_CLIENT_ID,
      sub: 's',
      email: 'x@upshift.test',
      email_verified: true,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(stranger.privateKey);
    for (const credential of [forged, 'garbage', 'a.b.c']) {
      const { res, body } = await signInJson(visitor, credential);
      expect(res.status).toBe(401);
      expect(body['message']).toBe('The Google sign-in credential is not valid. Please try again.');
    }
    expect((await signInJson(visitor, '')).res.status).toBe(400);
  });

  it('locks the client out with a 429 and a retry time after 5 failures', async () => {
    const { db, app, idp } = await setup();
    const visitor = await Visitor.start(app);
    for (let i = 0; i < 5; i += 1) expect((await signInJson(visitor, 'garbage')).res.status).toBe(401);
    const { res, body } = await signInJson(visitor, await idp.mint(who('avery')));
    expect(res.status).toBe(429);
    expect(body['retryAfterSeconds']).toBeGreaterThan(0);
    expect(await findSsoUserByEmail(db, who('avery').email)).toBeNull();
  });

  it("refuses our app's JSON post without the session's CSRF token", async () => {
    const { app, idp } = await setup();
    const visitor = await Visitor.start(app);
    const credential = await idp.mint(who('avery'));
    const post = (headers: Record<string, string>) =>
      app.request(CALLBACK, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ credential }),
      });
    expect((await post({ Cookie: visitor.cookie })).status).toBe(403);
    expect((await post({ Cookie: visitor.cookie, 'X-CSRF-TOKEN': 'nope' })).status).toBe(403);
    expect((await post({ 'X-CSRF-TOKEN': visitor.token })).status).toBe(403);
  });

  it("accepts Google's form post with the double-submit g_csrf_token and sends the browser to the app", async () => {
    const { app, idp } = await setup();
    const form = (token: string, cookie: string) =>
      app.request(CALLBACK, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
        body: new URLSearchParams({ credential: token, g_csrf_token: 'd0ubl3-subm1t' }).toString(),
      });
    const credential = await idp.mint(who('avery'));

    const mismatch = await form(credential, 'g_csrf_token=other');
    expect(mismatch.status).toBe(403);
    expect(mismatch.headers.get('content-type')).toMatch(/text\/html/);
    expect((await form(credential, '')).status).toBe(403);

    const ok = await form(credential, 'g_csrf_token=d0ubl3-subm1t');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/');
    expect((await pageContext(app, cookieOf(ok))).context.visitor).toMatchObject({
      isLoggedIn: true,
      firstName: 'Avery',
    });

    const bad = await form('garbage', 'g_csrf_token=d0ubl3-subm1t');
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain('The Google sign-in credential is not valid.');
  });

  it("accepts Google's JSON post with g_csrf_token in the body and the cookie", async () => {
    const { app, idp } = await setup();
    const res = await app.request(CALLBACK, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'g_csrf_token=abc123' },
      body: JSON.stringify({
        credential: await idp.mint(who('avery')),
        g_csrf_token: 'abc123',
        client_id: SANDBOX_CLIENT_ID,
      }),
    });
    expect(res.status).toBe(200);
    expect(v.parse(SsoSignInResponseSchema, await res.json()).user.firstName).toBe('Avery');
  });

  it('a welcome email that cannot be sent does not undo the sign-in, and its log names nobody', async () => {
    const db = await makeDb(ssoSeed());
    const failing = { send: () => Promise.reject(new Error('mailbox avery.quinn@upshift.test is full')) };
    const app = testApp(db, {
      messages: failing,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await signIn(await Visitor.start(app), await createDevIdp(db, APP_ORIGIN).mint(who('avery')));
    expect(result.user.firstName).toBe('Avery');
    expect(logged).toHaveBeenCalledWith('Welcome email not sent: Error');
    expect(JSON.stringify(logged.mock.calls)).not.toContain('@');
    logged.mockRestore();
  });

  it('an account made by Google has no password that signs in', async () => {
    const { app, idp } = await setup();
    await signIn(await Visitor.start(app), await idp.mint(who('avery')));
    const res = await (
      await Visitor.start(app)
    ).post('/api/auth/login', { email: who('avery').email, password: '!unusable$' });
    expect(v.parse(LoginResponseSchema, await res.json()).success).toBe(false);
  });
});

describe('Google and a disabled member (seed 001 §6)', { timeout: 30_000 }, () => {
  it('one-tap (JSON) refuses with 403, links nothing and signs nobody in', async () => {
    const { db, app, idp } = await setup();
    await setMemberDisabled(db, 'u1', true);
    const visitor = await Visitor.start(app);
    const { res, body } = await signInJson(visitor, await idp.mint(who('alex')));
    expect(res.status).toBe(403);
    expect(body['message']).toBe(MEMBERSHIP_DISABLED);
    expect(res.headers.get('set-cookie')).toBeNull();
    // The link the sign-in would have made went with the refusal.
    expect(await findSsoUserByEmail(db, USER.email)).toMatchObject({ ssoProvider: null, ssoSubject: null });
    expect((await pageContext(app, visitor.cookie)).context.visitor.isLoggedIn).toBe(false);
  });

  it("one-tap refuses an identity already linked to a disabled member's account, in Google's form post too", async () => {
    const { db, app, idp } = await setup();
    const alex = who('alex');
    await linkSso(db, 'u1', 'google', alex.subject);
    await setMemberDisabled(db, 'u1', true);
    const { res } = await signInJson(await Visitor.start(app), await idp.mint(alex));
    expect(res.status).toBe(403);
    const form = await app.request(CALLBACK, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'g_csrf_token=d0ubl3-subm1t' },
      body: new URLSearchParams({ credential: await idp.mint(alex), g_csrf_token: 'd0ubl3-subm1t' }).toString(),
    });
    expect(form.status).toBe(403);
    expect(form.headers.get('content-type')).toMatch(/text\/html/);
    expect(await form.text()).toContain(MEMBERSHIP_DISABLED);
    expect(form.headers.get('set-cookie')).toBeNull();
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', 'u1').execute()).toEqual([]);
  });

  it('signing up again with the identity of a disabled member’s account refuses too', async () => {
    const { db, app, idp } = await setup();
    const alex = who('alex');
    await linkSso(db, 'u1', 'google', alex.subject);
    await setMemberDisabled(db, 'u1', true);
    const res = await (
      await Visitor.start(app)
    ).post('/api/profile/register-sso', {
      campaign: 'main',
      provider: 'google',
      credential: await idp.mint(alex),
      terms: true,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: MEMBERSHIP_DISABLED });
  });

  it('a member whose membership is on signs in with Google as before', async () => {
    const { db, app, idp } = await setup();
    await setMemberDisabled(db, 'u1', false);
    expect((await signIn(await Visitor.start(app), await idp.mint(who('alex')))).user.id).toBe('u1');
  });
});

describe('POST /api/profile/register-sso', { timeout: 30_000 }, () => {
  const body = async (idp: ReturnType<typeof createDevIdp>, over: Partial<RegisterSsoRequest> = {}) => ({
    campaign: 'main',
    provider: 'google',
    credential: await idp.mint(who('avery')),
    terms: true as const,
    ...over,
  });

  it('registers a new account from the verified identity, with phone and zip, and signs in', async () => {
    const { db, app, idp } = await setup();
    const visitor = await Visitor.start(app);
    const res = await visitor.post(
      '/api/profile/register-sso',
      await body(idp, { phoneNumber: '(512) 555-0100', zipCode: '78701' }),
    );
    expect(res.status).toBe(200);
    const result = v.parse(RegisterSsoResponseSchema, await res.json());
    expect(result).toMatchObject({ success: true, created: true, user: { firstName: 'Avery' } });
    expect(await findSsoUserByEmail(db, who('avery').email)).toMatchObject({
      phoneNumber: '5125550100',
      zipcode: '78701',
    });
    expect((await listOutbox(db))[0]).toMatchObject({
      kind: 'welcome',
      // The campaign name's line separator never reaches a mail header.
      subject: 'Welcome to Main </script> & <Co>',
    });
    expect((await pageContext(app, cookieOf(res))).context.visitor.isLoggedIn).toBe(true);
  });

  it('signing up twice with one identity signs in to the same account', async () => {
    const { app, idp } = await setup();
    const first = v.parse(
      RegisterSsoResponseSchema,
      await (await (await Visitor.start(app)).post('/api/profile/register-sso', await body(idp))).json(),
    );
    const again = v.parse(
      RegisterSsoResponseSchema,
      await (await (await Visitor.start(app)).post('/api/profile/register-sso', await body(idp))).json(),
    );
    expect([again.created, again.user.id]).toEqual([false, first.user.id]);
  });

  it("answers 'Duplicate email' on the email field when the email has an account not linked to the identity", async () => {
    const { db, app, idp } = await setup();
    const res = await (
      await Visitor.start(app)
    ).post('/api/profile/register-sso', await body(idp, { credential: await idp.mint(who('alex')) }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Duplicate email',
      fieldErrors: [{ field: 'email', message: 'Duplicate email' }],
    });
    expect(await findSsoUserByEmail(db, USER.email)).toMatchObject({ ssoProvider: null });
  });

  it("refuses a provider that is not in the campaign's ssos, or that this server does not support", async () => {
    const { app, idp } = await setup();
    const visitor = await Visitor.start(app);
    for (const over of [{ campaign: 'upgrade' }, { provider: 'nissan-cs-idp' }, { provider: 'facebook' }]) {
      const res = await visitor.post('/api/profile/register-sso', await body(idp, over));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe('provider');
    }
    const unknown = await visitor.post('/api/profile/register-sso', await body(idp, { campaign: 'nope' }));
    expect(unknown.status).toBe(400);
  });

  it('needs the terms, a valid phone and zip when given, and a valid credential', async () => {
    const { app, idp } = await setup();
    const visitor = await Visitor.start(app);
    const fields = async (over: Record<string, unknown>) => {
      const res = await visitor.post('/api/profile/register-sso', { ...(await body(idp)), ...over });
      expect(res.status).toBe(400);
      return ((await res.json()) as { fieldErrors: { field: string; message: string }[] }).fieldErrors;
    };
    expect(await fields({ terms: false })).toEqual([
      { field: 'terms', message: 'You must agree to the terms and conditions' },
    ]);
    expect(await fields({ phoneNumber: '12345' })).toEqual([
      { field: 'phoneNumber', message: 'Enter a valid 10 digit phone number' },
    ]);
    expect(await fields({ zipCode: '7870' })).toEqual([{ field: 'zipCode', message: 'Zip code must be 5 digits' }]);
    const bad = await visitor.post('/api/profile/register-sso', await body(idp, { credential: 'garbage' }));
    expect(bad.status).toBe(401);
  });
});

describe('the sandbox identity provider', { timeout: 30_000 }, () => {
  it('publishes its public key set: RS256, a key id, no private part', async () => {
    const { app } = await setup();
    const res = await app.request('/dev-idp/jwks.json');
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: JWK[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String), e: 'AQAB' });
    expect(Object.keys(keys[0] ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });

  it('shares one key between processes on one database: minted by one, verified by the other', async () => {
    const db = await makeDb(ssoSeed());
    const [a, b] = [(await makeApp(db)).app, (await makeApp(db)).app];
    // Both start without a key: the first to store one wins and both use it.
    const [jwksA, jwksB] = await Promise.all([a.request('/dev-idp/jwks.json'), b.request('/dev-idp/jwks.json')]);
    expect(await jwksA.json()).toEqual(await jwksB.json());

    const chosen = await a.request('/dev-idp/select', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: SANDBOX_CLIENT_ID,
        origin: APP_ORIGIN,
        state: 'state-0123456789abcdef',
        identity: 'avery',
      }).toString(),
    });
    const credential = handBack(await chosen.text()).message.credential;
    const result = await signIn(await Visitor.start(b), credential);
    expect(result.user.firstName).toBe('Avery');
  });

  it('shows the test accounts to choose from, only for our client and an origin that may receive the token', async () => {
    const { app } = await setup();
    const chooser = (q: Record<string, string>) =>
      app.request(
        `/dev-idp/select?${new URLSearchParams({ client_id: SANDBOX_CLIENT_ID, origin: APP_ORIGIN, state: 'state-0123456789abcdef', ...q }).toString()}`,
      );
    const ok = await chooser({});
    expect(ok.status).toBe(200);
    const html = await ok.text();
    for (const email of ['demo@upshift.test', 'avery.quinn@upshift.test', 'casey.unverified@upshift.test'])
      expect(html).toContain(email);
    expect(html).toContain('<h1>Choose an account</h1>');
    expect(ok.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'nonce-[^']+'; /);
    expect((await chooser({ origin: SITE_ORIGIN })).status).toBe(200);
    expect((await chooser({ origin: 'https://evil.example' })).status).toBe(400);
    expect((await chooser({ client_id: 'someone-else' })).status).toBe(400);
    expect((await chooser({ state: 'short' })).status).toBe(400);
  });

  it('hands a signed, 5-minute token for the chosen account back to the exact origin that asked', async () => {
    const { app } = await setup();
    const res = await app.request('/dev-idp/select', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: SANDBOX_CLIENT_ID,
        origin: SITE_ORIGIN,
        state: 'state-0123456789abcdef',
        identity: 'alex',
      }).toString(),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("'*'");
    const { origin, message } = handBack(html);
    expect(origin).toBe(SITE_ORIGIN);
    expect(message).toMatchObject({ type: 'upshift-dev-idp', state: 'state-0123456789abcdef' });
    const claims = JSON.parse(Buffer.from(message.credential.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: SANDBOX_CLIENT_ID,
      sub: who('alex').subject,
      email: 'demo@upshift.test',
      email_verified: true,
      given_name: 'Alex',
      family_name: 'Morgan',
    });
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(300);
    const unknown = await app.request('/dev-idp/select', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: SANDBOX_CLIENT_ID,
        origin: APP_ORIGIN,
        state: 'state-0123456789abcdef',
        identity: 'mallory',
      }).toString(),
    });
    expect(unknown.status).toBe(400);
    const huge = await app.request('/dev-idp/select', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `identity=${'a'.repeat(70 * 1024)}`,
    });
    expect(huge.status).toBe(413);
  });

  it('is off in production, and so is one-tap without a Google client id', async () => {
    const db = await makeDb(ssoSeed());
    const app = testApp(db, {
      environment: 'prod',
    });
    expect((await app.request('/dev-idp/jwks.json')).status).toBe(404);
    expect((await app.request(`/dev-idp/select?client_id=${SANDBOX_CLIENT_ID}`)).status).toBe(404);
    const visitor = await Visitor.start(app);
    expect(visitor.token).not.toBe('');
    expect((await visitor.post(CALLBACK, { credential: await craft(db) })).status).toBe(404);
    expect((await pageContext(app, visitor.cookie)).context.oneTap).toBeNull();
  });

  it('tells the app through the page context which provider is active', async () => {
    const { app } = await setup();
    expect((await pageContext(app, '')).context.oneTap).toEqual({ provider: 'sandbox', clientId: SANDBOX_CLIENT_ID });
    const shell = await app.request('/');
    expect(shell.headers.get('content-security-policy')).not.toContain('accounts.google.com');
  });
});

describe('with a real Google client id', { timeout: 30_000 }, () => {
  const CLIENT_ID = '1234-upshift.apps.googleusercontent.com';
  let server: Server;
  let jwksUrl = '';
  let google: Awaited<ReturnType<typeof generateKeyPair>>;

  beforeAll(async () => {
    google = await generateKeyPair('RS256');
    const jwks = { keys: [{ ...(await exportJWK(google.publicKey)), kid: 'g1', alg: 'RS256', use: 'sig' }] };
    // Google's key set, served over HTTP like https://www.googleapis.com/oauth2/v3/certs.
    server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/oauth2/v3/certs`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const googleApp = async (settings: Partial<GoogleSettings> = {}) => {
    const db = await makeDb(ssoSeed());
    const app = testApp(db, {
      google: {
        clientId: CLIENT_ID,
        jwksUrl,
        issuers: ['https://accounts.google.com', 'accounts.google.com'],
        ...settings,
      },
    });
    return { db, app };
  };

  const googleToken = () =>
    new SignJWT({ email: 'pat@gmail.com', email_verified: true, given_name: 'Pat', family_name: 'Shopper' })
      .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
      .setIssuer('accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('110169484474386276334')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(google.privateKey);

  it("verifies Google's tokens against Google's key set; the sandbox IdP is gone", async () => {
    const { app } = await googleApp();
    const result = await signIn(await Visitor.start(app), await googleToken());
    expect(result.user.firstName).toBe('Pat');
    expect((await app.request('/dev-idp/jwks.json')).status).toBe(404);
    expect((await pageContext(app, '')).context.oneTap).toEqual({ provider: 'google', clientId: CLIENT_ID });
  });

  it("opens the CSP to Google's sign-in script, frames and styles only on a campaign with the flag", async () => {
    const { app } = await googleApp();
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    expect(csp).toContain("style-src 'self' https://accounts.google.com/gsi/style");
    const without = (await app.request('/embed?campaign=upgrade')).headers.get('content-security-policy') ?? '';
    expect(without).not.toContain('accounts.google.com');
  });

  it("answers 503, not 401 or 500, when Google's key set cannot be reached", async () => {
    const { db, app } = await googleApp({ jwksUrl: 'http://127.0.0.1:9/unreachable' });
    const { res, body } = await signInJson(await Visitor.start(app), await googleToken());
    expect(res.status).toBe(503);
    expect(body['message']).toBe('Google sign-in is unavailable right now. Please try again in a moment.');
    expect(await findSsoUserByEmail(db, 'pat@gmail.com')).toBeNull();
  });
});

/** The hand-back page's data: where the message goes and what it says. */
function handBack(html: string): { origin: string; message: { type: string; state: string; credential: string } } {
  const json = /<script type="application\/json" id="dev-idp-result">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no hand-back data');
  return JSON.parse(json) as { origin: string; message: { type: string; state: string; credential: string } };
}
