/** The listings feature's public surface: links to a filtered listing and the SRP_FILTERS hand-off. */
import * as v from 'valibot';
import { href } from '../../contract/route-table.ts';
import type { StockType } from '../../contract/page-context.ts';
import { safeSession, STORAGE_KEYS } from '../../lib/storage.ts';
import {
  defaultListingsFilters,
  serializeListingsFilters,
  stockTypeOptions,
  StoredListingsFiltersSchema,
  type ListingsFilters,
  type StoredListingsFilters,
} from './rules.ts';

export type { StoredListingsFilters };

/**
 * Seed 001 §4 "Redirect rule": optional search filters are stored in session storage under
 * SRP_FILTERS before the redirect; the listings page restores them when it opens without a query.
 */
export function storeSearchFilters(filters: StoredListingsFilters): void {
  safeSession.setJSON(STORAGE_KEYS.SRP_FILTERS, v.parse(StoredListingsFiltersSchema, filters));
}

/**
 * A link to a filtered listing in the campaign's query dialect, e.g. the Toyota promotion's
 * "/listings with stockTypeConditions NEW and makes Toyota" (seed 001 §2).
 */
export function listingsHref(
  campaign: { productId: number; stockTypeConditions: readonly StockType[] },
  filters: Partial<ListingsFilters>,
): string {
  const options = stockTypeOptions(campaign.stockTypeConditions);
  const full = { ...defaultListingsFilters(options), ...filters };
  return `${href('listings')}?${serializeListingsFilters(campaign.productId, full)}`;
}
export { searchVehicles } from './api.ts';
export { ListingCard } from './listing-card.tsx';
