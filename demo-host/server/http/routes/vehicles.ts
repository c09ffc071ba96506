/**
 * `/api/vehicles`: `GET /api/vehicles/:id` and its banner (seed 000 §7 "Vehicles", seed 001 §3
 * "Vehicle banner"), with the search, the style media and the certificates as its sub-routes.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { VehicleIdSchema, type Vehicle, type VehicleBanner } from '../../../../src/contract/vehicle.ts';
import type { VehicleWithOffer } from '../../../../src/contract/deposit-offer.ts';
import { getVehicle, toVehicleBanner } from '../../db/inventory-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Session } from '../../db/sessions-repo.ts';
import type { AppEnv } from '../app-env.ts';
import { currentSession } from '../security.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput } from '../errors.ts';
import { certificateRoutes } from './certificates.ts';
import { searchRoutes } from './search.ts';
import { vehicleMediaRoutes } from './vehicle-media.ts';

const ParamsSchema = v.object({ id: VehicleIdSchema });

export function vehicleRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { db, appOrigin } = deps;
  const routes = new Hono<AppEnv>();

  const find = async (params: unknown): Promise<Vehicle> => {
    const { id } = parseInput(ParamsSchema, params);
    const vehicle = await getVehicle(db, id, appOrigin);
    if (!vehicle) throw new HttpError(404, 'Vehicle not found');
    return vehicle;
  };
  const withHold = async (vehicle: Vehicle, session: Session | null): Promise<VehicleWithOffer> => {
    const [hold, depositOffer] = await Promise.all([
      services.reservations.holdFor(session, vehicle.id),
      services.reservations.offer(vehicle.id),
    ]);
    return { ...vehicle, reserved: hold.reserved, yourReservation: hold.yours, depositOffer };
  };

  // The named collections first: a vehicle id may be any word, "search" too, and the first match answers.
  routes.route('/search', searchRoutes(deps, services));
  routes.route('/', vehicleMediaRoutes(deps));

  routes.get('/:id', async (c) =>
    c.json((await withHold(await find(c.req.param()), currentSession(c))) satisfies VehicleWithOffer),
  );
  routes.get('/:id/banner', async (c) => c.json(toVehicleBanner(await find(c.req.param())) satisfies VehicleBanner));

  routes.route('/', certificateRoutes(deps, services));

  return routes;
}
