/**
 * The per-shopper upload rate limit as a route's middleware, so it runs before the body is read: a shopper past
 * the limit gets the 429 without having sent 10 MB for nothing. Put it on every shopper route that takes a file:
 * `routes.put('/:slot', uploadGuard(services), async (c) => …)`, and read the body with `readUpload(c)`. A request
 * without a user passes on to the route's own 401.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { UPLOAD_INTERRUPTED } from '../../../src/contract/uploads.ts';
import type { Services } from '../services/index.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';
import { currentSession } from './security.ts';

export function uploadGuard(services: Pick<Services, 'uploadLimits'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const userId = currentSession(c)?.userId;
    if (userId) await services.uploadLimits.admit(userId);
    await next();
  };
}

/**
 * The upload's bytes, read whole (app.ts caps them while they stream); a body cut short (the client hung up, the
 * network dropped) is a 400 that says so, not a 500: nothing was stored, the shopper may send it again.
 */
export async function readUpload(c: Context<AppEnv>): Promise<Uint8Array> {
  try {
    return new Uint8Array(await c.req.arrayBuffer());
  } catch {
    throw new HttpError(400, UPLOAD_INTERRUPTED);
  }
}
