/** `POST /api/profile/register`, `/register-sso` and `/validate-step-one` (seed 000 §7 "Profile registration"). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env.ts';

export function registerRoutes(_deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
