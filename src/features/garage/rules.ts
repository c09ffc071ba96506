/** Garage rules of the spec as pure functions. */
import type { DisableablePage } from '../../contract/page-context.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { PageType } from '../../contract/route-table.ts';
import type { DealType } from '../../contract/deal.ts';

/** Seed 001 §2 "Menu links": My Garage needs login and the garage page not disabled. */
export function showGarageLink(isLoggedIn: boolean, disabledPages: readonly DisableablePage[]): boolean {
  return isLoggedIn && !disabledPages.includes('garage');
}

/** The badge shows the saved-deal count, and is hidden when there is none. */
export function garageBadge(count: number): number | null {
  return count > 0 ? count : null;
}

/** "My Garage, 2 saved deals": the badge's number is part of the link's accessible name. */
export function garageLinkLabelKey(count: number): MessageKey {
  return count === 0 ? 'shop.garage.link' : count === 1 ? 'shop.garage.linkOne' : 'shop.garage.linkMany';
}

export const DEAL_TYPE_LABELS: Record<DealType, MessageKey> = {
  FINANCE: 'shop.dealType.FINANCE',
  LEASE: 'shop.dealType.LEASE',
  CASH: 'shop.dealType.CASH',
};

/** A saved deal's headline amount: the monthly payment for finance and lease, the cash price otherwise. */
export function savedDealAmount(deal: { dealType: DealType; monthlyPayment: number | null; cashPrice: number }): {
  kind: 'monthly' | 'cash';
  amount: number;
} {
  return deal.dealType !== 'CASH' && deal.monthlyPayment !== null
    ? { kind: 'monthly', amount: deal.monthlyPayment }
    : { kind: 'cash', amount: deal.cashPrice };
}

/**
 * Seed 000 §2 page types ("garage and recently viewed"): the recently viewed list is tracked as
 * its own page type, on the route that shows it, once the shopper sees it (the page itself is 'garage').
 */
export function recentlyViewedPageView(route: string): { pageType: PageType; route: string } {
  return { pageType: 'recently-viewed', route };
}
