/**
 * `GET /api/page-context`: the shadow mount's boot data (`ShadowBootSchema`). It runs on the
 * dealer's page, so it calls this cross-origin (CORS, credentials) and gets an absolute `apiBase`
 * and an absolute URL of the campaign theme's style sheet for its shadow root. A campaign switched
 * off boots the app onto its error page (seed 000 §8: CampaignDisabled in the context); an unknown
 * one stays a 404: without a campaign no dealer origin may read the answer (CORS), so nothing boots.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CSRF_HEADER_NAME, type ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { VehicleIdSchema } from '../../../../src/contract/vehicle.ts';
import {
  buildPageContext,
  CampaignSlugSchema,
  DealerIdSchema,
  flagsOverrideAllowed,
  FlagsOverrideSchema,
} from '../../services/context-builder.ts';
import { getCampaignDetails } from '../../db/campaigns-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError, parseInput } from '../errors.ts';
import { recordPageCampaign, sessionForCampaign } from '../campaign-session.ts';
import { baseSheet, type ManifestSource } from '../manifest.ts';
import { themeSheet } from '../../domain/theme/theme-sheet.ts';
import { oneTapConfig } from '../../services/identity/providers.ts';

const QuerySchema = v.object({
  campaign: CampaignSlugSchema,
  dealer: v.optional(DealerIdSchema),
  vehicle: v.optional(VehicleIdSchema),
  locale: v.optional(v.picklist(['en', 'es'], 'Locale must be en or es'), 'en'),
  /** 0 when the loader renders inline in `data-target` instead of the overlay. */
  overlay: v.optional(v.picklist(['1', '0'], 'Overlay must be 1 or 0'), '1'),
  /** The integrator console's per-render override of the campaign's feature flags. */
  flags: v.optional(FlagsOverrideSchema),
});

export function contextRoutes(deps: AppDeps, manifest: ManifestSource): Hono<AppEnv> {
  const { db, appOrigin, environment, placesApiKey } = deps;
  const routes = new Hono<AppEnv>();
  const oneTap = oneTapConfig(deps);
  routes.get('/', async (c) => {
    // Outside a sandbox `flags` is ignored, a malformed value included.
    const { flags, ...rest } = c.req.query();
    const query = parseInput(QuerySchema, flagsOverrideAllowed(environment) ? { ...rest, flags } : rest);
    const details = await getCampaignDetails(db, query.campaign);
    if (!details) throw new HttpError(404, 'Campaign not found');
    // The shadow boot hands the app its CSRF token: this is where a visitor's session begins, one per campaign.
    const session = await sessionForCampaign(c, db, details.campaign.slug);
    const context = await buildPageContext(db, {
      details,
      session,
      mode: 'shadow',
      environment,
      placesApiKey,
      overlayEnabled: query.overlay === '1',
      locale: query.locale,
      apiBase: appOrigin,
      // The app is on the dealer's page already: there is no page to link back to.
      refererUrl: null,
      dealerId: query.dealer,
      vehicleId: query.vehicle,
      featureFlags: query.flags,
      oneTap,
    });
    await recordPageCampaign(db, session, details.campaign.slug, context.dealer?.id ?? null);
    const css = baseSheet(manifest.get());
    c.header('Cache-Control', 'no-store');
    return c.json({
      context,
      csrf: { header: CSRF_HEADER_NAME, token: session.csrfToken },
      stylesheet: css ? `${appOrigin}/${css}` : '',
      themeSheet: `${appOrigin}${themeSheet(details.campaign.slug, details.themeTokens).path}`,
    } satisfies v.InferOutput<typeof ShadowBootSchema>);
  });
  return routes;
}
