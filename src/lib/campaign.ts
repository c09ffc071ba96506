/**
 * Campaign rules every feature reads (seed 001 §2–§4, seed 000 §6): which product and program the
 * campaign is, which pages it has, and where its spec paths and listings links go.
 */
import {
  PRODUCT_ECOMMERCE,
  PRODUCT_UPGRADE,
  type Campaign,
  type DisableablePage,
  type StockType,
} from '../contract/page-context.ts';
import { href } from '../contract/route-table.ts';
import type { ProgramIds } from '../contract/shell.ts';
import type { FuelType } from '../contract/vehicle.ts';

/** Spec paths (seed 001 §2 "Paths") the shell rules return, from the route table where it has them. */
export const SHELL_PATHS = {
  trade: '/trade',
  warranty: href('warranty'),
  logout: '/logout',
  register: href('register'),
  registerGhost: href('registerGhost'),
  getStarted: href('getStarted'),
  verifyAccess: href('verifyAccess'),
  verify: href('verify'),
  welcomeBack: href('welcomeBack'),
  noPinWelcome: href('noPinWelcome'),
  tos: href('tos'),
  privacy: href('privacy'),
  doNotSell: `${href('privacy')}#do-not-sell-my-info`,
} as const;

/** Seed 001 §3 "Buy-at-home campaign names". */
export const BUY_AT_HOME_CAMPAIGNS: readonly string[] = [
  'Nissan CS IdP',
  'Digital Retail Local',
  'Digital Retail Dev',
  'Digital Retail Beta',
  'SHOP@HOME',
];

export function isEcommerce(campaign: Pick<Campaign, 'productId'>): boolean {
  return campaign.productId === PRODUCT_ECOMMERCE;
}

/** Seed 001 §4 rule 4: the Nissan upgrade program counts only on the upgrade product (103). */
export function isNissanUpgradeProgram(
  campaign: Pick<Campaign, 'programId' | 'productId'>,
  programs: ProgramIds,
): boolean {
  return (
    campaign.productId === PRODUCT_UPGRADE &&
    campaign.programId !== null &&
    programs.nissanUpgrade.includes(campaign.programId)
  );
}

/** Seed 001 §3: the five buy-at-home campaigns, matched by exact name. */
export function isBuyAtHomeCampaign(campaign: Pick<Campaign, 'name'>): boolean {
  return BUY_AT_HOME_CAMPAIGNS.includes(campaign.name);
}

export function isPageDisabled(campaign: Pick<Campaign, 'disabledPages'>, page: DisableablePage): boolean {
  return campaign.disabledPages.includes(page);
}

/** Copy promises a trade-in offer only where the campaign has the trade-in flow (seed 000 §6 disabled pages). */
export const offersTrade = (campaign: Pick<Campaign, 'disabledPages'>): boolean => !isPageDisabled(campaign, 'trade');

// Listings links (seed 001 §2 "Paths": the two query dialects).
export type ListingsFilters = {
  stockType?: StockType;
  makes?: readonly string[];
  fuelTypes?: readonly FuelType[];
};

/**
 * `/listings` with filters in the product's dialect: ecommerce sends distance -1 (any) and
 * stockTypes; other products send stockTypeConditions, sort priceWithRebates and page 1.
 */
export function listingsPath(campaign: Pick<Campaign, 'productId'>, filters: ListingsFilters = {}): string {
  const query = new URLSearchParams();
  if (isEcommerce(campaign)) {
    query.set('distance', '-1');
    if (filters.stockType) query.append('stockTypes', filters.stockType);
  } else {
    if (filters.stockType) query.append('stockTypeConditions', filters.stockType);
    query.set('sort', 'priceWithRebates');
    query.set('page', '1');
  }
  for (const make of filters.makes ?? []) query.append('makes', make);
  for (const fuel of filters.fuelTypes ?? []) query.append('fuelTypes', fuel);
  return `${href('listings')}?${query.toString()}`;
}
