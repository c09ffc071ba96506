/**
 * What the widget loads of a campaign's theme: `/theme/:slug/:hash.css`, its tokens as custom properties, and
 * `/theme-images/:key`, its logo and favicon. Both are named by their content's hash, so they are cached for a
 * year; a sheet asked by a hash that is no longer the campaign's (a page rendered just before a save) gets the
 * current sheet, uncached. Readable cross-origin: the shadow mount links them from the dealer's page.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ThemeImageKeySchema } from '../../../../src/contract/campaign-theme.ts';
import type { Services } from '../../services/index.ts';
import type { AppEnv } from '../app-env.ts';
import { CampaignSlugSchema } from '../../services/context-builder.ts';
import { jsonError } from '../errors.ts';
import { IMMUTABLE } from './assets.ts';

/** An image never runs anything: no script, no plug-in, no frame, whatever its bytes say. */
export const THEME_IMAGE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export function themeAssetRoutes(services: Services): Hono<AppEnv> {
  const { campaignTheme } = services;
  const routes = new Hono<AppEnv>();

  routes.get('/theme/:slug/:file', async (c) => {
    const slug = c.req.param('slug');
    const file = /^([0-9a-f]{16})\.css$/.exec(c.req.param('file'));
    if (!v.is(CampaignSlugSchema, slug) || !file) return jsonError(c, 404, 'Not found');
    const sheet = await campaignTheme.sheet(slug);
    if (!sheet) return jsonError(c, 404, 'Not found');
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', sheet.hash === file[1] ? IMMUTABLE : 'no-cache');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(sheet.css);
  });

  routes.get('/theme-images/:key', async (c) => {
    const key = c.req.param('key');
    const image = v.is(ThemeImageKeySchema, key) ? await campaignTheme.image(key) : null;
    if (!image) return jsonError(c, 404, 'Not found');
    c.header('Content-Type', image.contentType);
    c.header('Cache-Control', IMMUTABLE);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', THEME_IMAGE_CSP);
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(new Uint8Array(image.bytes));
  });
  return routes;
}
