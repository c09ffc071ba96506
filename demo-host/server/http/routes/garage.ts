/**
 * Garage calls: the saved-deal count (seed 000 §7), the saved deals and the recently viewed
 * vehicles (ours). All need a logged-in user (seed 000 §6: the count is fetched only when logged
 * in), so a visitor gets 401. Also `POST /api/vehicles/:id/view`, the app's record of a vehicle page shown
 * (reading a vehicle writes nothing; the view is a POST with the CSRF token).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type {
  DealCountSchema,
  SavedDeal,
  SavedDealsSchema,
  RecentlyViewedSchema,
} from '../../../../src/contract/garage.ts';
import { VehicleIdSchema, type VehicleSummary } from '../../../../src/contract/vehicle.ts';
import { dealCreditOf } from '../../services/credit/deal-credit.ts';
import { countSavedDeals, listSavedDeals } from '../../db/deals-repo.ts';
import { inTransaction } from '../../db/database.ts';
import { countFunnelEvent } from '../../db/funnel-repo.ts';
import { getVehicleSummary } from '../../db/inventory-repo.ts';
import { listRecentlyViewed, recordView, sessionOwner, userOwner } from '../../db/recently-viewed-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput } from '../errors.ts';
import { currentSession, sessionOf } from '../security.ts';

export const GARAGE_NEEDS_LOGIN = 'Log in to see your garage';

const VehicleParams = v.object({ id: VehicleIdSchema });

/** One sub-app per prefix: `/api/garage` and `/api/vehicles`. */
export function garageRoutes(deps: AppDeps, services: Services): Record<'garage' | 'vehicles', Hono<AppEnv>> {
  const { db, appOrigin } = deps;
  const routes = { garage: new Hono<AppEnv>(), vehicles: new Hono<AppEnv>() };
  const { desk } = services;

  const userIdOf = (session: { userId: string | null } | null): string => {
    if (!session?.userId) throw new HttpError(401, GARAGE_NEEDS_LOGIN);
    return session.userId;
  };

  routes.vehicles.post('/:id/view', async (c) => {
    const { id } = parseInput(VehicleParams, c.req.param());
    if (!(await getVehicleSummary(db, id, ''))) throw new HttpError(404, 'Vehicle not found');
    const session = sessionOf(c);
    await inTransaction(db, async (tx) => {
      // One row per visitor and vehicle: a repeated view only moves it to the front.
      await recordView(tx, session.userId ? userOwner(session.userId) : sessionOwner(session.id), id);
      // The funnel counts every view, in the campaign of the visitor's page.
      await countFunnelEvent(tx, {
        event: 'vehicleViews',
        vehicleId: id,
        sessionId: session.id,
        at: Date.now(),
      });
    });
    return c.body(null, 204);
  });

  routes.garage.get('/deals/count', async (c) => {
    const userId = userIdOf(currentSession(c));
    return c.json({ count: await countSavedDeals(db, userId) } satisfies v.InferOutput<typeof DealCountSchema>);
  });

  routes.garage.get('/deals', async (c) => {
    const userId = userIdOf(currentSession(c));
    const deals: SavedDeal[] = [];
    const at = desk.now();
    // One deal after the other: a long garage must not take every pooled connection at once.
    for (const deal of await listSavedDeals(db, userId)) {
      const vehicle = await getVehicleSummary(db, deal.vehicleId, appOrigin);
      if (!vehicle) continue;
      const quote = await desk.selectedQuote(db, deal);
      const dealType = desk.dealTypeOf(deal, quote);
      const onQuote = dealType !== 'CASH' && quote !== null;
      deals.push({
        dealId: deal.id,
        dealName: deal.dealName ?? `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
        dealType,
        monthlyPayment: onQuote ? quote.monthlyPayment : null,
        term: onQuote ? quote.term : null,
        // The tier the deal page names beside this payment: the deal's credit now.
        creditTier: onQuote ? (await dealCreditOf(db, deal, at)).tier : null,
        cashPrice: (await desk.computeCash(db, deal)).cashPrice,
        updatedAt: deal.updatedAt,
        status: await desk.statusOf(db, deal),
        vehicle,
        reservation: null,
      });
    }
    // Every card's reservation in one query.
    const reservations = await services.reservations.summaries(
      db,
      deals.map((d) => d.dealId),
    );
    for (const deal of deals) deal.reservation = reservations.get(deal.dealId) ?? null;
    return c.json({ deals } satisfies v.InferOutput<typeof SavedDealsSchema>);
  });

  routes.garage.get('/recently-viewed', async (c) => {
    const userId = userIdOf(currentSession(c));
    const vehicles: VehicleSummary[] = [];
    for (const id of await listRecentlyViewed(db, userOwner(userId))) {
      const summary = await getVehicleSummary(db, id, appOrigin);
      if (summary) vehicles.push(summary);
    }
    return c.json({ vehicles } satisfies v.InferOutput<typeof RecentlyViewedSchema>);
  });

  return routes;
}
