/**
 * Where a trade valued from a deal returns (pure, re-exported by rules.ts): the deal it was opened
 * from, kept in the query of every page of the flow so Back, Forward, a reload and the sign-in
 * round trip keep it.
 */
import { href, matchRoute, type RouteName } from '../../contract/route-table.ts';
import { appRedirectPath } from '../auth/index.ts';

/** The deal a trade valued from it goes back to, and the vehicle that names it ('Back to your … deal'). */
export type TradeReturn = { path: string; vehicleId: string | null };

/**
 * The deal the flow was opened from (`?redirectPath=`, followed only when the sign-in redirect rule
 * allows it and it is a deal page), with its vehicle (`vehicleId`); null otherwise: the flow then
 * ends at the garage, as from the menu.
 */
export function tradeReturnTarget(search: string): TradeReturn | null {
  const query = new URLSearchParams(search);
  const path = appRedirectPath(query.get('redirectPath'));
  const route = path ? matchRoute(path) : null;
  if (!path || (route !== 'deal' && route !== 'noProfileDeal')) return null;
  const vehicleId = query.get('vehicleId') ?? '';
  return { path, vehicleId: /^[A-Za-z0-9_-]{1,64}$/.test(vehicleId) ? vehicleId : null };
}

/** A page of the trade flow that keeps its way back to the deal (the link from the deal itself is `route` 'trade'). */
export function tradeFlowHref(route: RouteName, back: TradeReturn | null): string {
  const path = href(route as 'trade');
  if (!back) return path;
  const query = new URLSearchParams({ redirectPath: back.path });
  if (back.vehicleId) query.set('vehicleId', back.vehicleId);
  return `${path}?${query.toString()}`;
}
