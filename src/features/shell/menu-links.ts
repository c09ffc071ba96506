/**
 * The "Menu links" table of seed 001 §2 as one pure function: kept apart from the shell rules so
 * it ships with the menu panel that draws it, not with the first paint.
 */
import { PRODUCT_UPGRADE } from '../../contract/page-context.ts';
import { href } from '../../contract/route-table.ts';
import { isEcommerce, isPageDisabled, listingsPath, SHELL_PATHS } from '../../lib/campaign.ts';
import { BREAKPOINTS, type CampaignPick, type ShellMessageKey, type VisitorPick } from './rules.ts';

export type MenuLinkId =
  | 'home'
  | 'garage'
  | 'trade'
  | 'credit'
  | 'personalShopper'
  | 'warranty'
  | 'contactUs'
  | 'shopNew'
  | 'shopUsed'
  | 'signOut';

export type MenuAction =
  | { kind: 'route'; path: string }
  | { kind: 'chat' }
  | { kind: 'tel'; href: string; display: string }
  | { kind: 'sign-out' };

export type MenuLink = {
  id: MenuLinkId;
  label: ShellMessageKey;
  action: MenuAction;
  /** Home for a logged-in ecommerce visitor: listed but not actionable. */
  disabled: boolean;
  /** Saved-deal count on My Garage. */
  badge?: number;
};

export type MenuLinksInput = CampaignPick<
  | 'productId'
  | 'disabledPages'
  | 'callCenterEnabled'
  | 'warrantyEnabled'
  | 'phoneNumber'
  | 'phoneNumberFormatted'
  | 'stockTypeConditions'
> &
  VisitorPick<'isLoggedIn'> & { overlayMode: boolean; viewportWidth: number; savedDealCount: number };

/** Every row of the seed 001 §2 "Menu links" table, in table order, kept only when its rule holds. */
export function menuLinks(input: MenuLinksInput): MenuLink[] {
  const { campaign, visitor, overlayMode, viewportWidth, savedDealCount } = input;
  const loggedIn = visitor.isLoggedIn;
  const links: MenuLink[] = [];
  const add = (id: MenuLinkId, label: ShellMessageKey, action: MenuAction, extra: Partial<MenuLink> = {}) =>
    links.push({ id, label, action, disabled: false, ...extra });

  add(
    'home',
    'shell.menu.home',
    { kind: 'route', path: href('home') },
    {
      disabled: isEcommerce(campaign) && loggedIn,
    },
  );
  if (loggedIn && !isPageDisabled(campaign, 'garage')) {
    add('garage', 'shell.menu.garage', { kind: 'route', path: href('garage') }, { badge: savedDealCount });
  }
  if (loggedIn && !isPageDisabled(campaign, 'trade')) {
    add('trade', 'shell.menu.trade', { kind: 'route', path: SHELL_PATHS.trade });
  }
  // Ours: Get Pre-Qualified for every shopper where the campaign has credit features.
  if (!isPageDisabled(campaign, 'credit'))
    add('credit', 'shell.menu.credit', { kind: 'route', path: href('softPull') });
  if (campaign.callCenterEnabled) add('personalShopper', 'shell.menu.personalShopper', { kind: 'chat' });
  if (campaign.warrantyEnabled && campaign.productId !== PRODUCT_UPGRADE) {
    add('warranty', 'shell.menu.warranty', { kind: 'route', path: SHELL_PATHS.warranty });
  }
  const digits = campaign.phoneNumber?.replace(/\D/g, '') ?? '';
  if (viewportWidth <= BREAKPOINTS.smallMenu && digits && !isEcommerce(campaign)) {
    add('contactUs', 'shell.menu.contactUs', {
      kind: 'tel',
      href: `tel:${digits}`,
      display: campaign.phoneNumberFormatted ?? digits,
    });
  }
  // Overlay (embedded) mode hides Shop New / Shop Used; a disabled listings page removes them too.
  if (loggedIn && !overlayMode && !isPageDisabled(campaign, 'listings')) {
    for (const [id, stockType, label] of [
      ['shopNew', 'NEW', 'shell.menu.shopNew'],
      ['shopUsed', 'USED', 'shell.menu.shopUsed'],
    ] as const) {
      if (campaign.stockTypeConditions.includes(stockType)) {
        add(id, label, { kind: 'route', path: listingsPath(campaign, { stockType }) });
      }
    }
  }
  if (loggedIn && !isPageDisabled(campaign, 'sign-out')) add('signOut', 'shell.signOut', { kind: 'sign-out' });
  return links;
}
