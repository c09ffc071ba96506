/**
 * `POST /api/auth/login` (seed 000 §7) and `POST /logout` (seed 000 §2: a form posted with the
 * CSRF token). Both replace the session (new id, new token); CSRF is checked by the middleware.
 * Wrong credentials are a 200 with `success: false` (the app's LoginResponseSchema), never a hint
 * about which of email or password was wrong.
 */
import { Hono } from 'hono';
import { LoginRequestSchema, type LoginResponse } from '../../../src/features/auth/api.ts';
import { inTransaction } from '../db/index.ts';
import { assertNotLocked, clearFailures, clientAddress, recordFailure } from '../attempts.ts';
import { findUserCredentials, getUserLocale, normalizeEmail, setPasswordHash, setUserLocale } from '../db/repo.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { readJsonBody } from '../errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../passwords.ts';
import { claimAnonymousActivity } from './deal-service.ts';
import { adoptSession, replaceSession, rotateSession, sessionOf } from '../security.ts';

export type LogoutResponse = { success: true; csrfToken: string };

/**
 * Failed sign-ins count against the account (its normalized email) and against the client's
 * address (attempts.ts): guessing one password and trying one password on many accounts both stop.
 */
export const loginAccountKey = (email: string): string => `login:account:${normalizeEmail(email)}`;
export const loginClientKey = (address: string): string => `login:client:${address}`;

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.post('/api/auth/login', async (c) => {
    const body = await readJsonBody(c, LoginRequestSchema);
    const accountKey = loginAccountKey(body.email);
    const keys = [accountKey, loginClientKey(clientAddress(c, deps.trustProxy))];
    // A locked account or client is refused before any password is checked.
    await assertNotLocked(db, keys);
    const found = await findUserCredentials(db, body.email);
    // Always hash, also for an unknown email, so timing does not reveal which emails exist.
    const valid = await verifyPassword(body.password, found?.passwordHash ?? null);
    if (!found || !valid) {
      await recordFailure(db, keys);
      // The failure that reaches the limit already answers 429, so the shopper learns the wait at once.
      await assertNotLocked(db, keys);
      return c.json({ success: false, user: null, csrfToken: sessionOf(c).csrfToken } satisfies LoginResponse);
    }
    await clearFailures(db, [accountKey]);
    // A hash made at a lower cost than today's is replaced now, while the password is at hand.
    if (needsRehash(found.passwordHash)) {
      await setPasswordHash(db, found.user.id, await hashPassword(body.password));
    }
    const anonymous = sessionOf(c);
    // One transaction: a failed claim leaves the visitor signed out with their anonymous deals intact.
    const session = await inTransaction(db, async (tx) => {
      // A language chosen before signing in becomes the profile's; otherwise the profile's applies.
      if (anonymous.locale) await setUserLocale(tx, found.user.id, anonymous.locale);
      const locale = anonymous.locale ?? (await getUserLocale(tx, found.user.id));
      const rotated = await replaceSession(tx, { id: anonymous.id, locale }, found.user.id);
      await claimAnonymousActivity({ ...deps, db: tx }, anonymous.id, found.user.id);
      return rotated;
    });
    adoptSession(c, session);
    return c.json({
      success: true,
      user: { id: found.user.id, firstName: found.user.firstName },
      csrfToken: session.csrfToken,
    } satisfies LoginResponse);
  });

  routes.post('/logout', async (c) => {
    const session = await rotateSession(c, db, null);
    if (/\bapplication\/json\b/i.test(c.req.header('accept') ?? '')) {
      return c.json({ success: true, csrfToken: session.csrfToken } satisfies LogoutResponse);
    }
    return c.redirect('/', 303);
  });

  return routes;
}
