/** `GET /api/vehicles/:id` and its banner (seed 000 §7 "Vehicles", seed 001 §3 "Vehicle banner"). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { VehicleIdSchema, type Vehicle, type VehicleBanner } from '../../../src/features/vehicle/api.ts';
import { getVehicle, toVehicleBanner } from '../db/repo.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { HttpError, parseInput } from '../errors.ts';

const ParamsSchema = v.object({ id: VehicleIdSchema });

export function vehicleRoutes({ db, appOrigin }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const find = (params: unknown): Vehicle => {
    const { id } = parseInput(ParamsSchema, params);
    const vehicle = getVehicle(db, id, appOrigin);
    if (!vehicle) throw new HttpError(404, 'Vehicle not found');
    return vehicle;
  };

  routes.get('/api/vehicles/:id', (c) => c.json(find(c.req.param()) satisfies Vehicle));
  routes.get('/api/vehicles/:id/banner', (c) => c.json(toVehicleBanner(find(c.req.param())) satisfies VehicleBanner));

  return routes;
}
