/** Which pages open with a banner above the navigation bar: the server preloads that chunk in the page shell. */
import type { PageContext } from './page-context.ts';
import { mayShowPromotionsBanner } from './promotions.ts';
import { type ProgramIds, SEEDED_PROGRAM_IDS, showLinkBack } from './shell.ts';

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
