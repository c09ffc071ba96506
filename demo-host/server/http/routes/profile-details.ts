/**
 * `GET /api/profile/details` (contract and choices in src/contract/known-details.ts): the signed-in
 * shopper's name, email, phone, ZIP and address, read so the app fills in what it already knows; 204
 * for a visitor. Personal data: answered `no-store`, never logged.
 */
import { Hono } from 'hono';
import type { ProfileDetails } from '../../../../src/contract/known-details.ts';
import { getProfileDetails } from '../../db/account-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { currentSession } from '../security.ts';

export function profileDetailsRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/details', async (c) => {
    c.header('Cache-Control', 'no-store');
    const userId = currentSession(c)?.userId ?? null;
    const details = userId ? await getProfileDetails(deps.db, userId) : null;
    if (!details) return c.body(null, 204);
    return c.json(details satisfies ProfileDetails);
  });

  return routes;
}
