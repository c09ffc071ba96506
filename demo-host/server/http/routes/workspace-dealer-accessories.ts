/**
 * A dealer's accessory catalogue in the workspace, `/dealer/api/dealers/:dealerId/accessories` on the app
 * origin (src/contract/workspace-dealer-accessories.ts), for the dealer's managers; its history and revert
 * are the generic `/dealer/api/settings/dealer-accessories/:id/…`. The guards of every `/dealer/api/*` call
 * (same origin, no caching) are app.ts's; staffOnly checks the CSRF token.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { DealerAccessoriesRequestSchema } from '../../../../src/contract/workspace-dealer-accessories.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { clientAddress } from '../client-address.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

export function workspaceAccessoriesRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, dealerAccessories } = services;
  const routes = new Hono<WorkspaceEnv>();
  const member = staffOnly(staffAuth);
  const dealerOf = (c: Context) => parseInput(IdSchema, c.req.param('dealerId'));

  routes.get('/dealers/:dealerId/accessories', member, async (c) =>
    c.json(await dealerAccessories.get(c.get('staff').member, dealerOf(c))),
  );
  routes.put('/dealers/:dealerId/accessories', member, async (c) => {
    const dealerId = dealerOf(c);
    const body = await readJsonBody(c, DealerAccessoriesRequestSchema);
    return c.json(
      await dealerAccessories.set(c.get('staff').member, dealerId, body, clientAddress(c, deps.trustProxy)),
    );
  });

  return routes;
}
