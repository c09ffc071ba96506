/** `POST /api/profile/geocode` and the address autocomplete provider (seed 001 §4 "Address verification"). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env.ts';

export function geocodeRoutes(_deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  return routes;
}
