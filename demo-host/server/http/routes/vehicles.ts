/** `GET /api/vehicles/:id` and its banner (seed 000 §7 "Vehicles", seed 001 §3 "Vehicle banner"). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { VehicleIdSchema, type Vehicle, type VehicleBanner } from '../../../../src/contract/vehicle.ts';
import { getVehicle, toVehicleBanner } from '../../db/inventory-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError, parseInput } from '../errors.ts';

const ParamsSchema = v.object({ id: VehicleIdSchema });

export function vehicleRoutes({ db, appOrigin }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const find = async (params: unknown): Promise<Vehicle> => {
    const { id } = parseInput(ParamsSchema, params);
    const vehicle = await getVehicle(db, id, appOrigin);
    if (!vehicle) throw new HttpError(404, 'Vehicle not found');
    return vehicle;
  };

  routes.get('/api/vehicles/:id', async (c) => c.json((await find(c.req.param())) satisfies Vehicle));
  routes.get('/api/vehicles/:id/banner', async (c) =>
    c.json(toVehicleBanner(await find(c.req.param())) satisfies VehicleBanner),
  );

  return routes;
}
