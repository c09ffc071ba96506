/**
 * A dealer's showroom hours in the workspace's API, `/dealer/api/dealers/:dealerId/showroom-hours` on the app
 * origin (the week of src/contract/workspace-contact.ts), for the dealer's managers; the visit slots follow them.
 * The guards of every `/dealer/api/*` call (same origin, no caching) are app.ts's; staffOnly checks the CSRF token.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { HoursBodySchema } from '../../../../src/contract/workspace-contact.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { clientAddress } from '../client-address.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

export function workspaceShowroomHoursRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, showroomHours } = services;
  const routes = new Hono<WorkspaceEnv>();
  const client = (c: Context) => clientAddress(c, deps.trustProxy);
  const member = staffOnly(staffAuth);
  const dealerOf = (c: Context) => parseInput(IdSchema, c.req.param('dealerId'));

  routes.get('/dealers/:dealerId/showroom-hours', member, async (c) =>
    c.json(await showroomHours.get(c.get('staff').member, dealerOf(c))),
  );
  routes.put('/dealers/:dealerId/showroom-hours', member, async (c) => {
    const dealerId = dealerOf(c);
    const body = await readJsonBody(c, HoursBodySchema);
    return c.json(await showroomHours.set(c.get('staff').member, dealerId, body, client(c)));
  });

  return routes;
}
