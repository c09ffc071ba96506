/**
 * Inventory search for `/listings` (the spec shows no endpoint: ours). It accepts both query
 * dialects of seed 001 §2: ecommerce sends `distance` (-1 = any) and `stockTypes`; other
 * products send `stockTypeConditions`, `sort=priceWithRebates` (ascending) and `page=1`.
 * Sort values: a field name sorts ascending, a leading '-' descending.
 */
import * as v from 'valibot';
import { count } from '../../lib/bounds.ts';
import { http } from '../../lib/http.ts';
import { StockTypeSchema } from '../../lib/page-context.ts';
import { FuelTypeSchema, VehicleSummarySchema } from '../vehicle/api.ts';

export const SORTS = ['priceWithRebates', '-priceWithRebates', '-year', 'mileage'] as const;
export const SortSchema = v.picklist(SORTS);
export type Sort = v.InferOutput<typeof SortSchema>;
export const PAGE_SIZE = 12;
/** More makes than any stock has is no search (and no statement of unbounded size). */
export const MAX_SEARCH_MAKES = 50;

/** One value or several; each counted once, at most `max` of them. */
const list = <T extends v.GenericSchema>(item: T, max: number, message: string) => {
  const values = v.pipe(
    v.union([item, v.array(item)]),
    v.transform((x): v.InferOutput<T>[] => [...new Set<v.InferOutput<T>>(Array.isArray(x) ? x : [x])]),
  );
  return v.optional(v.pipe(values, v.maxLength(max, message)), []);
};
const int = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(),
    v.regex(/^-?\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** The query as the server reads it (strings, maybe repeated). */
export const SearchQuerySchema = v.object({
  dealerId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  distance: v.optional(int(-1, 500, 'Distance must be -1 (any) or 0–500 miles')),
  stockTypes: list(StockTypeSchema, StockTypeSchema.options.length, 'Unknown stock type'),
  stockTypeConditions: list(StockTypeSchema, StockTypeSchema.options.length, 'Unknown stock type'),
  makes: list(
    v.pipe(v.string(), v.maxLength(40)),
    MAX_SEARCH_MAKES,
    `Choose at most ${String(MAX_SEARCH_MAKES)} makes`,
  ),
  fuelTypes: list(FuelTypeSchema, FuelTypeSchema.options.length, 'Unknown fuel type'),
  sort: v.optional(SortSchema, 'priceWithRebates'),
  page: v.optional(int(1, 10_000, 'Page must be 1 or more'), '1'),
  pageSize: v.optional(int(1, 48, 'Page size must be between 1 and 48'), String(PAGE_SIZE)),
});
export type SearchQueryInput = v.InferInput<typeof SearchQuerySchema>;

const FacetSchema = v.array(v.object({ value: v.string(), count: count() }));
export const SearchResultSchema = v.object({
  items: v.array(VehicleSummarySchema),
  page: count('Page'),
  pageSize: count('Page size'),
  total: count('Total'),
  totalPages: count('Pages'),
  facets: v.object({ makes: FacetSchema, fuelTypes: FacetSchema }),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

export type SearchParams = Record<string, string | number | readonly string[] | undefined>;

export function searchVehicles(params: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  return http.get('/vehicles/search', SearchResultSchema, { query: params, ...(signal ? { signal } : {}) });
}
