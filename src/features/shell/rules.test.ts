import { afterEach, describe, expect, it } from 'vitest';
import { safeSession } from '../../lib/storage.ts';
import {
  clearStoredFuelType,
  footerKind,
  footerLinks,
  footerLinkTarget,
  linkBackNeedsSaveWork,
  menuNeedsSaveWork,
  navBrandTitle,
  recordToldAboutNewTradeValue,
  shopLinks,
  showContactUsPhone,
  showFloatingContact,
  showMobileFooter,
  showShopNewUsed,
  showUpdatedTradeModal,
  showVehicleBanner,
  signInText,
  tradeDifferenceLabel,
  wasToldAboutNewTradeValue,
} from './rules.ts';
import type { PayoffUpdatedInfo } from '../../contract/shell.ts';
import { menuLinks, type MenuLinksInput } from './menu-links.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const ecommerce = { productId: 102 } as const;
const upgrade = { productId: 103 } as const;

describe('navBrandTitle', () => {
  const dealer = { name: 'Kuni BMW of Tigard' };
  it('shows the dealer name unless the channel is upgrade', () => {
    expect(navBrandTitle({ campaign: { channel: 'ecommerce', title: 'Shop', theme: 'default' }, dealer })).toBe(
      'Kuni BMW of Tigard',
    );
    expect(navBrandTitle({ campaign: { channel: 'upgrade', title: 'BMW Loyalty', theme: 'bmw' }, dealer })).toBe(
      'BMW Loyalty',
    );
  });
  it('falls back to the campaign title without a dealer', () => {
    expect(navBrandTitle({ campaign: { channel: 'ecommerce', title: 'Shop', theme: 'default' }, dealer: null })).toBe(
      'Shop',
    );
  });
  it('hides the title for the two lender themes', () => {
    for (const theme of ['lender-northstar', 'lender-summit']) {
      expect(navBrandTitle({ campaign: { channel: 'lender', title: 'Bank', theme }, dealer })).toBeNull();
      expect(navBrandTitle({ campaign: { channel: 'upgrade', title: 'Bank', theme }, dealer })).toBeNull();
    }
    expect(navBrandTitle({ campaign: { channel: 'lender', title: 'Bank', theme: 'lender-other' }, dealer })).toBe(
      'Kuni BMW of Tigard',
    );
  });
});

describe('signInText', () => {
  it('is the long text on wide screens and Log In at 767 px and below', () => {
    expect(signInText(768)).toBe('shell.signInWide');
    expect(signInText(1280)).toBe('shell.signInWide');
    expect(signInText(767)).toBe('shell.signInNarrow');
    expect(signInText(375)).toBe('shell.signInNarrow');
  });
});

describe('showShopNewUsed', () => {
  const base = {
    campaign: { ...ecommerce, disabledPages: [] },
    visitor: { isLoggedIn: true },
    dealer: { id: 'd1' },
    path: '/garage',
    viewportWidth: 1280,
  };
  it('shows for ecommerce with listings enabled, a dealer and a large screen', () => {
    expect(showShopNewUsed(base)).toBe(true);
  });
  it('needs ecommerce, the listings page, a dealer and a large screen', () => {
    expect(showShopNewUsed({ ...base, campaign: { ...upgrade, disabledPages: [] } })).toBe(false);
    expect(showShopNewUsed({ ...base, campaign: { ...ecommerce, disabledPages: ['listings'] } })).toBe(false);
    expect(showShopNewUsed({ ...base, dealer: null })).toBe(false);
    expect(showShopNewUsed({ ...base, viewportWidth: 991 })).toBe(false);
    expect(showShopNewUsed({ ...base, viewportWidth: 992 })).toBe(true);
  });
  it('is hidden when logged out on /, get-started, login and register only', () => {
    const out = { ...base, visitor: { isLoggedIn: false } };
    for (const path of ['/', '/profile/get-started', '/account/login', '/account/register', '/account/login?x=1']) {
      expect(showShopNewUsed({ ...out, path })).toBe(false);
      expect(showShopNewUsed({ ...base, path })).toBe(true);
    }
    expect(showShopNewUsed({ ...out, path: '/listings' })).toBe(true);
    expect(showShopNewUsed({ ...out, path: '/account/register/ghost' })).toBe(true);
  });
});

describe('showContactUsPhone', () => {
  it('is for non-ecommerce products with a formatted phone number', () => {
    expect(showContactUsPhone({ campaign: { ...upgrade, phoneNumberFormatted: '(800) 555-0199' } })).toBe(true);
    expect(showContactUsPhone({ campaign: { ...ecommerce, phoneNumberFormatted: '(800) 555-0199' } })).toBe(false);
    expect(showContactUsPhone({ campaign: { ...upgrade, phoneNumberFormatted: null } })).toBe(false);
  });
});

describe('menuNeedsSaveWork and linkBackNeedsSaveWork', () => {
  it('is true only when logged out on no-profile-deal', () => {
    for (const rule of [menuNeedsSaveWork, linkBackNeedsSaveWork]) {
      expect(rule({ visitor: { isLoggedIn: false }, route: 'noProfileDeal' })).toBe(true);
      expect(rule({ visitor: { isLoggedIn: true }, route: 'noProfileDeal' })).toBe(false);
      expect(rule({ visitor: { isLoggedIn: false }, route: 'deal' })).toBe(false);
      expect(rule({ visitor: { isLoggedIn: false }, route: null })).toBe(false);
    }
  });
});

describe('menuLinks', () => {
  const campaign: MenuLinksInput['campaign'] = {
    productId: 103,
    disabledPages: [],
    callCenterEnabled: true,
    warrantyEnabled: true,
    phoneNumber: '8005550199',
    phoneNumberFormatted: '(800) 555-0199',
    stockTypeConditions: ['NEW', 'USED'],
  };
  const base: MenuLinksInput = {
    campaign,
    visitor: { isLoggedIn: true },
    overlayMode: false,
    viewportWidth: 800,
    savedDealCount: 3,
  };
  const ids = (input: MenuLinksInput) => menuLinks(input).map((l) => l.id);
  const find = (input: MenuLinksInput, id: string) => menuLinks(input).find((l) => l.id === id);

  it('lists the rows in table order', () => {
    expect(ids({ ...base, campaign: { ...campaign, productId: 103 } })).toEqual([
      'home',
      'garage',
      'trade',
      'credit',
      'personalShopper',
      'contactUs',
      'shopNew',
      'shopUsed',
      'signOut',
    ]);
  });
  it('disables Home for ecommerce when logged in only', () => {
    const eco = { ...base, campaign: { ...campaign, productId: 102 as const } };
    expect(find(eco, 'home')?.disabled).toBe(true);
    expect(find({ ...eco, visitor: { isLoggedIn: false } }, 'home')?.disabled).toBe(false);
    expect(find(base, 'home')?.disabled).toBe(false);
  });
  it('shows My Garage with the saved-deal badge when logged in and the garage page is on', () => {
    expect(find(base, 'garage')).toMatchObject({ badge: 3, action: { kind: 'route', path: '/garage' } });
    expect(find({ ...base, visitor: { isLoggedIn: false } }, 'garage')).toBeUndefined();
    expect(find({ ...base, campaign: { ...campaign, disabledPages: ['garage'] } }, 'garage')).toBeUndefined();
  });
  it('shows Value Trade when logged in and the trade page is on', () => {
    expect(find(base, 'trade')?.action).toEqual({ kind: 'route', path: '/trade' });
    expect(find({ ...base, visitor: { isLoggedIn: false } }, 'trade')).toBeUndefined();
    expect(find({ ...base, campaign: { ...campaign, disabledPages: ['trade'] } }, 'trade')).toBeUndefined();
  });
  it('shows Personal Shopper (the chat modal) with the call center only', () => {
    expect(find(base, 'personalShopper')?.action).toEqual({ kind: 'chat' });
    expect(find({ ...base, campaign: { ...campaign, callCenterEnabled: false } }, 'personalShopper')).toBeUndefined();
  });
  it('shows Lifetime Warranty when enabled and not the upgrade product', () => {
    expect(find(base, 'warranty')).toBeUndefined();
    const eco = { ...base, campaign: { ...campaign, productId: 102 as const } };
    expect(find(eco, 'warranty')?.action).toEqual({ kind: 'route', path: '/warranty' });
    expect(find({ ...eco, campaign: { ...eco.campaign, warrantyEnabled: false } }, 'warranty')).toBeUndefined();
  });
  it('shows Contact Us as a tel link at 1023 px or less, with a phone, not for ecommerce', () => {
    expect(find({ ...base, viewportWidth: 1023 }, 'contactUs')?.action).toEqual({
      kind: 'tel',
      href: 'tel:8005550199',
      display: '(800) 555-0199',
    });
    expect(find({ ...base, viewportWidth: 1024 }, 'contactUs')).toBeUndefined();
    expect(find({ ...base, campaign: { ...campaign, phoneNumber: null } }, 'contactUs')).toBeUndefined();
    expect(find({ ...base, campaign: { ...campaign, productId: 102 } }, 'contactUs')).toBeUndefined();
    // Shown for logged-out visitors too: the row has no login rule.
    expect(find({ ...base, visitor: { isLoggedIn: false } }, 'contactUs')).toBeDefined();
  });
  it('shows Shop New / Shop Used when logged in and that stock type is enabled', () => {
    expect(find(base, 'shopNew')?.action).toEqual({
      kind: 'route',
      path: '/listings?stockTypeConditions=NEW&sort=priceWithRebates&page=1',
    });
    expect(ids({ ...base, campaign: { ...campaign, stockTypeConditions: ['USED'] } })).not.toContain('shopNew');
    expect(ids({ ...base, campaign: { ...campaign, stockTypeConditions: ['NEW'] } })).not.toContain('shopUsed');
    expect(ids({ ...base, visitor: { isLoggedIn: false } })).not.toContain('shopNew');
  });
  it('hides Shop New / Shop Used in overlay mode and when listings are disabled', () => {
    for (const input of [
      { ...base, overlayMode: true },
      { ...base, campaign: { ...campaign, disabledPages: ['listings' as const] } },
    ]) {
      expect(ids(input)).not.toContain('shopNew');
      expect(ids(input)).not.toContain('shopUsed');
    }
  });
  it('shows Sign Out when logged in and the sign-out page is on', () => {
    expect(find(base, 'signOut')).toMatchObject({ label: 'shell.signOut', action: { kind: 'sign-out' } });
    expect(find({ ...base, visitor: { isLoggedIn: false } }, 'signOut')).toBeUndefined();
    expect(find({ ...base, campaign: { ...campaign, disabledPages: ['sign-out'] } }, 'signOut')).toBeUndefined();
  });
  it('shows a logged-out visitor only Home, Get Pre-Qualified, Personal Shopper and Contact Us', () => {
    expect(ids({ ...base, visitor: { isLoggedIn: false } })).toEqual([
      'home',
      'credit',
      'personalShopper',
      'contactUs',
    ]);
  });
  it('shows Get Pre-Qualified to every shopper where the campaign has credit (not disabled)', () => {
    expect(find(base, 'credit')?.action).toEqual({ kind: 'route', path: '/soft-pull' });
    expect(find({ ...base, visitor: { isLoggedIn: false } }, 'credit')?.label).toBe('shell.menu.credit');
    expect(find({ ...base, campaign: { ...campaign, disabledPages: ['credit'] } }, 'credit')).toBeUndefined();
  });
});

describe('shopLinks', () => {
  it('links each enabled stock type to listings', () => {
    expect(shopLinks({ campaign: { productId: 102, stockTypeConditions: ['USED'] } })).toEqual([
      { stockType: 'USED', label: 'shell.menu.shopUsed', path: '/listings?distance=-1&stockTypes=USED' },
    ]);
  });
});

describe('showVehicleBanner', () => {
  const on = { campaign: { featureFlags: ['NO_PROFILE_PAGE_FEATURE'] }, vehicleOfInterestId: 'v1' };
  it('shows on home and plugin-landing-page with a vehicle of interest and the no-profile feature', () => {
    expect(showVehicleBanner({ ...on, route: 'home' })).toBe(true);
    expect(showVehicleBanner({ ...on, route: 'pluginLandingPage' })).toBe(true);
  });
  it('is hidden elsewhere, without a vehicle or without the feature', () => {
    expect(showVehicleBanner({ ...on, route: 'listings' })).toBe(false);
    expect(showVehicleBanner({ ...on, route: 'home', vehicleOfInterestId: null })).toBe(false);
    expect(showVehicleBanner({ ...on, route: 'home', campaign: { featureFlags: [] } })).toBe(false);
  });
});

describe('showFloatingContact', () => {
  it('follows the campaign call-center flag', () => {
    expect(showFloatingContact({ campaign: { callCenterEnabled: true } })).toBe(true);
    expect(showFloatingContact({ campaign: { callCenterEnabled: false } })).toBe(false);
  });
});

describe('showMobileFooter', () => {
  it('is hidden by HIDE_FLOATING_FOOTERS', () => {
    expect(showMobileFooter({ campaign: { featureFlags: [] } })).toBe(true);
    expect(showMobileFooter({ campaign: { featureFlags: ['HIDE_FLOATING_FOOTERS'] } })).toBe(false);
  });
});

describe('footerKind, footerLinks and footerLinkTarget', () => {
  it('picks the ecommerce footer for product 102 and the upgrade footer otherwise', () => {
    expect(footerKind({ campaign: ecommerce })).toBe('ecommerce');
    expect(footerKind({ campaign: upgrade })).toBe('upgrade');
  });
  it('lists each footer in the spec order', () => {
    expect(footerLinks('ecommerce').map((l) => l.label)).toEqual([
      'shell.footer.legal',
      'shell.footer.privacyNotice',
      'shell.footer.doNotSellOrShare',
      'shell.footer.contactUs',
      'shell.footer.cookieSettings',
      'shell.footer.prop65Link',
    ]);
    expect(footerLinks('upgrade')).toEqual([
      { label: 'shell.footer.termsOfUse', href: '/tos' },
      { label: 'shell.footer.privacyPolicy', href: '/privacy' },
      { label: 'shell.footer.doNotSellMyInfo', href: '/privacy#do-not-sell-my-info' },
    ]);
  });
  it('opens links in the same tab, or a new tab in overlay mode', () => {
    const blank = { target: '_blank', rel: 'noopener noreferrer' };
    expect(footerLinkTarget({ mode: 'standalone', overlayEnabled: false })).toEqual({ target: '_self' });
    expect(footerLinkTarget({ mode: 'iframe', overlayEnabled: true })).toEqual(blank);
    // The inline embed runs in a frame: its links must not replace the frame's page either.
    expect(footerLinkTarget({ mode: 'iframe', overlayEnabled: false })).toEqual(blank);
  });
});

describe('showUpdatedTradeModal', () => {
  const payoffInfo: PayoffUpdatedInfo = {
    vehicleName: '2021 BMW X3',
    vin: 'WBA00000000000001',
    oldTradeOffer: 20000,
    oldPayoff: 5000,
    oldNetOffer: 15000,
    newTradeOffer: 21000,
    newPayoff: 5000,
    newNetOffer: 16000,
    difference: 1000,
  };
  const base = {
    campaign: { featureFlags: ['UPDATED_TRADE_MODAL_DISPLAY'] },
    visitor: { isLoggedIn: true },
    payoffInfo,
    alreadyTold: false,
  };
  it('shows when every condition holds', () => {
    expect(showUpdatedTradeModal(base)).toBe(true);
  });
  it('needs payoff info, the flag, a logged-in user and a session not yet told', () => {
    expect(showUpdatedTradeModal({ ...base, payoffInfo: null })).toBe(false);
    expect(showUpdatedTradeModal({ ...base, campaign: { featureFlags: [] } })).toBe(false);
    expect(showUpdatedTradeModal({ ...base, visitor: { isLoggedIn: false } })).toBe(false);
    expect(showUpdatedTradeModal({ ...base, alreadyTold: true })).toBe(false);
  });
  it('remembers for the session that the user was told', () => {
    expect(wasToldAboutNewTradeValue()).toBe(false);
    recordToldAboutNewTradeValue();
    expect(sessionStorage.getItem('updatedUserAboutNewTradeValue')).toBe('true');
    expect(wasToldAboutNewTradeValue()).toBe(true);
  });
});

describe('tradeDifferenceLabel', () => {
  it("says 'lower' for a negative difference, with the absolute whole-dollar amount", () => {
    expect(tradeDifferenceLabel(-1234.6)).toEqual({ direction: 'shell.updatedTrade.lower', amount: 1235 });
  });
  it("says 'higher' otherwise, zero included", () => {
    expect(tradeDifferenceLabel(800.2)).toEqual({ direction: 'shell.updatedTrade.higher', amount: 800 });
    expect(tradeDifferenceLabel(0)).toEqual({ direction: 'shell.updatedTrade.higher', amount: 0 });
  });
});

describe('clearStoredFuelType', () => {
  it('removes FuelType from session storage', () => {
    safeSession.set('FuelType', 'Electric');
    clearStoredFuelType();
    expect(sessionStorage.getItem('FuelType')).toBeNull();
  });
});
