/**
 * The workspace's funnel, `/dealer/api/funnel` and `/dealer/api/funnel.csv` (src/contract/workspace-funnel.ts):
 * any signed-in member, for a dealer they reach. Mounted ahead of the workspace's own routes, whose
 * catch-all 404 would answer first.
 */
import { Hono } from 'hono';
import { FunnelQuerySchema } from '../../../../src/contract/workspace-funnel.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { parseInput } from '../errors.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

export function workspaceFunnelRoutes(_deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, funnel } = services;
  const routes = new Hono<WorkspaceEnv>();
  const member = staffOnly(staffAuth);

  routes.get('/funnel', member, async (c) => {
    const query = parseInput(FunnelQuerySchema, c.req.query());
    return c.json(await funnel.report(c.get('staff').member, query));
  });
  routes.get('/funnel.csv', member, async (c) => {
    const query = parseInput(FunnelQuerySchema, c.req.query());
    const { csv, filename } = await funnel.csv(c.get('staff').member, query);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${filename}"`);
    return c.body(csv);
  });
  return routes;
}
