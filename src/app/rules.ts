/** Shell rules from the spec as pure functions (seed 000 §2, seed 001 §2). */
import type { DisableablePage } from '../lib/page-context.ts';
import type { RouteDef } from '../lib/route-table.ts';

/** Seed 000 §2 "Pages can be disabled per context": a disabled page is not routable. */
export function isRouteEnabled(route: RouteDef, disabledPages: readonly DisableablePage[]): boolean {
  return !route.disabledBy || !disabledPages.includes(route.disabledBy);
}

/** The document title for a route: the page's own title, then the campaign's name. */
export function documentTitle(pageTitle: string, campaignName: string): string {
  return pageTitle ? `${pageTitle} | ${campaignName}` : campaignName;
}
