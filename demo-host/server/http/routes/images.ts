/**
 * Generated vehicle pictures (images.ts): `/images/vehicles/:id/:n.svg` and
 * `/images/stock/:bodyStyle.svg`, and a feed vehicle's photos, `/images/vehicles/:id/photos/:n`
 * (services/listings/vehicle-photos.ts). Shown on the dealer's page by the shadow mount, so they are
 * embeddable cross-origin; the SVG itself may not load or run anything.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { BodyStyleSchema, VehicleIdSchema } from '../../../../src/contract/vehicle.ts';
import { getVehicle } from '../../db/inventory-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import type { AppEnv } from '../app-env.ts';
import { jsonError } from '../errors.ts';
import { renderBodyStyleIcon, renderVehicleSvg } from '../../sandbox/images.ts';

function sendSvg(c: Context, svg: string) {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400');
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(svg);
}

export function imageRoutes({ db }: AppDeps, { photos }: Pick<Services, 'photos'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/vehicles/:id/photos/:n', async (c) => {
    const { id, n } = c.req.param();
    const photo = v.is(VehicleIdSchema, id) && /^\d{1,2}$/.test(n) ? await photos.photo(id, Number(n)) : null;
    // The widget falls back to the stock drawing when a photo does not load.
    if (!photo) return jsonError(c, 404, 'Image not found');
    c.header('Content-Type', photo.type);
    // A day, like the generated pictures: a feed that changes a photo usually changes its URL, and so its index list.
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Content-Security-Policy', "default-src 'none'");
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(photo.body));
  });

  routes.get('/vehicles/:id/:file', async (c) => {
    const { id, file } = c.req.param();
    const index = /^(\d{1,3})\.svg$/.exec(file)?.[1];
    const vehicle = index !== undefined && v.is(VehicleIdSchema, id) ? await getVehicle(db, id) : null;
    if (!vehicle || index === undefined || Number(index) >= vehicle.images.length) {
      return jsonError(c, 404, 'Image not found');
    }
    return sendSvg(c, renderVehicleSvg(vehicle, Number(index)));
  });

  routes.get('/stock/:file', (c) => {
    const bodyStyle = /^([a-z]+)\.svg$/.exec(c.req.param('file'))?.[1];
    if (!v.is(BodyStyleSchema, bodyStyle)) return jsonError(c, 404, 'Image not found');
    return sendSvg(c, renderBodyStyleIcon(bodyStyle));
  });

  return routes;
}
