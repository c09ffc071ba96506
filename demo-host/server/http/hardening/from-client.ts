/** Test support: requests to an app as if they came through the trusted proxy from one client address. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** `app` (built with trustProxy) seen from `address`: every request carries it as X-Forwarded-For. */
export function fromClient(app: Hono<AppEnv>, address: string): Hono<AppEnv> {
  const front = new Hono<AppEnv>();
  front.all('*', (c) => {
    const request = new Request(c.req.raw);
    request.headers.set('X-Forwarded-For', address);
    return app.fetch(request);
  });
  return front;
}
