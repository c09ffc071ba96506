/** `GET /api/states`: the address form's state dropdown (seed 001 §2, §3 "State"). */
import { Hono } from 'hono';
import type { UsState } from '../../../../src/contract/address.ts';
import { listStates } from '../../db/repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';

export function stateRoutes({ db }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    // Reference data: let the browser reuse it for a while.
    c.header('Cache-Control', 'private, max-age=3600');
    return c.json((await listStates(db)) satisfies UsState[]);
  });
  return routes;
}
