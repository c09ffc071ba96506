/**
 * Page-shell rules of seed 001 §2 ("Shell layout" to "Updated trade modal") and seed 000 §6 as
 * pure functions, one per rule and named after it. Each takes only the context fields it reads.
 * Copy comes back as message keys; the components translate them.
 */
import { siteName } from '../../contract/document-title.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { Campaign, PageContext, StockType, Visitor } from '../../contract/page-context.ts';
import { isEcommerce, isPageDisabled, listingsPath, SHELL_PATHS } from '../../lib/campaign.ts';
import { href } from '../../contract/route-table.ts';
import { safeSession, STORAGE_KEYS } from '../../lib/storage.ts';
import {
  type PayoffUpdatedInfo,
  hasFlag,
  FEATURE_FLAGS,
  type ShellRoute,
  isOverlayMode,
} from '../../contract/shell.ts';

// ---------------------------------------------------------------------------------------------
// Inputs and constants

export type CampaignPick<K extends keyof Campaign> = { campaign: Pick<Campaign, K> };
export type VisitorPick<K extends keyof Visitor> = { visitor: Pick<Visitor, K> };

/** Seed 000 §9 breakpoints (max widths, px) and the 1023 px small-menu breakpoint of seed 001 §9. */
export const BREAKPOINTS = { xs: 576, sm: 767, md: 991, lg: 1199, smallMenu: 1023 } as const;

/** The two lender themes whose navigation bar shows no title (seed 001 §2 "Navigation bar"). */
export const LENDER_THEMES: readonly string[] = ['lender-northstar', 'lender-summit'];

// ---------------------------------------------------------------------------------------------
// Navigation bar

/**
 * Brand title: the dealer name unless the channel is upgrade (then the campaign title); no title
 * (null) for the two lender themes. Without a dealer the campaign title stands in, as on the server.
 */
export function navBrandTitle(
  input: CampaignPick<'channel' | 'title' | 'theme'> & { dealer: { name: string } | null },
): string | null {
  const { campaign } = input;
  if (campaign.theme !== null && LENDER_THEMES.includes(campaign.theme)) return null;
  return siteName(input);
}

/** Logged-out sign-in text: the long one on wide screens, 'Log In' at the sm breakpoint and below. */
export function signInText(viewportWidth: number): 'shell.signInWide' | 'shell.signInNarrow' {
  return viewportWidth > BREAKPOINTS.sm ? 'shell.signInWide' : 'shell.signInNarrow';
}

/** Paths where a logged-out visitor does not see Shop New / Shop Used. */
const SHOP_HIDDEN_LOGGED_OUT_PATHS: readonly string[] = [
  href('home'),
  SHELL_PATHS.getStarted,
  href('login'),
  SHELL_PATHS.register,
];

/**
 * 'Shop New' and 'Shop Used' in the bar: ecommerce, listings page enabled, a dealer set, large
 * screens (above md), and not when logged out on /, /profile/get-started, /account/login or
 * /account/register.
 */
export function showShopNewUsed(
  input: CampaignPick<'productId' | 'disabledPages'> &
    VisitorPick<'isLoggedIn'> & { dealer: unknown; path: string; viewportWidth: number },
): boolean {
  const { campaign, visitor, dealer, path, viewportWidth } = input;
  if (!isEcommerce(campaign) || isPageDisabled(campaign, 'listings') || !dealer) return false;
  if (viewportWidth <= BREAKPOINTS.md) return false;
  const clean = path.split(/[?#]/)[0]?.replace(/(.)\/$/, '$1') || '/';
  return visitor.isLoggedIn || !SHOP_HIDDEN_LOGGED_OUT_PATHS.includes(clean);
}

/** Non-ecommerce products show the Contact Us phone button when a formatted number exists. */
export function showContactUsPhone(input: CampaignPick<'productId' | 'phoneNumberFormatted'>): boolean {
  return !isEcommerce(input.campaign) && Boolean(input.campaign.phoneNumberFormatted);
}

/** A logged-out visitor on no-profile-deal sees the save-work reminder before the menu opens. */
export function menuNeedsSaveWork(input: VisitorPick<'isLoggedIn'> & { route: ShellRoute | null }): boolean {
  return !input.visitor.isLoggedIn && input.route === 'noProfileDeal';
}

/** The bar's Shop New / Shop Used links (same targets as the menu's). */
export function shopLinks(
  input: CampaignPick<'productId' | 'stockTypeConditions'>,
): { stockType: StockType; label: ShellMessageKey; path: string }[] {
  return (['NEW', 'USED'] as const)
    .filter((stockType) => input.campaign.stockTypeConditions.includes(stockType))
    .map((stockType) => ({
      stockType,
      label: stockType === 'NEW' ? 'shell.menu.shopNew' : 'shell.menu.shopUsed',
      path: listingsPath(input.campaign, { stockType }),
    }));
}

/** A logged-out visitor on no-profile-deal gets the save-work modal before leaving for the dealer site. */
export function linkBackNeedsSaveWork(input: VisitorPick<'isLoggedIn'> & { route: ShellRoute | null }): boolean {
  return menuNeedsSaveWork(input);
}

/**
 * The vehicle banner: only on home and plugin-landing-page, with a vehicle of interest, and with
 * the no-profile page feature on.
 */
export function showVehicleBanner(
  input: CampaignPick<'featureFlags'> & Pick<PageContext, 'vehicleOfInterestId'> & { route: ShellRoute | null },
): boolean {
  return (
    (input.route === 'home' || input.route === 'pluginLandingPage') &&
    Boolean(input.vehicleOfInterestId) &&
    hasFlag(input.campaign, FEATURE_FLAGS.NO_PROFILE_PAGE_FEATURE)
  );
}

/** The floating contact button needs the campaign's call center. */
export function showFloatingContact(input: CampaignPick<'callCenterEnabled'>): boolean {
  return input.campaign.callCenterEnabled;
}

/** Seed 000 §6: HIDE_FLOATING_FOOTERS hides the mobile footer. */
export function showMobileFooter(input: CampaignPick<'featureFlags'>): boolean {
  return !hasFlag(input.campaign, FEATURE_FLAGS.HIDE_FLOATING_FOOTERS);
}

export type FooterKind = 'ecommerce' | 'upgrade';

/** The ecommerce footer for product 102, the upgrade footer otherwise. */
export function footerKind(input: CampaignPick<'productId'>): FooterKind {
  return isEcommerce(input.campaign) ? 'ecommerce' : 'upgrade';
}

/** Footer links open in the same tab, or in a new tab in overlay mode (never leaving the dealer page). */
export function footerLinkTarget(
  input: Pick<PageContext, 'mode' | 'overlayEnabled'>,
): { target: '_self' } | { target: '_blank'; rel: 'noopener noreferrer' } {
  return isOverlayMode(input) ? { target: '_blank', rel: 'noopener noreferrer' } : { target: '_self' };
}

export type FooterLink =
  { label: ShellMessageKey; href: string } | { label: ShellMessageKey; action: 'contact' | 'cookie-settings' };

/** Public page of California's Proposition 65 warnings. */
export const PROP_65_URL = 'https://www.p65warnings.ca.gov/';

/** The link rows of each footer, in the spec's order (copyright and Powered by are text). */
export function footerLinks(kind: FooterKind): FooterLink[] {
  if (kind === 'ecommerce') {
    return [
      { label: 'shell.footer.legal', href: SHELL_PATHS.tos },
      { label: 'shell.footer.privacyNotice', href: SHELL_PATHS.privacy },
      { label: 'shell.footer.doNotSellOrShare', href: SHELL_PATHS.doNotSell },
      { label: 'shell.footer.contactUs', action: 'contact' },
      { label: 'shell.footer.cookieSettings', action: 'cookie-settings' },
      { label: 'shell.footer.prop65Link', href: PROP_65_URL },
    ];
  }
  return [
    { label: 'shell.footer.termsOfUse', href: SHELL_PATHS.tos },
    { label: 'shell.footer.privacyPolicy', href: SHELL_PATHS.privacy },
    { label: 'shell.footer.doNotSellMyInfo', href: SHELL_PATHS.doNotSell },
  ];
}

// ---------------------------------------------------------------------------------------------
// Updated trade modal

/**
 * Seed 001 §4: on layout load only if payoff info exists, UPDATED_TRADE_MODAL_DISPLAY is on, the
 * user is logged in and the session has not recorded that the user was told.
 */
export function showUpdatedTradeModal(
  input: CampaignPick<'featureFlags'> &
    VisitorPick<'isLoggedIn'> & { payoffInfo: PayoffUpdatedInfo | null; alreadyTold: boolean },
): boolean {
  return (
    input.payoffInfo !== null &&
    hasFlag(input.campaign, FEATURE_FLAGS.UPDATED_TRADE_MODAL_DISPLAY) &&
    input.visitor.isLoggedIn &&
    !input.alreadyTold
  );
}

/** 'lower' when the difference is negative, otherwise 'higher'; the amount in absolute whole dollars. */
export function tradeDifferenceLabel(difference: number): {
  direction: 'shell.updatedTrade.lower' | 'shell.updatedTrade.higher';
  amount: number;
} {
  return {
    direction: difference < 0 ? 'shell.updatedTrade.lower' : 'shell.updatedTrade.higher',
    amount: Math.round(Math.abs(difference)),
  };
}

/** Whether this session already showed the updated-trade modal (session key updatedUserAboutNewTradeValue). */
export function wasToldAboutNewTradeValue(): boolean {
  return safeSession.get(STORAGE_KEYS.updatedUserAboutNewTradeValue) === 'true';
}

/** Closing the updated-trade modal records it for the session. */
export function recordToldAboutNewTradeValue(): void {
  safeSession.set(STORAGE_KEYS.updatedUserAboutNewTradeValue, 'true');
}

/** Seed 001 §4: the stored FuelType leaves session storage when the layout goes away. */
export function clearStoredFuelType(): void {
  safeSession.remove(STORAGE_KEYS.FuelType);
}

// ---------------------------------------------------------------------------------------------
// Message keys

/** Keys already in the catalogue that these rules reuse. */
type ExistingKey = Extract<
  MessageKey,
  'shell.signInWide' | 'shell.signInNarrow' | 'shell.signOut' | 'shell.backToDealer'
>;

/** Keys these rules return; the ones not yet in the catalogue are listed in the handover report. */
export type ShellMessageKey =
  | ExistingKey
  | 'shell.menu.home'
  | 'shell.menu.garage'
  | 'shell.menu.trade'
  | 'shell.menu.credit'
  | 'shell.menu.personalShopper'
  | 'shell.menu.warranty'
  | 'shell.menu.contactUs'
  | 'shell.menu.shopNew'
  | 'shell.menu.shopUsed'
  | 'shell.footer.legal'
  | 'shell.footer.privacyNotice'
  | 'shell.footer.doNotSellOrShare'
  | 'shell.footer.contactUs'
  | 'shell.footer.cookieSettings'
  | 'shell.footer.prop65Link'
  | 'shell.footer.termsOfUse'
  | 'shell.footer.privacyPolicy'
  | 'shell.footer.doNotSellMyInfo';
