/** Ghost registration: the ghost-lead cookie and `POST /api/profile/register-ghost` (seed 001 §7). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env.ts';

export function ghostRoutes(_deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
