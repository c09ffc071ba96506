import { afterEach, describe, expect, it } from 'vitest';
import type { RedirectInput } from '../../lib/redirect.ts';
import { SEEDED_PROGRAM_IDS as programs } from '../../contract/shell.ts';
import {
  addBannerViewed,
  bannerContent,
  isBannerViewed,
  linkBackBannerName,
  promotionsBannerName,
  readBannersViewed,
  showBmwLoyaltyPromotion,
} from './rules.ts';
import {
  dealershipNameChangeAction,
  evModalAction,
  generalPromotionLines,
  PROMOTION_MODAL_COPY,
  showBmwUpgradeOffersButton,
  toyotaModalAction,
  upgradeOffersAction,
} from './modal-rules.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const BMW = 'BMW-LOYALTY-2026';
const TOYOTA = 'TOYOTA-NEW-INVENTORY';

describe('bannerContent', () => {
  const content = (featureFlags: string[], programId: string | null = null, noPaymentDays: number | null = 60) =>
    bannerContent({ campaign: { featureFlags, programId, noPaymentDays }, programs });
  const all = ['KUNI_NAME_CHANGE_BANNER', 'EV_PROMOTIONAL_BANNER', 'TOYOTA_PROMOTIONAL_BANNER'];

  it('puts the Kuni name change first, with CTA Click Here', () => {
    expect(content(all, BMW)).toEqual({
      kind: 'kuni',
      text: 'promotions.banner.kuni',
      cta: 'promotions.cta.clickHere',
      modal: 'dealership-name-change',
    });
  });
  it('then the EV flag', () => {
    expect(content(all.slice(1), BMW)).toEqual({
      kind: 'ev',
      text: 'promotions.banner.ev',
      cta: 'promotions.cta.learnMore',
      modal: 'ev',
    });
  });
  it('then a BMW program with the NEW_BMW_PROMOTIONAL_BANNER flag', () => {
    expect(content(['TOYOTA_PROMOTIONAL_BANNER', 'NEW_BMW_PROMOTIONAL_BANNER'], BMW)).toEqual({
      kind: 'bmw',
      text: 'promotions.banner.bmw',
      cta: 'promotions.cta.learnMore',
      modal: 'bmw-loyalty',
    });
  });
  it('falls through past BMW loyalty when the flag is off', () => {
    expect(content(['TOYOTA_PROMOTIONAL_BANNER'], BMW)).toMatchObject({ kind: 'toyota', modal: 'toyota' });
    expect(content([], BMW, 90)).toMatchObject({ kind: 'default', params: { days: 90 }, modal: 'general' });
  });
  it('then the Toyota flag', () => {
    expect(content(['TOYOTA_PROMOTIONAL_BANNER'], TOYOTA)).toEqual({
      kind: 'toyota',
      text: 'promotions.banner.toyota',
      cta: 'promotions.cta.learnMore',
      modal: 'toyota',
    });
  });
  it('else the default text with the no-payment days', () => {
    expect(content([], 'NORTHSTAR-REFI-UPGRADE', 30)).toEqual({
      kind: 'default',
      text: 'promotions.banner.default',
      params: { days: 30 },
      cta: 'promotions.cta.learnMore',
      modal: 'general',
    });
  });
});

describe('showBmwLoyaltyPromotion', () => {
  const show = (featureFlags: string[], programId: string | null) =>
    showBmwLoyaltyPromotion({ campaign: { featureFlags, programId }, programs });
  it('needs both a BMW program and the NEW_BMW_PROMOTIONAL_BANNER flag', () => {
    expect(show(['NEW_BMW_PROMOTIONAL_BANNER'], BMW)).toBe(true);
    expect(show([], BMW)).toBe(false);
    expect(show(['NEW_BMW_PROMOTIONAL_BANNER'], TOYOTA)).toBe(false);
    expect(show(['NEW_BMW_PROMOTIONAL_BANNER'], null)).toBe(false);
  });
});

describe('bannersViewed', () => {
  it('remembers closed banners by name in local storage, once each', () => {
    expect(readBannersViewed()).toEqual([]);
    addBannerViewed('a');
    addBannerViewed('b');
    addBannerViewed('a');
    expect(JSON.parse(localStorage.getItem('bannersViewed') ?? 'null')).toEqual(['a', 'b']);
    expect(isBannerViewed('a')).toBe(true);
    expect(isBannerViewed('c')).toBe(false);
  });
  it('treats unreadable data as none', () => {
    localStorage.setItem('bannersViewed', '{not json');
    expect(readBannersViewed()).toEqual([]);
  });
  it('names banners per campaign and kind', () => {
    expect(promotionsBannerName({ slug: 'kuni-bmw' }, 'kuni')).toBe('promotions:kuni-bmw:kuni');
    expect(promotionsBannerName({ slug: 'a' }, 'default')).not.toBe(promotionsBannerName({ slug: 'b' }, 'default'));
    expect(linkBackBannerName({ slug: 'a' })).toBe('link-back:a');
  });
});

describe('dealershipNameChangeAction', () => {
  it('closes on /listings', () => {
    expect(dealershipNameChangeAction({ campaign: { productId: 103 }, route: 'listings' })).toEqual({ kind: 'close' });
  });
  it('goes to listings filtered to NEW elsewhere', () => {
    expect(dealershipNameChangeAction({ campaign: { productId: 103 }, route: 'home' })).toEqual({
      kind: 'navigate',
      path: '/listings?stockTypeConditions=NEW&sort=priceWithRebates&page=1',
    });
  });
});

describe('evModalAction', () => {
  it('goes to listings filtered by fuel type Electric', () => {
    expect(evModalAction({ campaign: { productId: 103 } })).toEqual({
      kind: 'navigate',
      path: '/listings?sort=priceWithRebates&page=1&fuelTypes=Electric',
    });
  });
});

describe('showBmwUpgradeOffersButton', () => {
  it('is hidden for a BMW program on listings only', () => {
    expect(showBmwUpgradeOffersButton({ campaign: { programId: BMW }, route: 'listings', programs })).toBe(false);
    expect(showBmwUpgradeOffersButton({ campaign: { programId: BMW }, route: 'home', programs })).toBe(true);
    expect(showBmwUpgradeOffersButton({ campaign: { programId: TOYOTA }, route: 'listings', programs })).toBe(true);
  });
});

const redirectInput = (isLoggedIn: boolean): RedirectInput => ({
  visitor: {
    firstName: 'Ana',
    pinValidated: false,
    userExistForProspect: isLoggedIn,
    autoSendMFA: false,
    isLoggedIn,
    isMember: false,
    isMemberDisabled: false,
  },
  campaign: { productId: 102, programId: TOYOTA, featureFlags: ['TOYOTA_PROMOTIONAL_BANNER'] },
  programs,
  noPinProspect: null,
  pin: null,
});

describe('toyotaModalAction', () => {
  it('logged in: /listings with stockTypeConditions NEW and makes Toyota', () => {
    expect(toyotaModalAction(redirectInput(true))).toEqual({
      kind: 'navigate',
      path: '/listings?stockTypeConditions=NEW&makes=Toyota',
    });
  });
  it('logged out: via the redirect rule, keeping the filters for SRP_FILTERS', () => {
    expect(toyotaModalAction(redirectInput(false))).toEqual({
      kind: 'redirect',
      path: '/profile/no-pin-welcome',
      clearMfaCode: false,
      filters: { stockTypeConditions: ['NEW'], makes: ['Toyota'] },
    });
    const known = { ...redirectInput(false), visitor: { ...redirectInput(false).visitor, userExistForProspect: true } };
    expect(toyotaModalAction(known)).toMatchObject({ kind: 'redirect', path: '/account/login' });
  });
});

describe('upgradeOffersAction', () => {
  it('follows the redirect rule without filters', () => {
    const bmw = { ...redirectInput(true), campaign: { productId: 103 as const, programId: BMW, featureFlags: [] } };
    expect(upgradeOffersAction(bmw)).toEqual({ kind: 'redirect', path: '/listings', clearMfaCode: false });
    expect(upgradeOffersAction(redirectInput(false))).toEqual({
      kind: 'redirect',
      path: '/profile/no-pin-welcome',
      clearMfaCode: false,
    });
  });
});

describe('generalPromotionLines', () => {
  it('lists the no-payment days, the financier and the $0 down line', () => {
    expect(generalPromotionLines({ campaign: { noPaymentDays: 30 }, financierName: 'Northstar Bank' })).toEqual([
      { key: 'promotions.general.noPayments', params: { days: 30 } },
      { key: 'promotions.general.financier', params: { financier: 'Northstar Bank' } },
      { key: 'promotions.general.zeroDown' },
    ]);
  });
  it('leaves out what the campaign does not have', () => {
    expect(generalPromotionLines({ campaign: { noPaymentDays: null }, financierName: null })).toEqual([
      { key: 'promotions.general.zeroDown' },
    ]);
  });
});

describe('PROMOTION_MODAL_COPY', () => {
  it('gives each of the five modals its button', () => {
    expect(PROMOTION_MODAL_COPY['dealership-name-change'].button).toBe('promotions.nameChange.button');
    expect(PROMOTION_MODAL_COPY.ev.button).toBe('promotions.ev.button');
    expect(PROMOTION_MODAL_COPY['bmw-loyalty'].button).toBe('promotions.upgradeOffers');
    expect(PROMOTION_MODAL_COPY['bmw-loyalty'].body).toHaveLength(4);
    expect(PROMOTION_MODAL_COPY.toyota.button).toBe('promotions.toyota.button');
    expect(PROMOTION_MODAL_COPY.general.button).toBe('promotions.upgradeOffers');
  });
});
