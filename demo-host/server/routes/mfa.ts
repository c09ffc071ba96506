/** PIN access and the eight multi-factor verification calls (seed 000 §7), plus the outbox page. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env.ts';

export function mfaRoutes(_deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
