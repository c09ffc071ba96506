/**
 * Wrong passwords and wrong codes limit the client that sends them, not the account: five from
 * one client lock that client out, while the owner still signs in from their own. A much higher
 * ceiling per account stops guessing spread over many clients, and even then the owner's client
 * (one that signed in to the account before) is let through.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../../../src/contract/auth.ts';
import { VerifyResponseSchema } from '../../../../src/contract/profile.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import {
  ACCOUNT_MAX_FAILURES,
  isKnownClient,
  KNOWN_CLIENT_MS,
  MAX_FAILURES,
  TOO_MANY_ATTEMPTS,
} from '../../services/attempts.ts';
import { deleteRateLimitsBefore } from '../../db/repo.ts';
import { loginKnownClientKey } from '../routes/auth.ts';
import { buildSeed, DEMO_USER, MEMBER_USER } from '../../db/seed/seed-data.ts';
import { seedDb } from '../../db/seed/seed.ts';
import type { Db } from '../../db/schema.ts';
import { listOutbox } from '../../sandbox/messaging/index.ts';
import { RESEND_COOLDOWN_MS } from '../../domain/mfa/engine.ts';
import { APP_ORIGIN, cookieOf, makeEmptyDb, SITE_ORIGIN, testApp, TEST_PASSWORD_COST } from '../../test-support.ts';

/** The sandbox seed with cheap password hashes: fifty sign-ins at today's cost outlast a busy machine's timeout. */
const SEED_OPTIONS = { demoIdentities: true, passwordCost: TEST_PASSWORD_COST } as const;

const T0 = Date.UTC(2026, 10, 23, 15, 0, 0);

async function setup() {
  const db = await makeEmptyDb();
  await seedDb(db, buildSeed, { siteOrigin: SITE_ORIGIN, appHost: new URL(APP_ORIGIN).host }, SEED_OPTIONS);
  const clock = { t: T0 };
  const app = testApp(db, {
    trustProxy: true,
    now: () => new Date(clock.t),
  });
  return { db, app, clock };
}
type App = Awaited<ReturnType<typeof setup>>['app'];

/** A browser at one client address (the hop the trusted proxy adds). */
async function client(app: App, ip: string) {
  const boot = await app.request('/api/page-context?campaign=demo-ecommerce', { headers: { 'X-Forwarded-For': ip } });
  const s = { cookie: cookieOf(boot), token: v.parse(ShadowBootSchema, await boot.json()).csrf.token };
  const request = (path: string, method = 'GET', body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        Cookie: s.cookie,
        'X-CSRF-TOKEN': s.token,
        'X-Forwarded-For': ip,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    request,
    login: (password: string, email: string = DEMO_USER.email) =>
      request('/api/auth/login', 'POST', { email, password }),
  };
}

const signedIn = async (res: Response) => res.status === 200 && v.parse(LoginResponseSchema, await res.json()).success;

async function expectLocked(res: Response) {
  expect(res.status).toBe(429);
  expect(v.parse(ErrorBodySchema, await res.json()).message).toBe(TOO_MANY_ATTEMPTS);
}

async function lastCode(db: Db): Promise<string> {
  const [message] = await listOutbox(db, 1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('wrong passwords', { timeout: 120_000 }, () => {
  it('five from client A limit A; the owner on client B still signs in with the right password', async () => {
    const { app } = await setup();
    const attacker = await client(app, '203.0.113.66');
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect(await signedIn(await attacker.login('Wrong#123'))).toBe(false);
    await expectLocked(await attacker.login('Wrong#123'));
    // A is limited, even with the right password.
    await expectLocked(await attacker.login(DEMO_USER.password));
    const owner = await client(app, '198.51.100.20');
    expect(await signedIn(await owner.login(DEMO_USER.password))).toBe(true);
  });

  it('guessing spread over many clients hits the account ceiling, but not the owner’s own client', async () => {
    const { app, db } = await setup();
    const owner = await client(app, '198.51.100.21');
    expect(await signedIn(await owner.login(DEMO_USER.password))).toBe(true);
    // The hourly sweep of old counters keeps the owner's client known.
    await deleteRateLimitsBefore(db, Date.now() + 1, Date.now() - KNOWN_CLIENT_MS);
    expect(await isKnownClient(db, loginKnownClientKey(DEMO_USER.email, '198.51.100.21'))).toBe(true);
    let failures = 0;
    for (let n = 0; failures < ACCOUNT_MAX_FAILURES; n++) {
      const guesser = await client(app, `192.0.2.${String(n + 1)}`);
      for (let i = 0; i < MAX_FAILURES - 1 && failures < ACCOUNT_MAX_FAILURES; i++, failures++) {
        expect(await signedIn(await guesser.login('Wrong#123'))).toBe(false);
      }
    }
    // A new client is refused for this account, even with the right password…
    await expectLocked(await (await client(app, '192.0.2.250')).login(DEMO_USER.password));
    // …another account is not affected…
    expect(await signedIn(await (await client(app, '192.0.2.251')).login('Wrong#123', MEMBER_USER.email))).toBe(false);
    // …and the owner signs in again from the client they used before.
    expect(await signedIn(await (await client(app, '198.51.100.21')).login(DEMO_USER.password))).toBe(true);
  });
});

describe('wrong codes', { timeout: 120_000 }, () => {
  const member = `/api/members/${encodeURIComponent(MEMBER_USER.email)}`;

  it('five from client A limit A; the owner on client B still verifies a code of their own', async () => {
    const { app, db, clock } = await setup();
    const attacker = await client(app, '203.0.113.77');
    expect((await attacker.request(`${member}/mfa?contact-method=EMAIL`, 'POST')).status).toBe(200);
    const sent = await lastCode(db);
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await attacker.request(`${member}/mfa/verify?mfa=${wrong(sent)}`);
      expect(v.parse(VerifyResponseSchema, await res.json()).verified).toBe(false);
    }
    await expectLocked(await attacker.request(`${member}/mfa/verify?mfa=${wrong(sent)}`));

    clock.t += RESEND_COOLDOWN_MS;
    const owner = await client(app, '198.51.100.30');
    expect((await owner.request(`${member}/mfa?contact-method=EMAIL`, 'POST')).status).toBe(200);
    const res = await owner.request(`${member}/mfa/verify?mfa=${await lastCode(db)}`);
    expect(res.status).toBe(200);
    expect(v.parse(VerifyResponseSchema, await res.json())).toMatchObject({ verified: true, signedIn: true });
  });
});
