/**
 * The workspace's contact center API, `/dealer/api/…` on the app origin (src/contract/workspace-contact.ts):
 * the queue of contact requests with its claim, release and done, and a dealer's call-center hours. The
 * guards of every `/dealer/api/*` call (same origin, no caching) are app.ts's; staffOnly checks the CSRF token.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ContactQuerySchema, HoursBodySchema, OutcomeBodySchema } from '../../../../src/contract/workspace-contact.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { clientAddress } from '../client-address.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

export function workspaceContactRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, contactCenter } = services;
  const routes = new Hono<WorkspaceEnv>();
  const client = (c: Context) => clientAddress(c, deps.trustProxy);
  const member = staffOnly(staffAuth);
  const requestId = (c: Context) => parseInput(IdSchema, c.req.param('id'));

  routes.get('/contact-requests', member, async (c) => {
    const query = parseInput(ContactQuerySchema, c.req.query());
    return c.json(await contactCenter.list(c.get('staff').member, query, client(c)));
  });
  routes.post('/contact-requests/:id/claim', member, async (c) =>
    c.json(await contactCenter.claim(c.get('staff').member, requestId(c), client(c))),
  );
  routes.post('/contact-requests/:id/release', member, async (c) =>
    c.json(await contactCenter.release(c.get('staff').member, requestId(c), client(c))),
  );
  routes.post('/contact-requests/:id/done', member, async (c) => {
    const id = requestId(c);
    const { outcome } = await readJsonBody(c, OutcomeBodySchema);
    return c.json(await contactCenter.done(c.get('staff').member, id, outcome, client(c)));
  });

  routes.get('/dealers/:dealerId/call-center-hours', member, async (c) => {
    const dealerId = parseInput(IdSchema, c.req.param('dealerId'));
    return c.json(await contactCenter.hours(c.get('staff').member, dealerId));
  });
  routes.put('/dealers/:dealerId/call-center-hours', member, async (c) => {
    const dealerId = parseInput(IdSchema, c.req.param('dealerId'));
    const body = await readJsonBody(c, HoursBodySchema);
    return c.json(await contactCenter.setHours(c.get('staff').member, dealerId, body, client(c)));
  });

  return routes;
}
