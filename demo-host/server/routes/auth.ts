/**
 * `POST /api/auth/login` (seed 000 §7) and `POST /logout` (seed 000 §2: a form posted with the
 * CSRF token). Both replace the session (new id, new token); CSRF is checked by the middleware.
 * Wrong credentials are a 200 with `success: false` (the app's LoginResponseSchema), never a hint
 * about which of email or password was wrong.
 */
import { Hono } from 'hono';
import { LoginRequestSchema, type LoginResponse } from '../../../src/features/auth/api.ts';
import { inTransaction } from '../db/index.ts';
import {
  findUserCredentials,
  getUserLocale,
  hitRateLimit,
  normalizeEmail,
  setPasswordHash,
  setUserLocale,
} from '../db/repo.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { HttpError, readJsonBody } from '../errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../passwords.ts';
import { claimAnonymousActivity } from './deal-service.ts';
import { adoptSession, replaceSession, rotateSession, sessionOf } from '../security.ts';

export type LogoutResponse = { success: true; csrfToken: string };

/** Sign-in attempts per email address in one window, counted in the database across every process. */
export const LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.post('/api/auth/login', async (c) => {
    const body = await readJsonBody(c, LoginRequestSchema);
    const limit = await hitRateLimit(db, `login:${normalizeEmail(body.email)}`, LOGIN_ATTEMPTS, LOGIN_WINDOW_MS);
    if (!limit.allowed) {
      c.header('Retry-After', String(Math.ceil(limit.retryAfterMs / 1000)));
      throw new HttpError(429, TOO_MANY_LOGINS);
    }
    const found = await findUserCredentials(db, body.email);
    // Always hash, also for an unknown email, so timing does not reveal which emails exist.
    const valid = await verifyPassword(body.password, found?.passwordHash ?? null);
    if (!found || !valid) {
      return c.json({ success: false, user: null, csrfToken: sessionOf(c).csrfToken } satisfies LoginResponse);
    }
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
