/**
 * Vehicle pricing and stock media (seed 000 §7 "Vehicles"): `saleprice`, the style's stock
 * pictures (`evox-images`), its walk-around clip (`evox-video`) and its 360° spin
 * (`three-sixty-images`), plus the generated SVGs they point at under `/images/styles/…`.
 * The "video" is an animated SVG (SMIL) cross-fading the style's four camera angles; the spin is
 * 24 frames of the side view squeezed by cos(angle) and mirrored past 90°, like a turntable.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  StyleIdParamSchema,
  VehicleIdSchema,
  type SalePrice,
  type StyleImagesSchema,
  type StyleVideoSchema,
  type ThreeSixtySchema,
  type Vehicle,
} from '../../../../src/contract/vehicle.ts';
import { getSalePrices, getStyleMedia } from '../../db/inventory-repo.ts';
import { getVehicle } from '../../db/inventory-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError, jsonError, parseInput } from '../errors.ts';
import { escapeXml, renderVehicleSvg } from '../../sandbox/images.ts';

/** Stock pictures per style: the four camera angles renderVehicleSvg draws. */
export const STYLE_IMAGE_COUNT = 4;
export const SPIN_FRAMES = 24;
/** Seconds each angle of the walk-around stays on screen, and its cross-fade. */
const WALKAROUND_SLOT_S = 3;
const WALKAROUND_FADE_S = 0.6;
/** The spin never squeezes the car to a line: at 90° it is this narrow. */
const MIN_SPIN_SCALE = 0.12;
const W = 640;
const H = 400;

const styleImageUrl = (origin: string, styleId: number, n: number) => `${origin}/images/styles/${styleId}/${n}.svg`;
const walkaroundUrl = (origin: string, styleId: number) => `${origin}/images/styles/${styleId}/walkaround.svg`;
const spinFrameUrl = (origin: string, styleId: number, frame: number) =>
  `${origin}/images/styles/${styleId}/360/${frame}.svg`;

const styleName = (x: Vehicle): string => `${x.year} ${x.make} ${x.model} ${x.trim}`;

/** Horizontal scale of spin frame `frame`: cos of its angle, mirrored (negative) past 90° and before 270°. */
export function spinScale(frame: number): number {
  const angle = (frame / SPIN_FRAMES) * 2 * Math.PI;
  const cos = Math.cos(angle);
  const magnitude = Math.max(Math.abs(cos), MIN_SPIN_SCALE);
  return Math.round((cos < 0 ? -magnitude : magnitude) * 10_000) / 10_000;
}

export function renderSpinFrame(x: Vehicle, frame: number): string {
  const scale = spinScale(frame);
  const degrees = Math.round((frame / SPIN_FRAMES) * 360);
  const title = `${styleName(x)}, ${degrees}°`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${W}" height="${H}" fill="#eef1f4"/>` +
    `<g transform="translate(${W / 2} 0) scale(${scale} 1) translate(${-W / 2} 0)">${renderVehicleSvg(x, 0)}</g>` +
    `</svg>`
  );
}

/** One SMIL opacity track per angle; later angles sit on top, angle 0 is the base layer. */
export function renderWalkaround(x: Vehicle): string {
  const total = WALKAROUND_SLOT_S * STYLE_IMAGE_COUNT;
  const f = WALKAROUND_FADE_S / total;
  const t = (n: number) => String(Math.round(n * 10_000) / 10_000);
  const layers = Array.from({ length: STYLE_IMAGE_COUNT }, (_, k) => {
    const frame = renderVehicleSvg(x, k);
    if (k === 0) return `<g>${frame}</g>`;
    const start = k / STYLE_IMAGE_COUNT;
    const end = (k + 1) / STYLE_IMAGE_COUNT;
    const last = k === STYLE_IMAGE_COUNT - 1;
    // The last angle fades out to reveal angle 0 as the loop restarts; the others vanish once the next one covers them.
    const [values, times] = last
      ? ['0;0;1;1;0', [0, start, start + f, 1 - f, 1]]
      : ['0;0;1;1;0;0', [0, start, start + f, end + f, end + f, 1]];
    return (
      `<g opacity="0"><animate attributeName="opacity" dur="${total}s" repeatCount="indefinite" ` +
      `values="${values}" keyTimes="${times.map(t).join(';')}"/>${frame}</g>`
    );
  });
  const title = `${styleName(x)} walk-around`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    layers.join('') +
    `</svg>`
  );
}

function sendSvg(c: Context, svg: string) {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400');
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(svg);
}

const StyleParams = v.object({ styleId: StyleIdParamSchema });
const SpinQuery = v.object({
  modelId: v.pipe(v.string('Model id is required'), v.regex(/^\d{1,10}$/, 'Model id is invalid'), v.transform(Number)),
});

/** Under `/api/vehicles`: a vehicle's sale price and a style's media. */
export function vehicleMediaRoutes({ db, appOrigin }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const styleOf = async (params: unknown) => {
    const styleId = Number(parseInput(StyleParams, params).styleId);
    const media = await getStyleMedia(db, styleId);
    if (!media) throw new HttpError(404, 'Style not found');
    return { styleId, media };
  };

  routes.get('/evox-images/:styleId', async (c) => {
    const { styleId } = await styleOf(c.req.param());
    const images = Array.from({ length: STYLE_IMAGE_COUNT }, (_, n) => styleImageUrl(appOrigin, styleId, n));
    return c.json({ images } satisfies v.InferOutput<typeof StyleImagesSchema>);
  });

  routes.get('/evox-video/:styleId', async (c) => {
    const { styleId, media } = await styleOf(c.req.param());
    const x = media.videoVehicle;
    const video = x
      ? {
          url: walkaroundUrl(appOrigin, styleId),
          posterUrl: styleImageUrl(appOrigin, styleId, 0),
          title: `${styleName(x)} walk-around`,
        }
      : null;
    return c.json({ video } satisfies v.InferOutput<typeof StyleVideoSchema>);
  });

  routes.get('/three-sixty-images/:styleId', async (c) => {
    const { styleId, media } = await styleOf(c.req.param());
    const { modelId } = parseInput(SpinQuery, c.req.query());
    if (modelId !== media.vehicle.modelId) {
      throw new HttpError(400, 'Invalid request', [{ field: 'modelId', message: 'Model does not match the style' }]);
    }
    const frames = media.spinVehicle
      ? Array.from({ length: SPIN_FRAMES }, (_, n) => spinFrameUrl(appOrigin, styleId, n))
      : [];
    return c.json({ frames } satisfies v.InferOutput<typeof ThreeSixtySchema>);
  });

  // After the named collections above, which `:id` would otherwise take for a vehicle id.
  routes.get('/:id/saleprice', async (c) => {
    const { id } = parseInput(v.object({ id: VehicleIdSchema }), c.req.param());
    const vehicle = await getVehicle(db, id);
    const price = vehicle ? (await getSalePrices(db, [vehicle])).get(vehicle.id) : undefined;
    if (!price) throw new HttpError(404, 'Vehicle not found');
    return c.json(price satisfies SalePrice);
  });

  return routes;
}

/** `/images/styles/…`: the generated pictures the media above point at. */
export function styleImageRoutes({ db }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const mediaFor = async (styleId: string) => {
    const ok = v.is(StyleIdParamSchema, styleId);
    return ok ? getStyleMedia(db, Number(styleId)) : null;
  };

  routes.get('/:styleId/:file', async (c) => {
    const media = await mediaFor(c.req.param('styleId'));
    const file = c.req.param('file');
    if (media && file === 'walkaround.svg' && media.videoVehicle)
      return sendSvg(c, renderWalkaround(media.videoVehicle));
    const n = /^(\d)\.svg$/.exec(file)?.[1];
    if (!media || n === undefined || Number(n) >= STYLE_IMAGE_COUNT) return jsonError(c, 404, 'Image not found');
    return sendSvg(c, renderVehicleSvg(media.vehicle, Number(n)));
  });

  routes.get('/:styleId/360/:file', async (c) => {
    const media = await mediaFor(c.req.param('styleId'));
    const n = /^(\d{1,2})\.svg$/.exec(c.req.param('file'))?.[1];
    if (!media?.spinVehicle || n === undefined || Number(n) >= SPIN_FRAMES) return jsonError(c, 404, 'Image not found');
    return sendSvg(c, renderSpinFrame(media.spinVehicle, Number(n)));
  });

  return routes;
}
