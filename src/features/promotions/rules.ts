/**
 * Campaign promotions banner and its five modals (seed 001 §2 "Campaign promotions banner") as
 * pure rules, plus the remembered closing of banners (seed 001 §2 "Dealer link-back banner",
 * §4 "Banners show until closed"). Copy comes back as message keys.
 */
import * as v from 'valibot';
import type { Campaign, PageContext } from '../../lib/page-context.ts';
import { href } from '../../lib/route-table.ts';
import { safeLocal, STORAGE_KEYS } from '../../lib/storage.ts';
import { redirectRule, type RedirectInput, type SrpFilters } from '../shell/redirect.ts';
import {
  FEATURE_FLAGS,
  hasFlag,
  isBmwProgram,
  isToyotaProgram,
  listingsPath,
  type ProgramIds,
  type ShellRoute,
} from '../shell/rules.ts';

type CampaignPick<K extends keyof Campaign> = { campaign: Pick<Campaign, K> };

export type PromotionKind = 'kuni' | 'ev' | 'bmw' | 'toyota' | 'default';

/** The five modals a banner CTA opens, one per banner text. */
export type PromotionModal = 'dealership-name-change' | 'ev' | 'bmw-loyalty' | 'toyota' | 'general';

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

export type BannerContent = {
  kind: PromotionKind;
  text: PromotionsMessageKey;
  /** `{days}` for the default text. */
  params?: { days: number };
  cta: 'promotions.cta.clickHere' | 'promotions.cta.learnMore';
  modal: PromotionModal;
};

/** Banner text by priority: Kuni name change, EV, BMW program, Toyota, then the no-payments default. */
export function bannerContent(
  input: CampaignPick<'featureFlags' | 'programId' | 'noPaymentDays'> & { programs: ProgramIds },
): BannerContent {
  const { campaign, programs } = input;
  const learnMore = 'promotions.cta.learnMore' as const;
  if (hasFlag(campaign, FEATURE_FLAGS.KUNI_NAME_CHANGE_BANNER)) {
    return {
      kind: 'kuni',
      text: 'promotions.banner.kuni',
      cta: 'promotions.cta.clickHere',
      modal: 'dealership-name-change',
    };
  }
  if (hasFlag(campaign, FEATURE_FLAGS.EV_PROMOTIONAL_BANNER)) {
    return { kind: 'ev', text: 'promotions.banner.ev', cta: learnMore, modal: 'ev' };
  }
  if (isBmwProgram(campaign, programs)) {
    return { kind: 'bmw', text: 'promotions.banner.bmw', cta: learnMore, modal: 'bmw-loyalty' };
  }
  if (hasFlag(campaign, FEATURE_FLAGS.TOYOTA_PROMOTIONAL_BANNER)) {
    return { kind: 'toyota', text: 'promotions.banner.toyota', cta: learnMore, modal: 'toyota' };
  }
  return {
    kind: 'default',
    text: 'promotions.banner.default',
    params: { days: campaign.noPaymentDays ?? 0 },
    cta: learnMore,
    modal: 'general',
  };
}

/**
 * The name a closed promotions banner is remembered by. Campaigns share the app origin's storage
 * when embedded, so the campaign is part of the name.
 */
export function promotionsBannerName(campaign: Pick<Campaign, 'slug'>, kind: PromotionKind): string {
  return `promotions:${campaign.slug}:${kind}`;
}

/** The name a closed dealer link-back banner is remembered by. */
export function linkBackBannerName(campaign: Pick<Campaign, 'slug'>): string {
  return `link-back:${campaign.slug}`;
}

// ---------------------------------------------------------------------------------------------
// Remembered banners (local key bannersViewed)

const BannersViewedSchema = v.array(v.string());

/** Names of the banners the visitor closed. Unreadable data counts as none. */
export function readBannersViewed(): string[] {
  return safeLocal.getJSON(STORAGE_KEYS.bannersViewed, BannersViewedSchema) ?? [];
}

export function isBannerViewed(name: string): boolean {
  return readBannersViewed().includes(name);
}

/** Records a closed banner once. */
export function addBannerViewed(name: string): void {
  const viewed = readBannersViewed();
  if (!viewed.includes(name)) safeLocal.setJSON(STORAGE_KEYS.bannersViewed, [...viewed, name]);
}

// ---------------------------------------------------------------------------------------------
// Modal buttons

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

// ---------------------------------------------------------------------------------------------
// Message keys (listed with their copy in the handover report)

export type PromotionsMessageKey =
  | 'promotions.banner.kuni'
  | 'promotions.banner.ev'
  | 'promotions.banner.bmw'
  | 'promotions.banner.toyota'
  | 'promotions.banner.default'
  | 'promotions.cta.clickHere'
  | 'promotions.cta.learnMore'
  | 'promotions.general.noPayments'
  | 'promotions.general.financier'
  | 'promotions.general.zeroDown'
  | 'promotions.general.title'
  | 'promotions.upgradeOffers'
  | 'promotions.nameChange.title'
  | 'promotions.nameChange.body'
  | 'promotions.nameChange.button'
  | 'promotions.ev.title'
  | 'promotions.ev.body'
  | 'promotions.ev.button'
  | 'promotions.bmw.title'
  | 'promotions.bmw.benefit1'
  | 'promotions.bmw.benefit2'
  | 'promotions.bmw.benefit3'
  | 'promotions.bmw.disclaimer'
  | 'promotions.toyota.title'
  | 'promotions.toyota.body'
  | 'promotions.toyota.button';
