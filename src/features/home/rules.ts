/**
 * What home offers: one way into each capability the campaign has. Each entry
 * is a real destination (a page, or the chat modal for the personal shopper); capabilities whose
 * pages do not exist yet join this list once they do.
 */
import { type Campaign, type Visitor, PRODUCT_UPGRADE } from '../../contract/page-context.ts';
import { href } from '../../contract/route-table.ts';
import { isPageDisabled, listingsPath } from '../../lib/campaign.ts';

export type HomeCapabilityId =
  'estimate' | 'shopNew' | 'shopUsed' | 'garage' | 'trade' | 'credit' | 'personalShopper' | 'warranty';

/** A page to go to, or (the personal shopper) the chat modal to open. */
export type HomeCapability =
  { id: Exclude<HomeCapabilityId, 'personalShopper'>; path: string } | { id: 'personalShopper'; opens: 'chat' };

export type HomeCapabilitiesInput = {
  campaign: Pick<
    Campaign,
    'productId' | 'disabledPages' | 'stockTypeConditions' | 'warrantyEnabled' | 'callCenterEnabled'
  >;
  visitor: Pick<Visitor, 'isLoggedIn'>;
  vehicleOfInterestId: string | null;
};

/** The capability entries of home, in the order a shopper meets them. */
export function homeCapabilities({ campaign, visitor, vehicleOfInterestId }: HomeCapabilitiesInput): HomeCapability[] {
  const out: HomeCapability[] = [];
  const listings = !isPageDisabled(campaign, 'listings');
  // Estimating starts from the vehicle they came for, else from the inventory.
  if (vehicleOfInterestId)
    out.push({ id: 'estimate', path: href('noProfileVehicle', { vehicleId: vehicleOfInterestId }) });
  else if (listings) out.push({ id: 'estimate', path: listingsPath(campaign) });
  if (listings && campaign.stockTypeConditions.includes('NEW')) {
    out.push({ id: 'shopNew', path: listingsPath(campaign, { stockType: 'NEW' }) });
  }
  if (listings && campaign.stockTypeConditions.includes('USED')) {
    out.push({ id: 'shopUsed', path: listingsPath(campaign, { stockType: 'USED' }) });
  }
  if (visitor.isLoggedIn && !isPageDisabled(campaign, 'garage')) out.push({ id: 'garage', path: href('garage') });
  // Seed 000 §6: visitors are prompted to get a trade offer too (the flow asks them to sign in first).
  if (!isPageDisabled(campaign, 'trade')) out.push({ id: 'trade', path: href('trade') });
  // Pre-qualification is for every shopper (credit is the visitor's until they sign in).
  if (!isPageDisabled(campaign, 'credit')) out.push({ id: 'credit', path: href('softPull') });
  // Seed 001 §2: the personal shopper is there whenever the campaign has the call center.
  if (campaign.callCenterEnabled) out.push({ id: 'personalShopper', opens: 'chat' });
  if (campaign.warrantyEnabled && campaign.productId !== PRODUCT_UPGRADE) {
    out.push({ id: 'warranty', path: href('warranty') });
  }
  return out;
}

/**
 * Seed 000 §1 "An upgrade program", §6 "Certain tenant ids are marked as the upgrade program": home
 * describes the program on the upgrade product (103) when the campaign's tenant is one of them.
 */
export function showsUpgradeProgram(campaign: Pick<Campaign, 'productId' | 'upgradeProgram'>): boolean {
  return campaign.productId === PRODUCT_UPGRADE && campaign.upgradeProgram;
}
