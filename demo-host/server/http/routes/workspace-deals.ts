/**
 * The deal jacket in the dealer workspace (src/contract/workspace-deals.ts): `GET /dealer/api/deals?q=`
 * finds a shopper's deals (name, email, phone, deal or certificate id), `GET /dealer/api/deals/:id`
 * is the jacket, `PUT|DELETE /dealer/api/deals/:id/price-lock` locks the price the shopper saw or
 * unlocks it (managers), `POST /dealer/api/deals/:id/finance-application/reveal` answers the
 * application's birth dates and incomes (logged; a POST so it carries the CSRF token), `POST
 * /dealer/api/deals/:id/trade/confirm|counter` reviews the shopper's trade offer. Staff only; the
 * guards of every /dealer/api call are in app.ts.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  DealSearchQuerySchema,
  ExtendReservationBodySchema,
  PriceLockBodySchema,
  RefundReservationBodySchema,
} from '../../../../src/contract/workspace-deals.ts';
import { CounterOfferBodySchema } from '../../../../src/contract/trade-review.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { clientAddress } from '../client-address.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/));

export function workspaceDealRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { dealJackets, staffAuth } = services;
  const routes = new Hono<WorkspaceEnv>();
  const client = (c: Context) => clientAddress(c, deps.trustProxy);
  routes.use('*', staffOnly(staffAuth));

  routes.get('/', async (c) => {
    const { q } = parseInput(DealSearchQuerySchema, c.req.query());
    return c.json({ deals: await dealJackets.search(c.get('staff').member, q) });
  });
  routes.get('/:id', async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    return c.json(await dealJackets.jacket(c.get('staff').member, id, client(c)));
  });
  routes.put('/:id/price-lock', async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    const { days } = await readJsonBody(c, PriceLockBodySchema);
    return c.json(await dealJackets.lockPrice(c.get('staff').member, id, days, client(c)));
  });
  routes.delete('/:id/price-lock', async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    return c.json(await dealJackets.unlockPrice(c.get('staff').member, id, client(c)));
  });
  // The deal's reservation: managers and agents of the dealer (the service checks the dealer; each is audited).
  routes.post('/:id/reservation/release', async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    return c.json(await dealJackets.releaseReservation(c.get('staff').member, id, client(c)));
  });
  routes.post('/:id/reservation/extend', async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    const { hours } = await readJsonBody(c, ExtendReservationBodySchema);
    return c.json(await dealJackets.extendReservation(c.get('staff').member, id, hours, client(c)));
  });
  routes.post('/:id/reservation/refund', async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    const body = await readJsonBody(c, RefundReservationBodySchema);
    return c.json(await dealJackets.refundReservation(c.get('staff').member, id, body, client(c)));
  });
  // The shopper's trade offer: confirmed or countered by the dealer's staff (the service checks the dealer; audited).
  routes.post('/:id/trade/confirm', async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    return c.json(await dealJackets.confirmTrade(c.get('staff').member, id, client(c)));
  });
  routes.post('/:id/trade/counter', async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    const body = await readJsonBody(c, CounterOfferBodySchema);
    return c.json(await dealJackets.counterTrade(c.get('staff').member, id, body, client(c)));
  });
  routes.post('/:id/finance-application/reveal', async (c) => {
    const id = parseInput(IdSchema, c.req.param('id'));
    return c.json(await dealJackets.revealPersonal(c.get('staff').member, id, client(c)));
  });
  return routes;
}
