/**
 * HTML pages of the app origin:
 * - `GET /embed?campaign=…` — the iframe shell (hash routing), framable only by the campaign's
 *   dealer origins;
 * - any other GET — the standalone shell when the path is a route of the app or lies under a
 *   registered prefix (the app then shows its error page), else the server-rendered fallback
 *   (seed 000 §2 "Route handling").
 *
 * A page that cannot be shown carries its terminal error in the page context (seed 000 §8,
 * terminal-errors.ts) and is answered with its code: an unknown campaign in `/embed` (the app
 * origin's own campaign dresses the page, which nobody may frame and which echoes nothing of the
 * request), a campaign switched off, a landing route whose vehicle is gone.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { matchRoute, resolveUnknownPath } from '../../../../src/contract/route-table.ts';
import { isAppRoute } from '../../../../src/contract/bridge-protocol.ts';
import {
  buildPageContext,
  CampaignSlugSchema,
  flagsOverrideAllowed,
  FlagsOverrideSchema,
  toLocale,
  trustedReferer,
} from '../../services/context-builder.ts';
import { getCampaignDetails, getCampaignForHost, type CampaignDetails } from '../../db/campaigns-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import type { ManifestSource } from '../manifest.ts';
import { FEATURE_FLAGS, hasFlag, type FeatureFlag } from '../../../../src/contract/shell.ts';
import { parseInput } from '../errors.ts';
import { oneTapConfig } from '../../services/identity/providers.ts';
import { recordPageCampaign, sessionForCampaign } from '../campaign-session.ts';
import {
  embedFrameAncestors,
  GOOGLE_GSI_SOURCES,
  GOOGLE_PLACES_SOURCES,
  mergeCspSources,
  paymentCspSources,
  setHtmlSecurityHeaders,
} from '../security.ts';
import { renderFallbackPage, renderPlainPage, renderShell, shellStockSearch } from '../shell.ts';
import { parseSearchQuery } from './search.ts';
import { themeSheet } from '../../domain/theme/theme-sheet.ts';
import { themeImagePath } from '../../../../src/contract/campaign-theme.ts';

/** The campaign's tokens sheet and favicon, linked by the shell. */
const themeOf = (details: CampaignDetails) => ({
  sheet: themeSheet(details.campaign.slug, details.themeTokens).path,
  favicon: details.themeTokens.favicon ? themeImagePath(details.themeTokens.favicon) : null,
});
import { checkPin } from '../../services/mfa/service.ts';

/** Query values are read leniently for pages: a bad optional value falls back, it does not fail the page. */
const str = (value: string | undefined): string | undefined => (value === '' ? undefined : value);

export function pageRoutes(deps: AppDeps, services: Services, manifest: ManifestSource): Hono<AppEnv> {
  const { db, environment, now, placesApiKey } = deps;
  const searchListings = services.search;
  const routes = new Hono<AppEnv>();
  const oneTap = oneTapConfig(deps);

  const renderApp = async (
    c: Context<AppEnv>,
    details: CampaignDetails,
    o: {
      mode: 'iframe' | 'standalone';
      overlayEnabled: boolean;
      refererUrl: string | null;
      frameAncestors: string;
      featureFlags?: FeatureFlag[] | undefined;
      /** The iframe's first route, from the loader: its chunk is preloaded instead of home's. */
      route?: string | null;
      /** The page the app opens on, whose vehicle must be in stock: the standalone path, else `route`. */
      landing?: string | null;
      /** The campaign asked for does not exist: `details` are the app origin's own (seed 000 §8). */
      unknownCampaign?: boolean;
    },
  ) => {
    const q = c.req.query();
    const session = await sessionForCampaign(c, db, details.campaign.slug);
    // A PIN link opened standalone (`/profile/verify-access?pin=…`): the context starts out knowing
    // the prospect. In the iframe the route is in the hash, which never gets here: the app posts
    // the pin to /api/profile/pin instead. Not rate-limited: a PIN is a 16+ character random token.
    // A closed campaign's page checks none (seed 000 §8).
    const pin = str(q['pin']);
    const pinned = pin !== undefined && !o.unknownCampaign && !details.disabled;
    if (pinned) await checkPin(db, session.id, pin, details.campaign.slug, (now?.() ?? new Date()).getTime());
    const context = await buildPageContext(db, {
      details,
      // A checked PIN is stored on the session: it is no longer blank.
      session: pinned ? { ...session, blank: false } : session,
      mode: o.mode,
      environment,
      placesApiKey,
      overlayEnabled: o.overlayEnabled,
      locale: toLocale(q['locale']),
      apiBase: '',
      refererUrl: o.refererUrl,
      dealerId: str(q['dealer']),
      vehicleId: str(q['vehicle']),
      featureFlags: o.featureFlags,
      oneTap,
      unknownCampaign: o.unknownCampaign,
      route: o.landing ?? o.route ?? null,
    });
    await recordPageCampaign(db, session, details.campaign.slug, context.dealer?.id ?? null);
    // Google's sign-in script and frames only where real Google one-tap can show.
    const googleSignIn =
      oneTap?.provider === 'google' && hasFlag(context.campaign, FEATURE_FLAGS.GOOGLE_ONE_TAP_FEATURE);
    const sources = mergeCspSources(
      googleSignIn ? GOOGLE_GSI_SOURCES : undefined,
      placesApiKey ? GOOGLE_PLACES_SOURCES : undefined,
      // The provider's card form (deposits) is framed from its own origin.
      paymentCspSources(deps.paymentProvider),
    );
    // No nonce: no inline script runs in the app's page, the dealer's chat has its own frame.
    setHtmlSecurityHeaders(c, o.frameAncestors, null, sources);
    // Home's stock search, answered in the page: home draws it in its first render (not behind an error page).
    const stockUrl = context.error ? null : shellStockSearch(context, o.route);
    const responses: Record<string, unknown> = {};
    if (stockUrl) {
      // A search that fails here is the app's own to ask for, and to show as failed.
      // Priced for this session's shopper, as the app's own ask would be.
      await Promise.resolve()
        .then(() => searchListings(db, session, parseSearchQuery(new URL(stockUrl, 'http://shell').searchParams)))
        .then(
          (result) => (responses[stockUrl] = result),
          () => undefined,
        );
    }
    return c.html(
      renderShell({
        context,
        csrfToken: session.csrfToken,
        manifest: manifest.get(),
        route: o.route,
        responses,
        theme: themeOf(details),
      }),
      // Seed 000 §8: a terminal error's code is the page's status (404, 410).
      (context.error?.code ?? 200) as ContentfulStatusCode,
    );
  };

  routes.get('/embed', async (c) => {
    const slug = c.req.query('campaign');
    if (!slug) {
      setHtmlSecurityHeaders(c, "'none'");
      return c.html(
        renderPlainPage({ title: 'Bad request', heading: 'Bad request', body: 'The campaign parameter is missing.' }),
        400,
      );
    }
    const details = v.is(CampaignSlugSchema, slug) ? await getCampaignDetails(db, slug) : null;
    const host = details ? null : await getCampaignForHost(db, new URL(c.req.url).hostname);
    if (!details && host) {
      // Seed 000 §8: the app's error page says CampaignNotFound, dressed in the app origin's own
      // campaign. No campaign, no dealer origins: nobody may frame it, and it repeats nothing asked.
      return renderApp(c, host, {
        mode: 'iframe',
        overlayEnabled: c.req.query('inline') !== '1',
        refererUrl: null,
        frameAncestors: "'none'",
        unknownCampaign: true,
      });
    }
    if (!details) {
      // No campaign on this server at all, not even its own: a plain page, framed by nobody and
      // echoing nothing of the request (no text to plant on a page).
      setHtmlSecurityHeaders(c, "'none'");
      return c.html(
        renderPlainPage({
          title: 'Campaign not found',
          heading: 'Campaign not found',
          body: 'There is no campaign by that name. Check the data-campaign attribute of the embed code.',
        }),
        404,
      );
    }
    // The integrator console's per-render flags (`?flags=A,B`); an unknown flag is a bad request.
    let featureFlags: FeatureFlag[] | undefined;
    try {
      // Outside a sandbox the override is ignored, a malformed one included.
      featureFlags = flagsOverrideAllowed(environment) ? parseFlagsOverride(c.req.query('flags')) : undefined;
    } catch {
      setHtmlSecurityHeaders(c, "'none'");
      return c.html(
        renderPlainPage({
          title: 'Bad request',
          heading: 'Bad request',
          body: 'The flags parameter names an unknown feature flag.',
        }),
        400,
      );
    }
    const allowed = details.campaign.allowedOrigins;
    const route = c.req.query('route');
    return renderApp(c, details, {
      featureFlags,
      mode: 'iframe',
      overlayEnabled: c.req.query('inline') !== '1',
      refererUrl: trustedReferer(c.req.query('ref'), allowed),
      frameAncestors: embedFrameAncestors(allowed),
      route: isAppRoute(route) ? route : null,
    });
  });

  routes.get('*', async (c) => {
    const path = c.req.path;
    if (matchRoute(path) === null && resolveUnknownPath(path) === 'fallback') {
      setHtmlSecurityHeaders(c, "'none'");
      return c.html(renderFallbackPage(), 404);
    }
    const details = await getCampaignForHost(db, new URL(c.req.url).hostname);
    if (!details) {
      setHtmlSecurityHeaders(c, "'none'");
      return c.html(
        renderPlainPage({
          title: 'Not configured',
          heading: 'Not configured',
          body: 'No campaign is set up on this server. Run `npm run db:reset`.',
        }),
        503,
      );
    }
    return renderApp(c, details, {
      mode: 'standalone',
      landing: path,
      overlayEnabled: false,
      // A shopper who followed a link from the dealer's site gets the link-back banner (seed 001 §2).
      refererUrl: trustedReferer(c.req.header('referer'), details.campaign.allowedOrigins),
      frameAncestors: "'none'",
    });
  });

  return routes;
}

/** The override of a `flags` query value (undefined when absent); a 400 HttpError for an unknown flag. */
export function parseFlagsOverride(value: string | undefined): FeatureFlag[] | undefined {
  if (value === undefined) return undefined;
  return parseInput(v.object({ flags: FlagsOverrideSchema }), { flags: value }).flags;
}
