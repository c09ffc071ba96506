/**
 * `POST /api/auth/login` (seed 000 §7) and `POST /logout` (seed 000 §2: a form posted with the
 * CSRF token). Both replace the session (new id, new token); CSRF is checked by the middleware.
 * Wrong credentials are a 200 with `success: false` (the app's LoginResponseSchema), never a hint
 * about which of email or password was wrong.
 */
import { Hono } from 'hono';
import { LoginRequestSchema, type LoginResponse } from '../../../src/features/auth/api.ts';
import { findUserCredentials } from '../db/repo.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { readJsonBody } from '../errors.ts';
import { verifyPassword } from '../passwords.ts';
import { claimAnonymousActivity } from './deal-service.ts';
import { ensureSession, rotateSession } from '../security.ts';

export type LogoutResponse = { success: true; csrfToken: string };

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.post('/api/auth/login', async (c) => {
    const body = await readJsonBody(c, LoginRequestSchema);
    const found = findUserCredentials(db, body.email);
    // Always hash, also for an unknown email, so timing does not reveal which emails exist.
    const valid = await verifyPassword(body.password, found?.passwordHash ?? null);
    if (!found || !valid) {
      return c.json({ success: false, user: null, csrfToken: ensureSession(c, db).csrfToken } satisfies LoginResponse);
    }
    const anonymousSessionId = ensureSession(c, db).id;
    const session = rotateSession(c, db, found.user.id);
    claimAnonymousActivity(deps, anonymousSessionId, found.user.id);
    return c.json({
      success: true,
      user: { id: found.user.id, firstName: found.user.firstName },
      csrfToken: session.csrfToken,
    } satisfies LoginResponse);
  });

  routes.post('/logout', (c) => {
    const session = rotateSession(c, db, null);
    if (/\bapplication\/json\b/i.test(c.req.header('accept') ?? '')) {
      return c.json({ success: true, csrfToken: session.csrfToken } satisfies LogoutResponse);
    }
    return c.redirect('/', 303);
  });

  return routes;
}
