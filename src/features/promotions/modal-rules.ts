/**
 * The promotion modals' buttons and copy (seed 001 §2 "Campaign promotions banner"), apart from the
 * banner's rules so they load with the modal chunk, after a click, not at first paint.
 */
import '../../lib/i18n/parts/promotion-modals.ts';
import type { Campaign, PageContext } from '../../contract/page-context.ts';
import { href } from '../../contract/route-table.ts';
import { redirectRule, type RedirectInput, type SrpFilters } from '../../lib/redirect.ts';
import { listingsPath } from '../../lib/campaign.ts';
import { isBmwProgram, type ShellRoute, type ProgramIds } from '../../contract/shell.ts';
import type { PromotionModal, PromotionsMessageKey } from './rules.ts';

type CampaignPick<K extends keyof Campaign> = { campaign: Pick<Campaign, K> };

export type PromotionAction =
  | { kind: 'close' }
  | { kind: 'navigate'; path: string }
  /** Via the redirect rule: the filters go to SRP_FILTERS before navigating (see runRedirect). */
  | { kind: 'redirect'; path: string; clearMfaCode: boolean; filters?: SrpFilters };

/** Dealership name change: 'Shop for your next BMW' closes on /listings, else opens listings filtered to NEW. */
export function dealershipNameChangeAction(
  input: CampaignPick<'productId'> & { route: ShellRoute | null },
): PromotionAction {
  return input.route === 'listings'
    ? { kind: 'close' }
    : { kind: 'navigate', path: listingsPath(input.campaign, { stockType: 'NEW' }) };
}

/** EV modal: 'View All BMW EV Vehicles' opens listings filtered by fuel type Electric. */
export function evModalAction(input: CampaignPick<'productId'>): PromotionAction {
  return { kind: 'navigate', path: listingsPath(input.campaign, { fuelTypes: ['Electric'] }) };
}

/** BMW loyalty modal: 'View Your Upgrade Offers' is hidden for a BMW program on listings. */
export function showBmwUpgradeOffersButton(
  input: CampaignPick<'programId'> & { route: ShellRoute | null; programs: ProgramIds },
): boolean {
  return !(isBmwProgram(input.campaign, input.programs) && input.route === 'listings');
}

function viaRedirect(input: RedirectInput, filters?: SrpFilters): PromotionAction {
  const outcome = redirectRule(input);
  return {
    kind: 'redirect',
    path: outcome.path,
    clearMfaCode: outcome.clearMfaCode,
    ...(filters ? { filters } : {}),
  };
}

/** 'View Your Upgrade Offers' (BMW loyalty and general modals) sends the visitor through the redirect rule. */
export function upgradeOffersAction(input: RedirectInput): PromotionAction {
  return viaRedirect(input);
}

/** Filters of 'Shop New Toyotas': new stock, make Toyota. */
export const TOYOTA_FILTERS = { stockTypeConditions: ['NEW'], makes: ['Toyota'] } as const satisfies SrpFilters;

/**
 * Toyota modal 'Shop New Toyotas': logged in goes to /listings with stockTypeConditions NEW and
 * makes Toyota; otherwise via the redirect rule, with those filters kept for after sign-in.
 */
export function toyotaModalAction(input: RedirectInput): PromotionAction {
  if (input.visitor.isLoggedIn) {
    const query = new URLSearchParams();
    for (const [key, values] of Object.entries(TOYOTA_FILTERS)) for (const value of values) query.append(key, value);
    return { kind: 'navigate', path: `${href('listings')}?${query.toString()}` };
  }
  return viaRedirect(input, TOYOTA_FILTERS);
}

export type GeneralPromotionLine = { key: PromotionsMessageKey; params?: Record<string, string | number> };

/** General promotions modal body: the no-payment days, the financier name and the '$0 down' line. */
export function generalPromotionLines(
  input: CampaignPick<'noPaymentDays'> & Pick<PageContext, 'financierName'>,
): GeneralPromotionLine[] {
  const lines: GeneralPromotionLine[] = [];
  if (input.campaign.noPaymentDays !== null) {
    lines.push({ key: 'promotions.general.noPayments', params: { days: input.campaign.noPaymentDays } });
  }
  if (input.financierName) {
    lines.push({ key: 'promotions.general.financier', params: { financier: input.financierName } });
  }
  lines.push({ key: 'promotions.general.zeroDown' });
  return lines;
}

export type PromotionModalCopy = {
  title: PromotionsMessageKey;
  /** Body paragraphs or list items (BMW loyalty: three benefits then the disclaimer). */
  body: PromotionsMessageKey[];
  button: PromotionsMessageKey;
};

/** Title, body and main button of each modal; the general modal's body comes from generalPromotionLines. */
export const PROMOTION_MODAL_COPY: Record<PromotionModal, PromotionModalCopy> = {
  'dealership-name-change': {
    title: 'promotions.nameChange.title',
    body: ['promotions.nameChange.body'],
    button: 'promotions.nameChange.button',
  },
  ev: { title: 'promotions.ev.title', body: ['promotions.ev.body'], button: 'promotions.ev.button' },
  'bmw-loyalty': {
    title: 'promotions.bmw.title',
    body: [
      'promotions.bmw.benefit1',
      'promotions.bmw.benefit2',
      'promotions.bmw.benefit3',
      'promotions.bmw.disclaimer',
    ],
    button: 'promotions.upgradeOffers',
  },
  toyota: { title: 'promotions.toyota.title', body: ['promotions.toyota.body'], button: 'promotions.toyota.button' },
  general: { title: 'promotions.general.title', body: [], button: 'promotions.upgradeOffers' },
};
