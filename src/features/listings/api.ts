/**
 * Inventory search for `/listings` (the spec shows no endpoint: ours). It accepts both query
 * dialects of seed 001 §2: ecommerce sends `distance` (-1 = any) and `stockTypes`; other
 * products send `stockTypeConditions`, `sort=priceWithRebates` (ascending) and `page=1`.
 * Sort values: a field name sorts ascending, a leading '-' descending.
 *
 * Our filters beside the spec's: `q` (words that must each appear in the year, make, model, trim,
 * body style, fuel type, colour or drivetrain), `bodyStyles`, `minYear`/`maxYear`, `maxMileage` (a
 * new car counts as 0 miles), `minPrice`/`maxPrice` (on the price with rebates) and `maxMonthly`.
 * Every item carries the estimated monthly payment the server priced for the shopper (the first
 * finance quote a deal started now would show, at the credit range `creditTier`), or null when no
 * lender finances it; `maxMonthly` keeps only cars with a payment at most that.
 */

import { http } from '../../lib/http.ts';
import { type SearchParams, type SearchResult, SearchResultSchema } from '../../contract/listings.ts';

export function searchVehicles(params: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  return http.get('/vehicles/search', SearchResultSchema, { query: params, ...(signal ? { signal } : {}) });
}
