/**
 * Seed 000 §8 "The terminal error name and code are read from the page context": the terminal
 * errors the server knows while it renders a page, shared by the server that sends them and the app
 * that shows them. The code is also the HTTP status the page is answered with.
 */
import type { PageContext } from './page-context.ts';

export type TerminalError = NonNullable<PageContext['error']>;

export const TERMINAL_ERRORS = {
  /** The page asked for a campaign that does not exist (a mistyped or removed embed code). */
  campaignNotFound: { name: 'CampaignNotFound', code: 404 },
  /** The campaign is switched off (its program ended, the dealer left): its links lead here. */
  campaignDisabled: { name: 'CampaignDisabled', code: 410 },
  /** The vehicle the page is about is no longer in stock (sold, or never there). */
  vehicleNotFound: { name: 'VehicleNotFound', code: 404 },
} as const satisfies Record<string, TerminalError>;
