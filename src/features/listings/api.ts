/** The listings fetchers: one per endpoint; what they send and parse is src/contract/listings.ts (documented there). */
import { http } from '../../lib/http.ts';
import { type SearchParams, type SearchResult, SearchResultSchema } from '../../contract/listings.ts';

export function searchVehicles(params: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  return http.get('/vehicles/search', SearchResultSchema, { query: params, ...(signal ? { signal } : {}) });
}
