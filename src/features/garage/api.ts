/** The garage fetchers: one per endpoint; what they send and parse is src/contract/garage.ts (documented there). */
import { http } from '../../lib/http.ts';
import { DealCountSchema, SavedDealsSchema, RecentlyViewedSchema } from '../../contract/garage.ts';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
/** Seed 000 §6: fetched only when logged in (the server answers 401 otherwise). */
export const getSavedDealCount = (signal?: AbortSignal) =>
  http.get('/garage/deals/count', DealCountSchema, opts(signal));
export const getSavedDeals = (signal?: AbortSignal) => http.get('/garage/deals', SavedDealsSchema, opts(signal));
export const getRecentlyViewed = (signal?: AbortSignal) =>
  http.get('/garage/recently-viewed', RecentlyViewedSchema, opts(signal));
