/**
 * The workspace's staff API (src/contract/workspace-staff.ts): a dealer's staff for its managers
 * (`/dealer/api/dealers/:dealerId/staff…`), and the invitation's password step (`/dealer/api/invites/accept`),
 * which needs no session: the link's token is the proof. The guards of every `/dealer/api/*` call (same
 * origin, no caching) are app.ts's; staffOnly checks the CSRF token.
 */
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { AcceptInviteBodySchema, InviteBodySchema, RoleBodySchema } from '../../../../src/contract/workspace-staff.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { STAFF_MAX_AGE_MS } from '../../services/workspace/staff-auth.ts';
import { clientAddress } from '../client-address.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { STAFF_COOKIE, staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

export function workspaceStaffRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, staffAdmin } = services;
  const routes = new Hono<WorkspaceEnv>();
  const client = (c: Context) => clientAddress(c, deps.trustProxy);
  const member = staffOnly(staffAuth);
  const dealerOf = (c: Context) => parseInput(IdSchema, c.req.param('dealerId'));
  const staffIdOf = (c: Context) => parseInput(IdSchema, c.req.param('staffId'));

  routes.get('/dealers/:dealerId/staff', member, async (c) =>
    c.json(await staffAdmin.list(c.get('staff').member, dealerOf(c))),
  );
  routes.post('/dealers/:dealerId/staff', member, async (c) => {
    const dealerId = dealerOf(c);
    const body = await readJsonBody(c, InviteBodySchema);
    return c.json(await staffAdmin.invite(c.get('staff').member, dealerId, body, client(c)), 201);
  });
  routes.patch('/dealers/:dealerId/staff/:staffId', member, async (c) => {
    const [dealerId, staffId] = [dealerOf(c), staffIdOf(c)];
    const { role } = await readJsonBody(c, RoleBodySchema);
    return c.json(await staffAdmin.changeRole(c.get('staff').member, dealerId, staffId, role, client(c)));
  });
  routes.delete('/dealers/:dealerId/staff/:staffId', member, async (c) => {
    await staffAdmin.remove(c.get('staff').member, dealerOf(c), staffIdOf(c), client(c));
    return c.body(null, 204);
  });

  routes.post('/invites/accept', async (c) => {
    const { token: inviteToken, password } = await readJsonBody(c, AcceptInviteBodySchema);
    const { token, csrfToken, next } = await staffAdmin.accept(inviteToken, password, client(c));
    // The same cookie as the password step's (routes/workspace.ts): pending until the second factor.
    setCookie(c, STAFF_COOKIE, token, {
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/dealer',
      maxAge: Math.floor(STAFF_MAX_AGE_MS / 1000),
    });
    return c.json({ next, csrfToken });
  });

  return routes;
}
