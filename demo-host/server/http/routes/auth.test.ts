/**
 * Sign-in (seed 000 §7) and sign-out (seed 000 §2): the failure limiter per account and per client
 * (after 5 failures a 429 with the time to wait), TRUST_PROXY, and sessions rotated at sign-in and
 * ended at sign-out, so an id or token seen before no longer works.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../../../src/contract/auth.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { FAILURE_WINDOW_MS, MAX_FAILURES, TOO_MANY_ATTEMPTS } from '../../services/attempts.ts';
import { readConfig } from '../../config.ts';
import { setMemberDisabled } from '../../db/identity-repo.ts';
import { CSRF_FORM_FIELD } from '../security.ts';
import { LOGOUT_CSRF_FIELD } from '../../../../src/contract/auth.ts';
import { cookieOf, makeDb, testApp, USER } from '../../test-support.ts';
import { loginAccountKey } from './auth.ts';

async function makeAuthApp(trustProxy = false) {
  const db = await makeDb();
  const app = testApp(db, {
    trustProxy,
  });
  return { db, app };
}

type App = Awaited<ReturnType<typeof makeAuthApp>>['app'];

/** A browser: its session cookie and CSRF token, and the address a proxy would forward for it. */
async function browser(app: App, forwardedFor?: string) {
  const res = await app.request('/api/page-context?campaign=main');
  const s = { cookie: cookieOf(res), token: v.parse(ShadowBootSchema, await res.json()).csrf.token };
  const headers = (): Record<string, string> => ({
    Cookie: s.cookie,
    'X-CSRF-TOKEN': s.token,
    'Content-Type': 'application/json',
    Accept: 'application/json',
    // The trusted proxy appends the client's address after whatever the client sent itself.
    ...(forwardedFor ? { 'X-Forwarded-For': `10.0.0.1, ${forwardedFor}` } : {}),
  });
  return {
    session: s,
    login: (body: { email: string; password: string }) =>
      app.request('/api/auth/login', { method: 'POST', headers: headers(), body: JSON.stringify(body) }),
    async signIn(body: { email: string; password: string } = USER) {
      const res = await this.login(body);
      const parsed = v.parse(LoginResponseSchema, await res.json());
      if (!parsed.success) throw new Error('sign-in failed');
      s.cookie = cookieOf(res);
      s.token = parsed.csrfToken;
      return res;
    },
  };
}

const wrong = (email = USER.email) => ({ email, password: 'Wrong#123' });

async function failTimes(b: Awaited<ReturnType<typeof browser>>, times: number, email?: (i: number) => string) {
  for (let i = 0; i < times; i++) {
    const res = await b.login(wrong(email?.(i)));
    expect(res.status, `failure ${i + 1}`).toBe(200);
    expect(v.parse(LoginResponseSchema, await res.json()).success).toBe(false);
  }
}

async function expectLocked(res: Response) {
  expect(res.status).toBe(429);
  const body = v.parse(ErrorBodySchema, await res.json());
  expect(body.message).toBe(TOO_MANY_ATTEMPTS);
  // The wait is what is left of the window: at most 15 minutes, and told in the body and the header.
  expect(body.retryAfterSeconds).toBeGreaterThan(FAILURE_WINDOW_MS / 1000 - 60);
  expect(body.retryAfterSeconds).toBeLessThanOrEqual(FAILURE_WINDOW_MS / 1000);
  expect(Number(res.headers.get('retry-after'))).toBe(body.retryAfterSeconds);
}

describe('sign-in failure limit per account', { timeout: 60_000 }, () => {
  it('answers the fifth failure and any attempt after it with 429 and the wait, even the right password', async () => {
    const { app } = await makeAuthApp(true);
    const b = await browser(app, '203.0.113.1');
    await failTimes(b, MAX_FAILURES - 1);
    await expectLocked(await b.login(wrong()));
    await expectLocked(await b.login(USER));
    // Another client is not locked out of the account: its owner still signs in there.
    const other = await browser(app, '203.0.113.2');
    await other.signIn({ email: ' DEMO@upshift.test', password: USER.password });
  });

  it('counts failures for an unknown email like for a known one', async () => {
    const { app } = await makeAuthApp(true);
    const b = await browser(app, '203.0.113.3');
    await failTimes(b, MAX_FAILURES - 1, () => 'nobody@upshift.test');
    await expectLocked(await b.login(wrong('nobody@upshift.test')));
  });

  it('forgets the account’s failures after a successful sign-in', async () => {
    const { app, db } = await makeAuthApp(true);
    await failTimes(await browser(app, '203.0.113.4'), MAX_FAILURES - 1);
    await (await browser(app, '203.0.113.5')).signIn();
    const key = loginAccountKey(USER.email);
    expect(await db.selectFrom('rate_limits').select('key').where('key', '=', key).executeTakeFirst()).toBeUndefined();
    await failTimes(await browser(app, '203.0.113.6'), MAX_FAILURES - 1);
  });

  it('lifts the lock once the window has passed', async () => {
    const { app, db } = await makeAuthApp(true);
    const b = await browser(app, '203.0.113.7');
    await failTimes(b, MAX_FAILURES - 1);
    await expectLocked(await b.login(wrong()));
    await db
      .updateTable('rate_limits')
      .set({ window_start: Date.now() - FAILURE_WINDOW_MS - 1000 })
      .execute();
    const res = await b.login(USER);
    expect(v.parse(LoginResponseSchema, await res.json()).success).toBe(true);
  });
});

describe('sign-in failure limit per client', { timeout: 60_000 }, () => {
  it('locks a client that fails on five different accounts, and no other client', async () => {
    const { app } = await makeAuthApp(true);
    const b = await browser(app, '198.51.100.9');
    await failTimes(b, MAX_FAILURES - 1, (i) => `guess${i}@upshift.test`);
    await expectLocked(await b.login(wrong('guess9@upshift.test')));
    // The demo account has no failures, but this client is locked out of every account.
    await expectLocked(await b.login(USER));
    const elsewhere = await browser(app, '198.51.100.10');
    expect(v.parse(LoginResponseSchema, await (await elsewhere.login(USER)).json()).success).toBe(true);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on: every request counts for the socket’s address', async () => {
    const { app } = await makeAuthApp(false);
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      await failTimes(await browser(app, `192.0.2.${i}`), 1, () => `spoof${i}@upshift.test`);
    }
    await expectLocked(await (await browser(app, '192.0.2.99')).login(wrong('spoof9@upshift.test')));
  });

  it('TRUST_PROXY is read as a number of proxies, off by default', () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be a whole number');
  });
});

describe('a disabled member signs in with no password (seed 001 §6)', { timeout: 60_000 }, () => {
  it('the right password is answered memberDisabled, not signed in, and the session stays as it was', async () => {
    const { app, db } = await makeAuthApp();
    await setMemberDisabled(db, 'u1', true);
    const b = await browser(app);
    const before = { ...b.session };
    const res = await b.login(USER);
    expect(res.status).toBe(200);
    const body = v.parse(LoginResponseSchema, await res.json());
    expect(body).toEqual({ success: false, user: null, csrfToken: before.token, memberDisabled: true });
    // No new session, nobody signed in: the cookie it had is still an anonymous visitor's.
    expect(res.headers.get('set-cookie')).toBeNull();
    const context = await app.request('/api/page-context?campaign=main', { headers: { Cookie: before.cookie } });
    expect(v.parse(ShadowBootSchema, await context.json()).context.visitor).toMatchObject({
      isLoggedIn: false,
      userId: null,
      phoneNumber: null,
      zipcode: null,
    });
    const signedIn = await db.selectFrom('sessions').select('id').where('user_id', '=', 'u1').execute();
    expect(signedIn).toEqual([]);
  });

  it('a wrong password is still only wrong: nothing says the membership is off', async () => {
    const { app, db } = await makeAuthApp();
    await setMemberDisabled(db, 'u1', true);
    const body = v.parse(LoginResponseSchema, await (await (await browser(app)).login(wrong())).json());
    expect(body.success).toBe(false);
    expect(body.memberDisabled).toBeUndefined();
  });

  it('turning a membership off ends the member’s sessions; turned on again, the password signs in', async () => {
    const { app, db } = await makeAuthApp();
    const b = await browser(app);
    await b.signIn();
    await setMemberDisabled(db, 'u1', true);
    const after = await app.request('/api/page-context?campaign=main', { headers: { Cookie: b.session.cookie } });
    expect(v.parse(ShadowBootSchema, await after.json()).context.visitor.isLoggedIn).toBe(false);
    await setMemberDisabled(db, 'u1', false);
    await (await browser(app)).signIn();
  });
});

describe('sessions at sign-in and sign-out', { timeout: 60_000 }, () => {
  const log = (app: App, s: { cookie: string; token: string }) =>
    app.request('/api/log-fe-message', {
      method: 'POST',
      headers: { Cookie: s.cookie, 'X-CSRF-TOKEN': s.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'still here?', level: 'info', url: 'http://x/' }),
    });
  const sessionId = (cookie: string) => cookie.split('=')[1] ?? '';

  it('sign-in replaces the session: the old id is deleted and its token refused', async () => {
    const { app, db } = await makeAuthApp();
    const b = await browser(app);
    const before = { ...b.session };
    expect((await log(app, before)).status).toBe(200);
    await b.signIn();
    expect(sessionId(b.session.cookie)).not.toBe(sessionId(before.cookie));
    const old = await db.selectFrom('sessions').select('id').where('id', '=', sessionId(before.cookie)).execute();
    expect(old).toEqual([]);
    expect((await log(app, before)).status).toBe(403);
    expect((await log(app, b.session)).status).toBe(200);
  });

  it('sign-out ends the session: the signed-in id is deleted and its token refused', async () => {
    const { app, db } = await makeAuthApp();
    const b = await browser(app);
    await b.signIn();
    const signedIn = { ...b.session };
    const res = await app.request('/logout', {
      method: 'POST',
      headers: { Cookie: signedIn.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `${CSRF_FORM_FIELD}=${signedIn.token}`,
    });
    expect(res.status).toBe(303);
    const rows = await db.selectFrom('sessions').select(['id', 'user_id']).execute();
    expect(rows.map((r) => r.id)).not.toContain(sessionId(signedIn.cookie));
    expect(rows.every((r) => r.user_id === null)).toBe(true);
    expect((await log(app, signedIn)).status).toBe(403);
  });

  it('the app’s logout form names the field the server reads', () => {
    expect(LOGOUT_CSRF_FIELD).toBe(CSRF_FORM_FIELD);
  });
});
