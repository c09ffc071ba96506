/** Shell rules from the spec as pure functions (seed 000 §2, seed 001 §2). */
import { mayShowPromotionsBanner } from '../features/promotions/rules.ts';
import { SEEDED_PROGRAM_IDS, showLinkBack, type ProgramIds } from '../features/shell/rules.ts';
import type { DisableablePage, PageContext } from '../lib/page-context.ts';
import type { RouteDef } from '../lib/route-table.ts';

/** Seed 000 §2 "Pages can be disabled per context": a disabled page is not routable. */
export function isRouteEnabled(route: RouteDef, disabledPages: readonly DisableablePage[]): boolean {
  return !route.disabledBy || !disabledPages.includes(route.disabledBy);
}

/**
 * Whether a banner above the navigation bar (the dealer link-back banner, the campaign
 * promotions banner) can show with this page context. Their chunk then comes before the first
 * render (and the shell's HTML preloads it); elsewhere it never loads.
 */
export function mayShowTopBanners(
  context: Pick<PageContext, 'campaign' | 'refererUrl' | 'mode' | 'overlayEnabled'>,
  programs: ProgramIds = SEEDED_PROGRAM_IDS,
): boolean {
  return showLinkBack(context) || mayShowPromotionsBanner({ campaign: context.campaign, programs });
}

/**
 * An overlay made before it opens (the idle prefetch) holds its page views until the
 * host's `open`; one made for an open overlay (`shown`, the loader's `open=1`) is seen at once.
 */
export function holdsPageViews(context: Pick<PageContext, 'mode' | 'overlayEnabled'>, shown: boolean): boolean {
  return context.mode !== 'standalone' && context.overlayEnabled && !shown;
}
