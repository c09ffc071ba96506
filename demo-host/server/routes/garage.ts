/**
 * Garage calls: the saved-deal count (seed 000 §7), the saved deals and the recently viewed
 * vehicles (ours). All need a logged-in user (seed 000 §6: the count is fetched only when logged
 * in), so a visitor gets 401. Also the middleware that records a view of `GET /api/vehicles/:id`.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type {
  DealCountSchema,
  SavedDeal,
  SavedDealsSchema,
  RecentlyViewedSchema,
} from '../../../src/features/garage/api.ts';
import { VehicleIdSchema, type VehicleSummary } from '../../../src/features/vehicle/api.ts';
import {
  countSavedDeals,
  getVehicleSummary,
  listRecentlyViewed,
  listSavedDeals,
  recordView,
  sessionOwner,
  userOwner,
} from '../db/deals-repo.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { ensureSession } from '../security.ts';
import { createDealDesk } from './deal-service.ts';

export const GARAGE_NEEDS_LOGIN = 'Log in to see your garage';

/** Records a successful `GET /api/vehicles/:id` as a recent view of the session's visitor. */
export function recordRecentlyViewed({ db }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    const id = c.req.param('id');
    if (!v.is(VehicleIdSchema, id)) return;
    // "search" and other words under /api/vehicles are not vehicles: only real ids are recorded.
    if (!getVehicleSummary(db, id, '')) return;
    const session = ensureSession(c, db);
    recordView(db, session.userId ? userOwner(session.userId) : sessionOwner(session.id), id);
  };
}

export function garageRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, appOrigin } = deps;
  const routes = new Hono<AppEnv>();
  const desk = createDealDesk(deps);

  const userIdOf = (session: { userId: string | null }): string => {
    if (!session.userId) throw new HttpError(401, GARAGE_NEEDS_LOGIN);
    return session.userId;
  };

  routes.get('/api/garage/deals/count', (c) => {
    const userId = userIdOf(ensureSession(c, db));
    return c.json({ count: countSavedDeals(db, userId) } satisfies v.InferOutput<typeof DealCountSchema>);
  });

  routes.get('/api/garage/deals', (c) => {
    const userId = userIdOf(ensureSession(c, db));
    const deals = listSavedDeals(db, userId).flatMap((deal): SavedDeal[] => {
      const vehicle = getVehicleSummary(db, deal.vehicleId, appOrigin);
      if (!vehicle) return [];
      const quote = desk.selectedQuote(deal);
      const dealType = desk.dealTypeOf(deal, quote);
      const onQuote = dealType !== 'CASH' && quote !== null;
      return [
        {
          dealId: deal.id,
          dealName: deal.dealName ?? `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
          dealType,
          monthlyPayment: onQuote ? quote.monthlyPayment : null,
          term: onQuote ? quote.term : null,
          cashPrice: desk.computeCash(deal, desk.vehicleOf(deal)).cashPrice,
          updatedAt: deal.updatedAt,
          vehicle,
        },
      ];
    });
    return c.json({ deals } satisfies v.InferOutput<typeof SavedDealsSchema>);
  });

  routes.get('/api/garage/recently-viewed', (c) => {
    const userId = userIdOf(ensureSession(c, db));
    const vehicles = listRecentlyViewed(db, userOwner(userId)).flatMap((id): VehicleSummary[] => {
      const summary = getVehicleSummary(db, id, appOrigin);
      return summary ? [summary] : [];
    });
    return c.json({ vehicles } satisfies v.InferOutput<typeof RecentlyViewedSchema>);
  });

  return routes;
}
