/**
 * Onboarding in the workspace (src/contract/workspace-onboarding.ts): `GET/POST /dealer/api/onboarding/dealers`
 * (platform admins: every dealer with its campaigns; a new dealer and its campaign), `GET …/onboarding/campaigns`
 * (the campaigns a manager or admin may change), a campaign's settings
 * `GET/PUT …/campaigns/:slug/settings` and a dealer's profile `GET/PUT …/dealers/:dealerId/profile`.
 * The guards of every `/dealer/api/*` call are app.ts's; staffOnly checks the CSRF token.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  CampaignSettingsSchema,
  CreateDealerSchema,
  DealerProfileSchema,
  SiteCheckRequestSchema,
} from '../../../../src/contract/workspace-onboarding.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { clientAddress } from '../client-address.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

export function workspaceOnboardingRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, onboarding } = services;
  const routes = new Hono<WorkspaceEnv>();
  const client = (c: Context) => clientAddress(c, deps.trustProxy);
  const member = staffOnly(staffAuth);
  const param = (c: Context, name: string) => parseInput(IdSchema, c.req.param(name));

  routes.get('/onboarding/dealers', member, async (c) => c.json(await onboarding.list(c.get('staff').member)));
  routes.get('/onboarding/campaigns', member, async (c) =>
    c.json(await onboarding.listCampaigns(c.get('staff').member)),
  );
  routes.post('/onboarding/dealers', member, async (c) => {
    const body = await readJsonBody(c, CreateDealerSchema);
    return c.json(await onboarding.create(c.get('staff').member, body, client(c)), 201);
  });

  routes.get('/campaigns/:slug/settings', member, async (c) =>
    c.json(await onboarding.getCampaign(c.get('staff').member, param(c, 'slug'))),
  );
  routes.put('/campaigns/:slug/settings', member, async (c) => {
    const slug = param(c, 'slug');
    const body = await readJsonBody(c, CampaignSettingsSchema);
    return c.json(await onboarding.setCampaign(c.get('staff').member, slug, body, client(c)));
  });

  routes.get('/dealers/:dealerId/profile', member, async (c) =>
    c.json(await onboarding.getProfile(c.get('staff').member, param(c, 'dealerId'))),
  );
  routes.put('/dealers/:dealerId/profile', member, async (c) => {
    const dealerId = param(c, 'dealerId');
    const body = await readJsonBody(c, DealerProfileSchema);
    return c.json(await onboarding.setProfile(c.get('staff').member, dealerId, body, client(c)));
  });

  // Answers 200 whatever the page said: the report tells what a browser would make of it.
  routes.post('/campaigns/:slug/site-check', member, async (c) => {
    const slug = param(c, 'slug');
    const { url } = await readJsonBody(c, SiteCheckRequestSchema);
    return c.json(await onboarding.checkSite(c.get('staff').member, slug, url));
  });

  return routes;
}
