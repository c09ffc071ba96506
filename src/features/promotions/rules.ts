/**
 * Campaign promotions banner (seed 001 §2 "Campaign promotions banner") as pure rules (its five modals'
 * rules are in modal-rules.ts), plus the remembered closing of banners (seed 001 §2 "Dealer link-back banner",
 * §4 "Banners show until closed"). Copy comes back as message keys.
 */
import * as v from 'valibot';
import type { Campaign } from '../../contract/page-context.ts';
import { safeLocal, STORAGE_KEYS } from '../../lib/storage.ts';
import { isBmwProgram } from '../../contract/shell.ts';
import { FEATURE_FLAGS, hasFlag, type ProgramIds } from '../../contract/shell.ts';
import type { CampaignPick } from '../../contract/promotions.ts';

export type PromotionKind = 'kuni' | 'ev' | 'bmw' | 'toyota' | 'default';

/** The five modals a banner CTA opens, one per banner text. */
export type PromotionModal = 'dealership-name-change' | 'ev' | 'bmw-loyalty' | 'toyota' | 'general';

export type BannerContent = {
  kind: PromotionKind;
  text: PromotionsMessageKey;
  /** `{days}` for the default text. */
  params?: { days: number };
  cta: 'promotions.cta.clickHere' | 'promotions.cta.learnMore';
  modal: PromotionModal;
};

/**
 * Banner text by priority: Kuni name change, EV, BMW loyalty, Toyota, then the no-payments default.
 * The BMW loyalty text (and so its modal) needs both a BMW program and NEW_BMW_PROMOTIONAL_BANNER.
 */
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
  if (showBmwLoyaltyPromotion({ campaign, programs })) {
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
 * The BMW loyalty banner and its modal: a BMW program with the NEW_BMW_PROMOTIONAL_BANNER flag on;
 * flag off, the banner falls through to the next text by priority (seed 001 §2 promotions, §3 flags).
 */
export function showBmwLoyaltyPromotion(
  input: CampaignPick<'featureFlags' | 'programId'> & { programs: ProgramIds },
): boolean {
  return (
    isBmwProgram(input.campaign, input.programs) && hasFlag(input.campaign, FEATURE_FLAGS.NEW_BMW_PROMOTIONAL_BANNER)
  );
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
