/**
 * Account pre-hijack: an account may hold an email address only once its owner proved it (a code
 * sent to it), and a Google sign-in never joins an account whose address was not proved, unless the
 * session is signed in to that account. Linking leaves only the linking session signed in: every
 * other session and ghost cookie of the account stops working.
 */
import { importJWK, SignJWT } from 'jose';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SsoSignInResponseSchema } from '../../../../src/contract/one-tap.ts';
import { EMAIL_NOT_VERIFIED } from '../../../../src/contract/profile.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { ghostTokenDigest, insertGhostLead, newGhostToken } from '../../db/ghost-repo.ts';
import { insertUser } from '../../db/users-repo.ts';
import type { SeedData } from '../../db/seed/seed.ts';
import type { Db } from '../../db/schema.ts';
import { loadDevIdpKey, SANDBOX_CLIENT_ID } from '../../sandbox/identity/dev-idp.ts';
import { SIGN_IN_FIRST } from '../../services/identity/sso-accounts.ts';
import { hashPassword } from '../../domain/passwords.ts';
import { Visitor } from '../routes/deal-fixtures.ts';
import { GHOST_COOKIE } from '../routes/ghost.ts';
import { APP_ORIGIN, cookieOf, fixtureSeed, makeApp, makeDb } from '../../test-support.ts';

const CALLBACK = '/login/oauth2/code/google';
const VICTIM = { email: 'victim@example.test', sub: 'sandbox-victim-1' };
const ATTACKER_PASSWORD = 'Attack#2026';

function ssoSeed(): SeedData {
  const seed = fixtureSeed();
  return {
    ...seed,
    campaigns: seed.campaigns.map((c) =>
      c.slug === 'main' ? { ...c, ssos: ['google'], featureFlags: ['GOOGLE_ONE_TAP_FEATURE'] } : c,
    ),
  };
}

async function setup() {
  const db = await makeDb(ssoSeed());
  const { app } = await makeApp(db);
  return { db, app };
}

type App = Awaited<ReturnType<typeof setup>>['app'];

/** The victim's Google credential: Google vouches for the address. */
async function googleCredential(db: Db, who = VICTIM): Promise<string> {
  const { kid, privateJwk } = await loadDevIdpKey(db);
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: `${APP_ORIGIN}/dev-idp`,
    aud: SANDBOX_CLIENT_ID,
    sub: who.sub,
    email: who.email,
    email_verified: true,
    given_name: 'Vera',
    family_name: 'Victim',
    iat,
    exp: iat + 300,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(await importJWK(privateJwk, 'RS256'));
}

async function googleSignIn(visitor: Visitor, credential: string) {
  const res = await visitor.post(CALLBACK, { credential });
  const body = (await res.json()) as unknown;
  if (res.status === 200) {
    visitor.cookie = cookieOf(res);
    visitor.token = v.parse(SsoSignInResponseSchema, body).csrfToken;
  }
  return { status: res.status, body };
}

const userIdOf = async (db: Db, email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id ?? null;

/** Who the session is signed in as, by the page context the app boots with. */
async function signedInAs(app: App, cookie: string): Promise<string | null> {
  const res = await app.request('/api/page-context?campaign=main', { headers: { Cookie: cookie } });
  return v.parse(ShadowBootSchema, await res.json()).context.visitor.userId ?? null;
}

const registration = (email: string) => ({
  firstName: 'Mallory',
  lastName: 'Attacker',
  email,
  phoneNumber: '5125550123',
  zipCode: '78701',
  password: ATTACKER_PASSWORD,
  confirmPassword: ATTACKER_PASSWORD,
  terms: true,
});

const ghostForm = (email: string) => ({
  firstName: 'Mallory',
  lastName: 'Attacker',
  phoneNumber: '',
  email,
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
});

async function expectNotVerified(res: Response, field = 'email') {
  expect(res.status).toBe(400);
  expect(v.parse(ErrorBodySchema, await res.json()).fieldErrors).toEqual([{ field, message: EMAIL_NOT_VERIFIED }]);
}

/** What a victim's Google sign-in must come to: their own new account, none of the attacker's ways in. */
async function expectVictimOnOwnAccount(app: App, db: Db, attackerUserId: string | null) {
  const victim = await Visitor.start(app);
  const signIn = await googleSignIn(victim, await googleCredential(db));
  expect(signIn.status).toBe(200);
  const victimId = v.parse(SsoSignInResponseSchema, signIn.body).user.id;
  expect(victimId).not.toBe(attackerUserId);
  expect(v.parse(SsoSignInResponseSchema, signIn.body).created).toBe(true);
  // The attacker's password opens nothing of the victim's.
  const attacker = await Visitor.start(app);
  const login = await attacker.post('/api/auth/login', { email: VICTIM.email, password: ATTACKER_PASSWORD });
  expect(((await login.json()) as { success: boolean }).success).toBe(false);
}

describe('an email address belongs to an account only once its owner proved it', { timeout: 60_000 }, () => {
  it('registration with an address the session never proved is refused, so the owner’s Google sign-in is theirs alone', async () => {
    const { app, db } = await setup();
    const attacker = await Visitor.start(app);
    await expectNotVerified(await attacker.post('/api/profile/register', registration(VICTIM.email)));
    expect(await userIdOf(db, VICTIM.email)).toBeNull();
    await expectVictimOnOwnAccount(app, db, null);
  });

  it('ghost sign-up with an address the session never proved is refused, and sets no ghost cookie', async () => {
    const { app, db } = await setup();
    const attacker = await Visitor.start(app);
    const res = await attacker.post('/api/profile/register-ghost?campaign=main&dealer=d1', ghostForm(VICTIM.email));
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${GHOST_COOKIE}=`))).toBe(false);
    await expectNotVerified(res);
    expect(await userIdOf(db, VICTIM.email)).toBeNull();
    await expectVictimOnOwnAccount(app, db, null);
  });

  it('the contact form does not move a profile to an address the session never proved', async () => {
    const { app, db } = await setup();
    const attacker = await Visitor.start(app);
    await attacker.login();
    const res = await attacker.post('/api/lead/contact-shopper/email?campaign=main&dealer=d1', {
      question: 'Hi',
      replyToEmail: VICTIM.email,
      updateProfile: true,
    });
    await expectNotVerified(res, 'replyToEmail');
    expect(await userIdOf(db, VICTIM.email)).toBeNull();
    await expectVictimOnOwnAccount(app, db, 'u1');
  });

  it('an account whose address was never proved is not linked by Google: its own sign-in comes first', async () => {
    const { app, db } = await setup();
    // An account from before addresses were proved, made by someone who knows its password.
    await insertUser(db, {
      id: 'squatter',
      email: VICTIM.email,
      passwordHash: await hashPassword(ATTACKER_PASSWORD, { N: 2 ** 10, r: 8, p: 1 }),
      firstName: 'Mallory',
      lastName: 'Attacker',
      phoneNumber: '5125550123',
      zipcode: '78701',
      isMember: false,
    });
    const victim = await Visitor.start(app);
    const signIn = await googleSignIn(victim, await googleCredential(db));
    expect(signIn.status).toBe(409);
    expect(signIn.body).toMatchObject({ message: SIGN_IN_FIRST });
    const row = await db.selectFrom('users').selectAll().where('id', '=', 'squatter').executeTakeFirstOrThrow();
    expect(row.sso_subject).toBeNull();
    expect(await signedInAs(app, victim.cookie)).toBeNull();
  });
});

describe('linking Google to an account leaves only the linking session in', { timeout: 60_000 }, () => {
  it('ends the account’s other sessions and its ghost cookies', async () => {
    const { app, db } = await setup();
    await insertUser(db, {
      id: 'owner',
      email: VICTIM.email,
      passwordHash: await hashPassword(ATTACKER_PASSWORD, { N: 2 ** 10, r: 8, p: 1 }),
      firstName: 'Vera',
      lastName: 'Victim',
      phoneNumber: '5125550123',
      zipcode: '78701',
      isMember: false,
    });
    const token = newGhostToken();
    await insertGhostLead(db, {
      id: 'lead-owner',
      tokenDigest: ghostTokenDigest(token),
      campaignSlug: 'main',
      firstName: 'Vera',
      lastName: 'Victim',
      email: VICTIM.email,
      phoneNumber: '',
      zipCode: '78701',
      userId: 'owner',
    });
    const elsewhere = await Visitor.start(app);
    await elsewhere.login({ email: VICTIM.email, password: ATTACKER_PASSWORD });
    expect(await signedInAs(app, elsewhere.cookie)).toBe('owner');

    // The owner signs in with the password here, then links Google: allowed, the session is theirs.
    const here = await Visitor.start(app);
    await here.login({ email: VICTIM.email, password: ATTACKER_PASSWORD });
    const linked = await googleSignIn(here, await googleCredential(db));
    expect(linked.status).toBe(200);
    expect(v.parse(SsoSignInResponseSchema, linked.body).user.id).toBe('owner');
    expect(await signedInAs(app, here.cookie)).toBe('owner');

    expect(await signedInAs(app, elsewhere.cookie)).toBeNull();
    const ghost = await app.request('/api/profile/ghost-lead-cookie?campaign=main', {
      headers: { Cookie: `${GHOST_COOKIE}=${token}` },
    });
    expect(ghost.status).toBe(204);
    // Proved by Google and by the password's owner: from now on the address counts as verified.
    const row = await db.selectFrom('users').selectAll().where('id', '=', 'owner').executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });

  it('a verified account links at once, and its other sessions end too', async () => {
    const { app, db } = await setup();
    // The seeded demo account counts as verified.
    const elsewhere = await Visitor.start(app);
    await elsewhere.login();
    const here = await Visitor.start(app);
    const linked = await googleSignIn(here, await googleCredential(db, { email: 'demo@upshift.test', sub: 's-demo' }));
    expect(linked.status).toBe(200);
    expect(v.parse(SsoSignInResponseSchema, linked.body).user.id).toBe('u1');
    expect(await signedInAs(app, elsewhere.cookie)).toBeNull();
  });
});
