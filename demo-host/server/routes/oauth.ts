/** One-tap Google sign-in: `POST /login/oauth2/code/google` and the sandbox identity provider. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env.ts';

export function oauthRoutes(_deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
