import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../../src/contract/auth.ts';
import { ErrorBodySchema } from '../../../src/contract/http.ts';
import { PageContextSchema } from '../../../src/contract/page-context.ts';
import { listFeLogs } from '../db/fe-logs-repo.ts';
import { findUserCredentials } from '../db/users-repo.ts';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../domain/passwords.ts';
import { MAX_FAILURES, TOO_MANY_ATTEMPTS } from '../services/attempts.ts';
import { cookieOf, makeApp, makeDb, readShell, testApp, USER } from '../test-support.ts';

type App = Awaited<ReturnType<typeof makeApp>>['app'];

/** Opens a shell page like a browser would: returns the session cookie and its CSRF token. */
async function visit(app: App, cookie?: string) {
  const res = await app.request('/embed?campaign=main', cookie ? { headers: { Cookie: cookie } } : {});
  const { token, context } = readShell(await res.text());
  return { cookie: cookie ?? cookieOf(res), token, context: v.parse(PageContextSchema, context) };
}

function login(app: App, s: { cookie: string; token: string }, body: unknown) {
  return app.request('/api/auth/login', {
    method: 'POST',
    headers: { Cookie: s.cookie, 'X-CSRF-TOKEN': s.token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('session cookie', () => {
  const boot = (app: App, cookie?: string) =>
    app.request('/api/page-context?campaign=main', cookie ? { headers: { Cookie: cookie } } : {});

  it('is created by the page shell and the shadow boot with HttpOnly, Secure, SameSite=None, Partitioned and Path=/', async () => {
    const { app } = await makeApp();
    for (const res of [await app.request('/embed?campaign=main'), await boot(app)]) {
      const header = res.headers.get('set-cookie') ?? '';
      expect(header).toMatch(/^upshift_sid=[0-9a-f]{64};/);
      const attributes = header.split(';').map((a) => a.trim().toLowerCase());
      expect(attributes).toEqual(
        expect.arrayContaining(['httponly', 'secure', 'samesite=none', 'partitioned', 'path=/']),
      );
    }
  });

  it('is not created by a request that does not need one: no cookie, no row', async () => {
    const { app, db } = await makeApp();
    for (const path of ['/api/states', '/api/vehicles/v1', '/api/garage/deals/count', '/healthz']) {
      const res = await app.request(path);
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    // Nor by a mutation: without a session no token was ever issued, so it is refused.
    const res = await app.request('/api/deals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': 'x' },
      body: JSON.stringify({ vehicleId: 'v1' }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('is reused when sent back, and replaced when unknown or malformed', async () => {
    const { app } = await makeApp();
    const cookie = cookieOf(await boot(app));
    const again = await boot(app, cookie);
    expect(again.headers.get('set-cookie')).toBeNull();
    const forged = await boot(app, `upshift_sid=${'a'.repeat(64)}`);
    expect(cookieOf(forged)).not.toBe(`upshift_sid=${'a'.repeat(64)}`);
    expect(cookieOf(forged)).toMatch(/^upshift_sid=[0-9a-f]{64}$/);
    const junk = await boot(app, 'upshift_sid=../../etc');
    expect(cookieOf(junk)).toMatch(/^upshift_sid=[0-9a-f]{64}$/);
  });

  it('ends after a week unused, and a month after it began however busy', async () => {
    const { app, db } = await makeApp();
    const day = 24 * 60 * 60 * 1000;
    for (const aged of [
      { updated_at: Date.now() - 8 * day },
      { created_at: Date.now() - 31 * day, updated_at: Date.now() },
    ]) {
      const cookie = cookieOf(await boot(app));
      const id = cookie.split('=')[1] ?? '';
      await db.updateTable('sessions').set(aged).where('id', '=', id).execute();
      const res = await boot(app, cookie);
      expect(cookieOf(res)).not.toBe(cookie);
      expect(await db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    }
  });

  it('is not minted by static assets', async () => {
    const { app } = await makeApp();
    const res = await app.request('/loader.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('CSRF', () => {
  const log = (app: App, headers: Record<string, string>) =>
    app.request('/api/log-fe-message', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ message: 'boom', level: 'warn', url: 'http://x/y' }),
    });

  it('refuses a mutating API call without the header or with a wrong token', async () => {
    const { app, db } = await makeApp();
    const s = await visit(app);
    for (const headers of [
      { Cookie: s.cookie },
      { Cookie: s.cookie, 'X-CSRF-TOKEN': 'nope' },
      { 'X-CSRF-TOKEN': s.token },
    ]) {
      const res = await log(app, headers);
      expect(res.status).toBe(403);
      expect(v.parse(ErrorBodySchema, await res.json()).message).toBe('Invalid CSRF token');
    }
    expect(await listFeLogs(db)).toHaveLength(0);
  });

  it('accepts the session token and stores the log line', async () => {
    const { app, db } = await makeApp();
    const s = await visit(app);
    const res = await log(app, { Cookie: s.cookie, 'X-CSRF-TOKEN': s.token, 'User-Agent': 'vitest' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ logged: true });
    const [row] = await listFeLogs(db);
    expect(row).toMatchObject({ message: 'boom', level: 'warn', url: 'http://x/y', userAgent: 'vitest', userId: null });
  });

  it("does not accept another session's token", async () => {
    const { app } = await makeApp();
    const a = await visit(app);
    const b = await visit(app);
    expect((await log(app, { Cookie: a.cookie, 'X-CSRF-TOKEN': b.token })).status).toBe(403);
  });
});

describe('POST /api/auth/login', () => {
  it('logs in, rotating the session id and the CSRF token', async () => {
    const { app } = await makeApp();
    const s = await visit(app);
    const res = await login(app, s, { email: '  DEMO@upshift.test ', password: USER.password });
    expect(res.status).toBe(200);
    const body = v.parse(LoginResponseSchema, await res.json());
    expect(body).toMatchObject({ success: true, user: { id: 'u1', firstName: 'Dana' } });
    expect(body.csrfToken).not.toBe(s.token);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^upshift_sid=[0-9a-f]{64}$/);
    expect(cookie).not.toBe(s.cookie);

    // The old session is gone: its cookie now gets a fresh anonymous session.
    const old = await visit(app, s.cookie);
    expect(old.context.visitor.isLoggedIn).toBe(false);
    const now = await visit(app, cookie);
    expect(now.token).toBe(body.csrfToken);
    expect(now.context.visitor).toMatchObject({ isLoggedIn: true, userId: 'u1', firstName: 'Dana', isMember: true });
  });

  it('answers success false for a wrong password or an unknown email, keeping the session', async () => {
    const { app } = await makeApp();
    const s = await visit(app);
    for (const body of [
      { email: USER.email, password: 'wrong' },
      { email: 'nobody@upshift.test', password: USER.password },
    ]) {
      const res = await login(app, s, body);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(v.parse(LoginResponseSchema, await res.json())).toEqual({
        success: false,
        user: null,
        csrfToken: s.token,
      });
    }
  });

  it('answers 400 with field errors for a bad body', async () => {
    const { app } = await makeApp();
    const s = await visit(app);
    const res = await login(app, s, { email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    const body = v.parse(ErrorBodySchema, await res.json());
    expect(body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email must be a valid email' },
        { field: 'password', message: 'Password is required' },
      ]),
    );
    const missing = await login(app, s, {});
    expect(
      v
        .parse(ErrorBodySchema, await missing.json())
        .fieldErrors.map((e) => e.field)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('answers 400 for malformed JSON and for a wrong content type', async () => {
    const { app } = await makeApp();
    const s = await visit(app);
    const malformed = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { Cookie: s.cookie, 'X-CSRF-TOKEN': s.token, 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await malformed.json())).toEqual({
      message: 'Malformed JSON body',
      fieldErrors: [{ field: '(root)', message: 'Malformed JSON body' }],
    });
    const form = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { Cookie: s.cookie, 'X-CSRF-TOKEN': s.token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a@b.c&password=x',
    });
    expect(form.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await form.json()).fieldErrors[0]?.message).toBe(
      'Content-Type must be application/json',
    );
    const array = await login(app, s, ['x']);
    expect(array.status).toBe(400);
  });
});

describe('sign-in re-hashes an old password hash', () => {
  it("replaces a hash made at a lower cost with one at today's, and the password still works", async () => {
    const db = await makeDb();
    const app = testApp(db, { passwordCost: SCRYPT_PARAMS });
    const old = await hashPassword(USER.password, { N: 2 ** 14, r: 8, p: 1 });
    await db.updateTable('users').set({ password_hash: old }).where('id', '=', 'u1').execute();
    const res = await login(app, await visit(app), { email: USER.email, password: USER.password });
    expect(v.parse(LoginResponseSchema, await res.json()).success).toBe(true);
    const stored = (await findUserCredentials(db, USER.email))?.passwordHash ?? '';
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(USER.password, stored)).toBe(true);
    // A wrong password changes nothing.
    await login(app, await visit(app), { email: USER.email, password: 'wrong' });
    expect((await findUserCredentials(db, USER.email))?.passwordHash).toBe(stored);
  });
});

describe('sign-in attempts', () => {
  it('are limited per email across every server process sharing the database', async () => {
    // Two apps on one database stand for two processes behind a load balancer.
    const { app: first, db } = await makeApp();
    const { app: second } = await makeApp(db);
    const a = await visit(first);
    const b = await visit(second);
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      const res = await login(i % 2 ? second : first, i % 2 ? b : a, { email: USER.email, password: 'wrong' });
      expect(res.status).toBe(200);
    }
    // The failure that reaches the limit is refused with the wait, and so is the right password after it.
    const last = await login(first, a, { email: USER.email, password: 'wrong' });
    expect(last.status).toBe(429);
    const refused = await login(second, b, { email: ' Demo@Upshift.test', password: USER.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = v.parse(ErrorBodySchema, await refused.json());
    expect(body.message).toBe(TOO_MANY_ATTEMPTS);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('POST /logout', () => {
  async function loggedIn(app: App) {
    const s = await visit(app);
    const res = await login(app, s, USER);
    const { csrfToken } = v.parse(LoginResponseSchema, await res.json());
    return { cookie: cookieOf(res), token: csrfToken };
  }

  it('logs out a JSON caller and rotates the token', async () => {
    const { app } = await makeApp();
    const s = await loggedIn(app);
    const refused = await app.request('/logout', {
      method: 'POST',
      headers: { Cookie: s.cookie, Accept: 'application/json' },
    });
    expect(refused.status).toBe(403);
    const res = await app.request('/logout', {
      method: 'POST',
      headers: { Cookie: s.cookie, 'X-CSRF-TOKEN': s.token, Accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; csrfToken: string };
    expect(body.success).toBe(true);
    expect(body.csrfToken).not.toBe(s.token);
    const after = await visit(app, cookieOf(res));
    expect(after.context.visitor.isLoggedIn).toBe(false);
    expect(after.token).toBe(body.csrfToken);
  });

  it('accepts an HTML form with the _csrf field and redirects to /', async () => {
    const { app } = await makeApp();
    const s = await loggedIn(app);
    const bad = await app.request('/logout', {
      method: 'POST',
      headers: { Cookie: s.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '_csrf=wrong',
    });
    expect(bad.status).toBe(403);
    const res = await app.request('/logout', {
      method: 'POST',
      headers: { Cookie: s.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `_csrf=${s.token}`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect((await visit(app, cookieOf(res))).context.visitor.isLoggedIn).toBe(false);
  });
});
