/**
 * `POST /api/auth/login` (seed 000 §7) and `POST /logout` (seed 000 §2: a form posted with the
 * CSRF token). Both replace the session (new id, new token); CSRF is checked by the middleware.
 * Wrong credentials are a 200 with `success: false` (the app's LoginResponseSchema), never a hint
 * about which of email or password was wrong. Right credentials of a disabled member (seed 001 §6,
 * identity/membership.ts) are a 200 with `success: false, memberDisabled: true`: the password proved
 * the owner, who is told why they are not signed in; the session stays as it was.
 */
import { Hono } from 'hono';
import { LoginRequestSchema, type LoginResponse } from '../../../../src/contract/auth.ts';
import { inTransaction } from '../../db/index.ts';
import {
  ACCOUNT_MAX_FAILURES,
  assertNotLocked,
  clearFailures,
  isKnownClient,
  recordFailure,
  rememberClient,
} from '../../services/attempts.ts';
import { sessionHasFinanceApplication } from '../../db/finance-repo.ts';
import {
  findUserCredentials,
  getUserLocale,
  normalizeEmail,
  setPasswordHash,
  setUserLocale,
} from '../../db/users-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { readJsonBody } from '../errors.ts';
import { maySignIn } from '../../domain/identity/membership.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../domain/passwords.ts';
import { adoptSession, replaceSession, rotateSession, sessionOf } from '../security.ts';
import { clientAddress } from '../client-address.ts';

export type LogoutResponse = { success: true; csrfToken: string };

/**
 * Failed sign-ins count against the client's address (attempts.ts, MAX_FAILURES: one client
 * guessing a password or trying many accounts stops) and against the account (its normalized
 * email) up to a ceiling only guessing from many clients reaches, which the owner's client passes.
 */
export const loginAccountKey = (email: string): string => `login:account:${normalizeEmail(email)}`;
export const loginClientKey = (address: string): string => `login:client:${address}`;
/** Marks a client that signed in to the account: the account's ceiling does not lock it out. */
export const loginKnownClientKey = (email: string, address: string): string =>
  `login:known:${normalizeEmail(email)}:${address}`;

/** One sub-app per prefix: `/api/auth` and `/logout`. */
export function authRoutes(deps: AppDeps, services: Services): Record<'auth' | 'logout', Hono<AppEnv>> {
  const { db } = deps;
  const cost = deps.passwordCost;
  const routes = { auth: new Hono<AppEnv>(), logout: new Hono<AppEnv>() };

  routes.auth.post('/login', async (c) => {
    const body = await readJsonBody(c, LoginRequestSchema);
    const accountKey = loginAccountKey(body.email);
    const address = clientAddress(c, deps.trustProxy);
    const account = { key: accountKey, max: ACCOUNT_MAX_FAILURES };
    const keys = [loginClientKey(address), account];
    const known = await isKnownClient(db, loginKnownClientKey(body.email, address));
    const limits = known ? keys.slice(0, 1) : keys;
    // A locked client, or an account past its ceiling for a client it does not know, is refused
    // before any password is checked.
    await assertNotLocked(db, limits);
    const found = await findUserCredentials(db, body.email);
    // Always hash, also for an unknown email, so timing does not reveal which emails exist.
    const valid = await verifyPassword(body.password, found?.passwordHash ?? null, cost);
    if (!found || !valid) {
      await recordFailure(db, keys);
      // The failure that reaches the limit already answers 429, so the shopper learns the wait at once.
      await assertNotLocked(db, limits);
      return c.json({ success: false, user: null, csrfToken: sessionOf(c).csrfToken } satisfies LoginResponse);
    }
    await clearFailures(db, [accountKey]);
    await rememberClient(db, loginKnownClientKey(body.email, address));
    // A hash made at a lower cost than the server's is replaced now, while the password is at hand.
    if (needsRehash(found.passwordHash, cost)) {
      await setPasswordHash(db, found.user.id, await hashPassword(body.password, cost));
    }
    const anonymous = sessionOf(c);
    // Seed 001 §6: the one membership rule of every way in (identity/membership.ts), before anything moves.
    if (!maySignIn(found.user)) {
      return c.json({
        success: false,
        user: null,
        csrfToken: anonymous.csrfToken,
        memberDisabled: true,
      } satisfies LoginResponse);
    }
    // A finance application typed before signing in may be someone else's on a shared browser: the
    // account takes it only when the shopper says so.
    if (body.financeConsent === undefined && (await sessionHasFinanceApplication(db, anonymous.id))) {
      return c.json({
        success: false,
        user: null,
        csrfToken: anonymous.csrfToken,
        askFinanceConsent: true,
      } satisfies LoginResponse);
    }
    // One transaction: a failed claim leaves the visitor signed out with their anonymous deals intact.
    const { session, dealsSaved } = await inTransaction(db, async (tx) => {
      // A language chosen before signing in becomes the profile's; otherwise the profile's applies.
      if (anonymous.locale) await setUserLocale(tx, found.user.id, anonymous.locale);
      const locale = anonymous.locale ?? (await getUserLocale(tx, found.user.id));
      const rotated = await replaceSession(tx, { id: anonymous.id, locale }, found.user.id);
      const claimed = await services.claim(tx, anonymous.id, found.user.id, {
        credit: false,
        finance: body.financeConsent === true,
        sessionId: rotated.id,
      });
      return { session: rotated, dealsSaved: claimed.savedDealIds.length };
    });
    adoptSession(c, session);
    return c.json({
      success: true,
      user: { id: found.user.id, firstName: found.user.firstName },
      csrfToken: session.csrfToken,
      dealsSaved,
    } satisfies LoginResponse);
  });

  routes.logout.post('/', async (c) => {
    const session = await rotateSession(c, db, null);
    if (/\bapplication\/json\b/i.test(c.req.header('accept') ?? '')) {
      return c.json({ success: true, csrfToken: session.csrfToken } satisfies LogoutResponse);
    }
    return c.redirect('/', 303);
  });

  return routes;
}
