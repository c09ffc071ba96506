/**
 * CORS for `/api/*`. Only dealer sites some campaign allows to embed it (its `allowedOrigins`)
 * may call the API from their pages (the shadow mount does, with cookies); every other origin
 * gets no CORS headers at all, so the browser keeps the response from it.
 */
import type { MiddlewareHandler } from 'hono';
import { CSRF_HEADER_NAME } from '../../src/lib/page-context.ts';
import { isAllowedOrigin } from './db/repo.ts';
import type { Db } from './db/schema.ts';
import type { AppEnv } from './env.ts';

export const CORS_METHODS = 'GET, POST, PUT, DELETE';
export const CORS_HEADERS = `Content-Type, ${CSRF_HEADER_NAME}, Accept`;

export function apiCors(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && (await isAllowedOrigin(db, origin));
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (allowed) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Credentials'] = 'true';
        headers['Access-Control-Allow-Methods'] = CORS_METHODS;
        headers['Access-Control-Allow-Headers'] = CORS_HEADERS;
        headers['Access-Control-Max-Age'] = '600';
      }
      return c.body(null, 204, headers);
    }
    await next();
    // Responses differ per Origin, so shared caches must key on it even when no header is added.
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    }
  };
}
