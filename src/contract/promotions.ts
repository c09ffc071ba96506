/**
 * Campaign promotions banner (seed 001 §2 "Campaign promotions banner") as pure rules (its five modals'
 * rules are in modal-rules.ts), plus the remembered closing of banners (seed 001 §2 "Dealer link-back banner",
 * §4 "Banners show until closed"). Copy comes back as message keys.
 */
import type { Campaign } from './page-context.ts';
import { isBmwProgram, isToyotaProgram, type ShellRoute } from './shell.ts';
import type { ProgramIds } from './shell.ts';

export type CampaignPick<K extends keyof Campaign> = { campaign: Pick<Campaign, K> };

// ---------------------------------------------------------------------------------------------
// Banner

export type ShowPromotionsInput = CampaignPick<'programId' | 'noPaymentDays'> & {
  route: ShellRoute | null;
  programs: ProgramIds;
};

/**
 * Shown on home, and on listings for BMW and Toyota programs. A BMW program needs a no-payment-days
 * value wherever it shows; any other campaign shows on home only when it has that value.
 */
export function showPromotionsBanner(input: ShowPromotionsInput): boolean {
  const { campaign, route, programs } = input;
  const hasDays = campaign.noPaymentDays !== null;
  const bmw = isBmwProgram(campaign, programs);
  if (route === 'home') return hasDays;
  if (route === 'listings') return bmw ? hasDays : isToyotaProgram(campaign, programs);
  return false;
}

/**
 * Whether this campaign shows the banner on any route (home or listings): its chunk is then loaded
 * before the first render, so the banner never drops in over the page.
 */
export function mayShowPromotionsBanner(input: Omit<ShowPromotionsInput, 'route'>): boolean {
  return (['home', 'listings'] as const).some((route) => showPromotionsBanner({ ...input, route }));
}
