/** Shell rules from the spec as pure functions (seed 000 §2, seed 001 §2). */

import type { DisableablePage, PageContext } from '../contract/page-context.ts';
import type { RouteDef } from '../contract/route-table.ts';

/** Seed 000 §2 "Pages can be disabled per context": a disabled page is not routable. */
export function isRouteEnabled(route: RouteDef, disabledPages: readonly DisableablePage[]): boolean {
  return !route.disabledBy || !disabledPages.includes(route.disabledBy);
}

/**
 * An overlay made before it opens (the idle prefetch) holds its page views until the
 * host's `open`; one made for an open overlay (`shown`, the loader's `open=1`) is seen at once.
 */
export function holdsPageViews(context: Pick<PageContext, 'mode' | 'overlayEnabled'>, shown: boolean): boolean {
  return context.mode !== 'standalone' && context.overlayEnabled && !shown;
}
