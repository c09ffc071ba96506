/**
 * Seed 000 §8 "The terminal error name and code are read from the page context": which terminal
 * error, if any, a page the server renders carries (names and codes: src/contract/errors.ts).
 * Checked in order: the campaign asked for does not exist; it is switched off; the vehicle the
 * landing route names is gone. A vehicle of interest (`?vehicle=`, the embed's data-vehicle) that is
 * gone is no terminal error: home shows without its banner.
 */
import { TERMINAL_ERRORS, type TerminalError } from '../../../src/contract/errors.ts';
import { matchRoute, routeParams } from '../../../src/contract/route-table.ts';

export type PageFacts = {
  /** 'unknown': no campaign by the name asked for; 'disabled': switched off. */
  campaign: 'found' | 'unknown' | 'disabled';
  /** The vehicle the landing route names: none, in stock, or gone. */
  routeVehicle: 'none' | 'found' | 'gone';
};

/** Seed 000 §8: the terminal error of a page with these facts, or null when it can be shown. */
export function terminalError(facts: PageFacts): TerminalError | null {
  if (facts.campaign === 'unknown') return TERMINAL_ERRORS.campaignNotFound;
  if (facts.campaign === 'disabled') return TERMINAL_ERRORS.campaignDisabled;
  if (facts.routeVehicle === 'gone') return TERMINAL_ERRORS.vehicleNotFound;
  return null;
}

/** The vehicle a route of the app is about ('/no-profile/vehicles/v1?x=1' → 'v1'), else null. */
export function routeVehicleId(route: string | null | undefined): string | null {
  if (!route) return null;
  const name = matchRoute(route);
  return name === null ? null : (routeParams(name, route)?.['vehicleId'] ?? null);
}

/** The vehicle a plugin landing page route is about ('/shop/v1' → 'v1'), else null. */
export function landingVehicleId(route: string | null | undefined): string | null {
  return route && matchRoute(route) === 'pluginLandingPage' ? routeVehicleId(route) : null;
}
