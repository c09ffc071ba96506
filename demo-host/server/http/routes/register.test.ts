/**
 * Profile registration (seed 000 §7; seed 001 §5 server field errors and duplicate email): step
 * one's check, the account it creates (scrypt hash, normalized email, optional address, language),
 * the sign-in it performs (new session, anonymous deals handed over), the welcome email, and every
 * bad input or race answered with a 400, never a 500.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RegisterResponseSchema, ValidateStepOneResponseSchema } from '../../../../src/contract/account.ts';
import { DUPLICATE_EMAIL } from '../../../../src/contract/auth.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { PageContextSchema, ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { findUserCredentials } from '../../db/users-repo.ts';
import { listOutbox, type MessageSender } from '../../sandbox/messaging/index.ts';
import { verifyPassword } from '../../domain/passwords.ts';
import type { Db } from '../../db/schema.ts';
import { cookieOf, makeDb, proveEmail, readShell, TEST_PASSWORD_COST, testApp, USER } from '../../test-support.ts';
import { EMAIL_CHECKS_PER_CLIENT, TOO_MANY_EMAIL_CHECKS } from './register.ts';
import { oneValidLead } from './lead-test-support.ts';

const PASSWORD_MESSAGE =
  'A minimum 6 and maximum 16 character password is required that contains a combination of uppercase and lowercase letters, a number, and a special character excepts whitespace and | .';

async function makeRegisterApp(messages?: MessageSender) {
  const db = await makeDb();
  const app = testApp(db, {
    ...(messages ? { messages } : {}),
  });
  return { db, app };
}

type App = Awaited<ReturnType<typeof makeRegisterApp>>['app'];

/** A browser; with `proving`, its shopper has proved that email (default Rosa's) with the code sent to it. */
async function browser(app: App, proving?: { db: Db; email?: string; viaOutbox?: boolean }) {
  const res = await app.request('/api/page-context?campaign=main');
  const s = { cookie: cookieOf(res), token: v.parse(ShadowBootSchema, await res.json()).csrf.token };
  if (proving) {
    await proveEmail(app, proving.db, s, proving.email ?? 'rosa@example.test', {
      ...(proving.viaOutbox === false ? { viaOutbox: false } : {}),
    });
  }
  return {
    session: s,
    post: (path: string, body: unknown, init: { contentType?: string; raw?: string } = {}) =>
      app.request(path, {
        method: path === '/api/session/locale' ? 'PUT' : 'POST',
        headers: {
          Cookie: s.cookie,
          'X-CSRF-TOKEN': s.token,
          'Content-Type': init.contentType ?? 'application/json',
        },
        body: init.raw ?? JSON.stringify(body),
      }),
  };
}

const stepOne = (over: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Reyes',
  email: 'rosa@example.test',
  phoneNumber: '5125550123',
  zipCode: '78701',
  ...over,
});

const registration = (over: Record<string, unknown> = {}) => ({
  ...stepOne(),
  password: 'Drive#2026',
  confirmPassword: 'Drive#2026',
  terms: true,
  ...over,
});

async function fieldErrors(res: Response) {
  expect(res.status).toBe(400);
  return v.parse(ErrorBodySchema, await res.json()).fieldErrors;
}

describe('POST /api/profile/validate-step-one', { timeout: 60_000 }, () => {
  it('answers {valid: true} for a complete step one', async () => {
    const { app } = await makeRegisterApp();
    const b = await browser(app);
    const res = await b.post('/api/profile/validate-step-one', stepOne({ phoneNumber: '(512) 555-0123' }));
    expect(res.status).toBe(200);
    expect(v.parse(ValidateStepOneResponseSchema, await res.json())).toEqual({ valid: true });
  });

  it('answers each field with the message the form shows', async () => {
    const { app } = await makeRegisterApp();
    const b = await browser(app);
    const errors = await fieldErrors(
      await b.post(
        '/api/profile/validate-step-one',
        stepOne({
          firstName: ' ',
          lastName: 'x'.repeat(51),
          email: 'rosa@',
          phoneNumber: '0125550123',
          zipCode: '787',
        }),
      ),
    );
    expect(errors).toEqual([
      { field: 'firstName', message: 'First Name is required' },
      { field: 'lastName', message: 'must be less than or equal to 50 characters.' },
      { field: 'email', message: 'Email must be a valid email' },
      { field: 'phoneNumber', message: 'Enter a valid 10 digit phone number' },
      { field: 'zipCode', message: 'Zip Code must be 5 digits' },
    ]);
    const missing = await fieldErrors(await b.post('/api/profile/validate-step-one', {}));
    expect(missing).toEqual([
      { field: 'firstName', message: 'First Name is required' },
      { field: 'lastName', message: 'Last Name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'phoneNumber', message: 'Phone Number is required' },
      { field: 'zipCode', message: 'Zip Code is required' },
    ]);
  });

  it("answers 'Duplicate email' on the email field when the email has an account, in any case and spacing", async () => {
    const { app } = await makeRegisterApp();
    const b = await browser(app);
    const res = await b.post('/api/profile/validate-step-one', stepOne({ email: '  Demo@Upshift.TEST ' }));
    expect(res.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await res.json())).toEqual({
      message: DUPLICATE_EMAIL,
      fieldErrors: [{ field: 'email', message: DUPLICATE_EMAIL }],
    });
  });

  it('needs the CSRF token', async () => {
    const { app } = await makeRegisterApp();
    const b = await browser(app);
    const res = await app.request('/api/profile/validate-step-one', {
      method: 'POST',
      headers: { Cookie: b.session.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(stepOne()),
    });
    expect(res.status).toBe(403);
  });

  it(`limits one client to ${EMAIL_CHECKS_PER_CLIENT} email checks per window (they tell which emails have accounts)`, async () => {
    const { app } = await makeRegisterApp();
    const b = await browser(app);
    for (let i = 0; i < EMAIL_CHECKS_PER_CLIENT; i++) {
      const res = await b.post('/api/profile/validate-step-one', stepOne({ email: `probe${i}@example.test` }));
      expect(res.status).toBe(200);
    }
    const refused = await b.post('/api/profile/validate-step-one', stepOne());
    expect(refused.status).toBe(429);
    const body = v.parse(ErrorBodySchema, await refused.json());
    expect(body.message).toBe(TOO_MANY_EMAIL_CHECKS);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('POST /api/profile/register', { timeout: 60_000 }, () => {
  it('creates the account, signs the shopper in on a new session and sends the welcome email', async () => {
    const { app, db } = await makeRegisterApp();
    const b = await browser(app, { db });
    // Anonymous activity first: a deal and a language choice, both carried over.
    const deal = await b.post('/api/deals', { vehicleId: 'v1' });
    const { dealId } = (await deal.json()) as { dealId: string };
    expect((await b.post('/api/session/locale', { locale: 'es' })).status).toBe(200);
    const before = b.session.cookie;

    const res = await b.post(
      '/api/profile/register',
      registration({
        firstName: ' Rosa ',
        email: ' Rosa@Example.TEST',
        phoneNumber: '(512) 555-0123',
        address: '1 Congress Ave',
        address2: '',
        city: 'Austin',
        stateCode: 'tx',
        county: 'Travis',
        lat: 30.2672,
        lng: -97.7431,
      }),
    );
    expect(res.status).toBe(200);
    const body = v.parse(RegisterResponseSchema, await res.json());
    expect(body).toMatchObject({ success: true, user: { firstName: 'Rosa' } });
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^upshift_sid=[0-9a-f]{64}$/);
    expect(cookie).not.toBe(before);
    expect(body.csrfToken).not.toBe(b.session.token);

    const row = await db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'rosa@example.test',
      first_name: 'Rosa',
      last_name: 'Reyes',
      phone_number: '5125550123',
      zipcode: '78701',
      is_member: 0,
      address: '1 Congress Ave',
      address2: null,
      city: 'Austin',
      state_code: 'TX',
      county: 'Travis',
      lat: 30.2672,
      lng: -97.7431,
      locale: 'es',
    });
    // Hashed at the server's configured cost (today's default is passwords.test.ts's).
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${String(TEST_PASSWORD_COST.N)}\\$8\\$1\\$`));
    expect(await verifyPassword('Drive#2026', row.password_hash)).toBe(true);
    await oneValidLead(db, 'registration');

    // The old session is gone; the new one is signed in, in Spanish, and owns the anonymous deal.
    const sessions = await db.selectFrom('sessions').selectAll().execute();
    expect(sessions.map((s) => s.id)).not.toContain(before.split('=')[1]);
    const shell = readShell(await (await app.request('/embed?campaign=main', { headers: { Cookie: cookie } })).text());
    const context = v.parse(PageContextSchema, shell.context);
    expect(shell.token).toBe(body.csrfToken);
    expect(context.locale).toBe('es');
    expect(context.visitor).toMatchObject({
      isLoggedIn: true,
      userId: body.user.id,
      firstName: 'Rosa',
      // Seed 000 §3 user context: the account's phone and ZIP, so forms need not read them again.
      phoneNumber: '5125550123',
      zipcode: '78701',
      isMember: false,
    });
    const owned = await db
      .selectFrom('deals')
      .select(['user_id', 'session_id'])
      .where('id', '=', dealId)
      .executeTakeFirstOrThrow();
    expect(owned.user_id).toBe(body.user.id);

    const [mail] = await listOutbox(db);
    expect(mail).toMatchObject({ channel: 'EMAIL', recipient: 'rosa@example.test', kind: 'welcome' });
    expect(mail?.subject).toBe('¡Bienvenido! Su cuenta está lista');
    expect(mail?.body).toContain('Hola Rosa:');

    // The new credentials sign in.
    const again = await browser(app);
    const login = await again.post('/api/auth/login', { email: 'rosa@example.test', password: 'Drive#2026' });
    expect(((await login.json()) as { success: boolean }).success).toBe(true);
  });

  it('needs no address, and writes the welcome email in English by default', async () => {
    const { app, db } = await makeRegisterApp();
    const res = await (await browser(app, { db })).post('/api/profile/register', registration());
    expect(res.status).toBe(200);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'rosa@example.test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ address: null, city: null, state_code: null, lat: null, lng: null, locale: null });
    const [mail] = await listOutbox(db);
    expect(mail?.subject).toBe('Welcome! Your account is ready');
    expect(mail?.body).toContain('Hi Rosa,');
    expect(mail?.body).toContain('rosa@example.test');
  });

  it('stores the verified address of step two on the user: street, unit, city, state, its zip code, county, coordinates', async () => {
    const { app, db } = await makeRegisterApp();
    const res = await (
      await browser(app, { db })
    ).post(
      '/api/profile/register',
      registration({
        // The address step's zip code is the one sent: the verified address's, not step one's 78701.
        zipCode: '97202',
        address: '4017 SE Rural St',
        address2: ' Rear house ',
        city: 'Portland',
        stateCode: 'OR',
        county: 'Multnomah',
        lat: 45.4731,
        lng: -122.6196,
      }),
    );
    expect(res.status).toBe(200);
    const { user } = v.parse(RegisterResponseSchema, await res.json());
    const row = await db
      .selectFrom('users')
      .select(['address', 'address2', 'city', 'state_code', 'zipcode', 'county', 'lat', 'lng'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      address: '4017 SE Rural St',
      address2: 'Rear house',
      city: 'Portland',
      state_code: 'OR',
      zipcode: '97202',
      county: 'Multnomah',
      lat: 45.4731,
      lng: -122.6196,
    });
  });

  it('checks an address by the address form’s rules: once one is given, Address Line 1, City and State are required', async () => {
    const { app, db } = await makeRegisterApp();
    const b = await browser(app, { db });
    // 'Use the address as entered' can send an address without county or coordinates: that is fine.
    expect(await fieldErrors(await b.post('/api/profile/register', registration({ address2: 'Apt 2' })))).toEqual([
      { field: 'address', message: 'Address Line 1 is required' },
      { field: 'city', message: 'City is required' },
      { field: 'stateCode', message: 'State is required' },
    ]);
    expect(
      await fieldErrors(
        await b.post(
          '/api/profile/register',
          registration({ address: 'x'.repeat(101), address2: null, city: 'Portland', stateCode: 'OR', lat: 45.47 }),
        ),
      ),
    ).toEqual([{ field: 'address', message: 'must be less than or equal to 100 characters.' }]);
    expect(
      await fieldErrors(
        await b.post(
          '/api/profile/register',
          registration({ address: '   ', city: 'Portland', stateCode: 'OR', zipCode: '9720' }),
        ),
      ),
    ).toEqual([
      { field: 'zipCode', message: 'Zip Code must be 5 digits' },
      // A blank Address Line 1 is an empty one (seed 001 §5 "required and non-empty").
      { field: 'address', message: 'Address Line 1 is required' },
    ]);
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
    // Without the address it is still an account (the one-tap sign-up has no address step).
    const plain = await b.post('/api/profile/register', registration({ address: '', city: null, stateCode: '' }));
    expect(plain.status).toBe(200);
  });

  it('keeps the account when the welcome email cannot be sent', async () => {
    const failing: MessageSender = {
      send: () => Promise.reject(new Error('provider down for rosa@example.test')),
    };
    const { app, db } = await makeRegisterApp(failing);
    const res = await (await browser(app, { db, viaOutbox: false })).post('/api/profile/register', registration());
    expect(res.status).toBe(200);
    expect(await findUserCredentials(db, 'rosa@example.test')).not.toBeNull();
  });

  it("answers 'Duplicate email' for an email with an account, creating nothing and keeping the session", async () => {
    const { app, db } = await makeRegisterApp();
    const b = await browser(app);
    const res = await b.post('/api/profile/register', registration({ email: USER.email.toUpperCase() }));
    expect(await fieldErrors(res)).toEqual([{ field: 'email', message: DUPLICATE_EMAIL }]);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
    expect(await listOutbox(db)).toEqual([]);
  });

  it("answers a race for one email with one account and one 'Duplicate email', never a 500", async () => {
    const { app, db } = await makeRegisterApp();
    const [a, b] = [await browser(app, { db }), await browser(app, { db, email: 'ROSA@example.test' })];
    // Both pass the early check before either inserts: the unique index decides.
    const results = await Promise.all([
      a.post('/api/profile/register', registration({ firstName: 'Ann' })),
      b.post('/api/profile/register', registration({ firstName: 'Bea', email: 'ROSA@example.test' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.status === 400);
    expect(await fieldErrors(loser as Response)).toEqual([{ field: 'email', message: DUPLICATE_EMAIL }]);
    expect(await db.selectFrom('users').select('id').where('email', '=', 'rosa@example.test').execute()).toHaveLength(
      1,
    );
  });

  it('applies the password rule with its exact message', async () => {
    const { app, db } = await makeRegisterApp();
    const b = await browser(app);
    for (const password of [
      'Ab#1', // 4 characters
      'Abcdefghijklmn#12', // 17 characters
      'abcdefgh', // one class
      'abcdef12', // two classes
      'Abc def#1', // whitespace
      'Abc|def#1', // '|'
    ]) {
      const errors = await fieldErrors(
        await b.post('/api/profile/register', registration({ password, confirmPassword: password })),
      );
      expect(errors, password).toEqual([{ field: 'password', message: PASSWORD_MESSAGE }]);
    }
    // Three of four classes is enough; six and sixteen characters are in.
    const good = ['Abcdef12', 'abc#def1', 'ABC#DEF1', 'Abcdef#g', 'Ab#1cd', 'Abcdefghijklm#12'];
    for (const [i, password] of good.entries()) {
      // Each sign-up moves its browser to a new session: a fresh browser per account.
      const res = await (
        await browser(app, { db, email: `good${i}@example.test` })
      ).post(
        '/api/profile/register',
        registration({ password, confirmPassword: password, email: `good${i}@example.test` }),
      );
      expect(res.status, password).toBe(200);
    }
  });

  it('answers step two’s own mistakes: missing password, confirmation that does not match, terms not accepted', async () => {
    const { app } = await makeRegisterApp();
    const b = await browser(app);
    expect(
      await fieldErrors(
        await b.post('/api/profile/register', registration({ confirmPassword: 'Drive#2027', terms: false })),
      ),
    ).toEqual([
      { field: 'terms', message: 'Terms is required' },
      { field: 'confirmPassword', message: 'Confirm Password does not match Password.' },
    ]);
    expect(
      await fieldErrors(await b.post('/api/profile/register', registration({ confirmPassword: 'Drive#2027' }))),
    ).toEqual([{ field: 'confirmPassword', message: 'Confirm Password does not match Password.' }]);
    const missing = await fieldErrors(
      await b.post('/api/profile/register', { ...stepOne(), password: '', confirmPassword: '' }),
    );
    expect(missing).toEqual([
      { field: 'password', message: 'Password is required' },
      { field: 'confirmPassword', message: 'Confirm Password is required' },
      { field: 'terms', message: 'Terms is required' },
    ]);
  });

  it('answers bad input with 400s: step one’s fields, the address, the JSON and its content type', async () => {
    const { app, db } = await makeRegisterApp();
    const b = await browser(app);
    expect(await fieldErrors(await b.post('/api/profile/register', registration({ zipCode: 'abcde' })))).toEqual([
      { field: 'zipCode', message: 'Zip Code must be 5 digits' },
    ]);
    const address = await fieldErrors(
      await b.post('/api/profile/register', registration({ stateCode: 'Texas', lat: 91, lng: 'west' })),
    );
    expect(address.map((e) => e.field)).toEqual(['stateCode', 'lat', 'lng']);
    expect((await b.post('/api/profile/register', null, { raw: '{"email":' })).status).toBe(400);
    expect((await b.post('/api/profile/register', null, { raw: 'a=b', contentType: 'text/plain' })).status).toBe(400);
    expect((await b.post('/api/profile/register', ['x'])).status).toBe(400);
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });
});
