/**
 * What every workspace API route shares (`/dealer/api/*`): answers are never cached; a mutating call
 * from another origin is refused before anything runs; a route for staff takes the signed-in member
 * from the staff cookie and, on a write, checks the session's CSRF token.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_HEADER_NAME } from '../../../src/contract/page-context.ts';
import type { SignedIn, StaffAuth } from '../services/workspace/staff-auth.ts';
import { jsonError } from './errors.ts';
import { tokensMatch } from './security.ts';

export const STAFF_COOKIE = 'upshift_staff';

export type WorkspaceEnv = { Variables: { staff: SignedIn } };

/** The guards of every `/dealer/api/*` request, staff or not (mounted once in app.ts). */
export function workspaceGuards(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.header('origin') !== appOrigin)
      return jsonError(c, 403, 'Cross-origin request refused');
    await next();
    // Answers carry customer records: never stored by a browser or a proxy.
    c.header('Cache-Control', 'no-store');
  };
}

/** The signed-in member (with `pending`, also one between password and code) on `staff`; CSRF checked on writes. */
export const staffOnly =
  (auth: Pick<StaffAuth, 'authenticate'>, o: { pending?: boolean } = {}): MiddlewareHandler<WorkspaceEnv> =>
  async (c, next) => {
    const signedIn = await auth.authenticate(getCookie(c, STAFF_COOKIE), o);
    if (c.req.method !== 'GET' && !tokensMatch(c.req.header(CSRF_HEADER_NAME), signedIn.session.csrfToken))
      return jsonError(c, 403, 'Invalid CSRF token');
    c.set('staff', signedIn);
    return next();
  };
