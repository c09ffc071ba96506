/**
 * The workspace's dealer settings API, `/dealer/api/dealers/:dealerId/lead-settings` and `…/lead-delivery`
 * on the app origin (src/contract/workspace-settings.ts, workspace-lead-delivery.ts), for the dealer's managers;
 * `…/rules` (workspace-dealer-rules.ts), `…/deposits` (workspace-dealer-deposits.ts); `/dealer/api/settings/:kind/:id/history` and `…/revert` for every versioned settings document. The guards of every `/dealer/api/*` call
 * (same origin, no caching) are app.ts's; staffOnly checks the CSRF token.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { DealerProtectionRequestSchema } from '../../../../src/contract/workspace-dealer-protection.ts';
import { DealerRulesSchema } from '../../../../src/contract/workspace-dealer-rules.ts';
import { DepositRuleSchema } from '../../../../src/contract/reservation.ts';
import { LeadDeliverySchema } from '../../../../src/contract/workspace-lead-delivery.ts';
import { LeadSettingsSchema } from '../../../../src/contract/workspace-lead-settings.ts';
import { SettingsIdSchema, SettingsKindSchema } from '../../../../src/contract/workspace-settings-history.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { clientAddress } from '../client-address.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

export function workspaceSettingsRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, leadSettings, leadDelivery, settingsHistory, dealerRules, dealerDeposits, dealerProtection } =
    services;
  const routes = new Hono<WorkspaceEnv>();
  const client = (c: Context) => clientAddress(c, deps.trustProxy);
  const member = staffOnly(staffAuth);
  const dealerOf = (c: Context) => parseInput(IdSchema, c.req.param('dealerId'));

  routes.get('/dealers/:dealerId/lead-settings', member, async (c) =>
    c.json(await leadSettings.get(c.get('staff').member, dealerOf(c))),
  );
  routes.put('/dealers/:dealerId/lead-settings', member, async (c) => {
    const dealerId = dealerOf(c);
    const body = await readJsonBody(c, LeadSettingsSchema);
    return c.json(await leadSettings.set(c.get('staff').member, dealerId, body, client(c)));
  });

  routes.get('/dealers/:dealerId/lead-delivery', member, async (c) =>
    c.json(await leadDelivery.get(c.get('staff').member, dealerOf(c))),
  );
  routes.put('/dealers/:dealerId/lead-delivery', member, async (c) => {
    const dealerId = dealerOf(c);
    const body = await readJsonBody(c, LeadDeliverySchema);
    return c.json(await leadDelivery.set(c.get('staff').member, dealerId, body, client(c)));
  });
  // Answers 200 whatever the CRM said: the result tells what happened to the test lead.
  routes.post('/dealers/:dealerId/lead-delivery/test', member, async (c) =>
    c.json(await leadDelivery.sendTest(c.get('staff').member, dealerOf(c), client(c))),
  );

  routes.get('/dealers/:dealerId/rules', member, async (c) =>
    c.json(await dealerRules.get(c.get('staff').member, dealerOf(c))),
  );
  routes.put('/dealers/:dealerId/rules', member, async (c) => {
    const dealerId = dealerOf(c);
    const body = await readJsonBody(c, DealerRulesSchema);
    return c.json(await dealerRules.set(c.get('staff').member, dealerId, body, client(c)));
  });

  routes.get('/dealers/:dealerId/deposits', member, async (c) =>
    c.json(await dealerDeposits.get(c.get('staff').member, dealerOf(c))),
  );
  routes.put('/dealers/:dealerId/deposits', member, async (c) => {
    const dealerId = dealerOf(c);
    const body = await readJsonBody(c, DepositRuleSchema);
    return c.json(await dealerDeposits.set(c.get('staff').member, dealerId, body, client(c)));
  });

  routes.get('/dealers/:dealerId/protection', member, async (c) =>
    c.json(await dealerProtection.get(c.get('staff').member, dealerOf(c))),
  );
  routes.put('/dealers/:dealerId/protection', member, async (c) => {
    const dealerId = dealerOf(c);
    const body = await readJsonBody(c, DealerProtectionRequestSchema);
    return c.json(await dealerProtection.set(c.get('staff').member, dealerId, body, client(c)));
  });

  // Any versioned settings document: its history, and a revert to the version before the current one.
  const subjectOf = (c: Context) => ({
    kind: parseInput(SettingsKindSchema, c.req.param('kind')),
    id: parseInput(SettingsIdSchema, c.req.param('id')),
  });
  routes.get('/settings/:kind/:id/history', member, async (c) => {
    const { kind, id } = subjectOf(c);
    return c.json(await settingsHistory.history(kind, c.get('staff').member, id));
  });
  routes.post('/settings/:kind/:id/revert', member, async (c) => {
    const { kind, id } = subjectOf(c);
    return c.json(await settingsHistory.revert(kind, c.get('staff').member, id, client(c)));
  });

  return routes;
}
