/**
 * Seed 000 §8 terminal errors in the app, pure. The spec only says the page context carries them;
 * what they close is ours: a campaign's error closes every page of it (there is nothing behind it
 * to show), a vehicle's only the page the shopper landed on, so they can shop on.
 */
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { Campaign } from '../../contract/page-context.ts';
import { href } from '../../contract/route-table.ts';
import { TERMINAL_ERRORS, type TerminalError } from '../../contract/errors.ts';

export type TerminalErrorScope = 'campaign' | 'landing';

/** Only a vehicle's error leaves the campaign open; any other, one this app does not know too, closes it all. */
export function terminalErrorScope(error: TerminalError): TerminalErrorScope {
  return error.name === TERMINAL_ERRORS.vehicleNotFound.name ? 'landing' : 'campaign';
}

/**
 * Seed 000 §8: the terminal error the error page shows now — a campaign's always, a landing page's
 * until the shopper has moved on from the page they landed on.
 */
export function shownTerminalError(error: TerminalError | null, leftLanding: boolean): TerminalError | null {
  if (!error) return null;
  return terminalErrorScope(error) === 'campaign' || !leftLanding ? error : null;
}

/** What the error page says beyond the name and code: why, for the errors it knows. */
export function terminalErrorMessage(error: TerminalError | null): MessageKey {
  switch (error?.name) {
    case TERMINAL_ERRORS.campaignNotFound.name:
      return 'errorPage.campaignNotFound';
    case TERMINAL_ERRORS.campaignDisabled.name:
      return 'errorPage.campaignDisabled';
    case TERMINAL_ERRORS.vehicleNotFound.name:
      return 'errorPage.vehicleNotFound';
    default:
      return 'errorPage.body';
  }
}

/**
 * Where the error page leads: nowhere inside a closed campaign; from a vehicle that is gone to the
 * other vehicles (home when the campaign has no listings); from any other error page, home.
 */
export function terminalErrorAction(
  error: TerminalError | null,
  campaign: Pick<Campaign, 'disabledPages'>,
): { key: MessageKey; path: string } | null {
  if (!error) return { key: 'common.goHome', path: href('home') };
  if (terminalErrorScope(error) === 'campaign') return null;
  return campaign.disabledPages.includes('listings')
    ? { key: 'common.goHome', path: href('home') }
    : { key: 'errorPage.shopOther', path: href('listings') };
}
