/**
 * Listings rules of seed 001 §2 (`/listings` query rules) and §3 (SRP_FILTERS, FuelType), as
 * pure functions. The route's query string uses the same names as the search call, so a
 * filtered listing is a URL and the promotion modals can link to one with the spec's names.
 */
import * as v from 'valibot';
import { PRODUCT_ECOMMERCE, StockTypeSchema, type StockType } from '../../lib/page-context.ts';
import { FuelTypeSchema, type FuelType } from '../vehicle/api.ts';
import { SortSchema, SORTS, type SearchParams, type Sort } from './api.ts';

/** Seed 001 §9 "Listings default distance": -1 (any). */
export const ANY_DISTANCE = -1;
/** Seed 001 §9 "Listings sort": priceWithRebates ascending, page 1. */
export const DEFAULT_SORT: Sort = 'priceWithRebates';
export const FIRST_PAGE = 1;
const MAX_DISTANCE = 500;
const MAX_PAGE = 10_000;
const MAX_MAKES = 20;
const MAX_MAKE_LENGTH = 40;

export type ListingsFilters = {
  stockType: StockType;
  makes: string[];
  fuelTypes: FuelType[];
  sort: Sort;
  page: number;
  distance: number;
};

/** Seed 001 §2: the stock types a shopper may pick are the campaign's stockTypeConditions (both when none). */
export function stockTypeOptions(stockTypeConditions: readonly StockType[]): StockType[] {
  const allowed = StockTypeSchema.options.filter((s) => stockTypeConditions.includes(s));
  return allowed.length > 0 ? allowed : [...StockTypeSchema.options];
}

export function defaultListingsFilters(options: readonly StockType[]): ListingsFilters {
  return {
    stockType: options[0] ?? 'NEW',
    makes: [],
    fuelTypes: [],
    sort: DEFAULT_SORT,
    page: FIRST_PAGE,
    distance: ANY_DISTANCE,
  };
}

/**
 * Seed 001 §2 `/listings` query: ecommerce (102) sends `distance` (-1 = any) and `stockTypes`;
 * other products send `stockTypeConditions`, `sort=priceWithRebates` (ascending) and `page=1`.
 * Both send `makes` and `fuelTypes`. Ecommerce sends sort and page only when the shopper moved
 * off the defaults (the server applies the same defaults).
 */
export function buildListingsQuery(productId: number, filters: ListingsFilters): SearchParams {
  const common = {
    ...(filters.makes.length > 0 ? { makes: filters.makes } : {}),
    ...(filters.fuelTypes.length > 0 ? { fuelTypes: filters.fuelTypes } : {}),
  };
  if (productId === PRODUCT_ECOMMERCE) {
    return {
      distance: filters.distance,
      stockTypes: [filters.stockType],
      ...common,
      ...(filters.sort !== DEFAULT_SORT ? { sort: filters.sort } : {}),
      ...(filters.page !== FIRST_PAGE ? { page: filters.page } : {}),
    };
  }
  return { stockTypeConditions: [filters.stockType], sort: filters.sort, page: filters.page, ...common };
}

/** The route's query string for these filters: the search call's own parameters. */
export function serializeListingsFilters(productId: number, filters: ListingsFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(buildListingsQuery(productId, filters))) {
    if (value === undefined) continue;
    if (typeof value === 'object') value.forEach((item) => params.append(key, item));
    else params.append(key, String(value));
  }
  return params.toString();
}

const FILTER_KEYS = ['stockTypes', 'stockTypeConditions', 'makes', 'fuelTypes', 'sort', 'page', 'distance'];

/** True when a query string carries any listings filter (then the URL wins over stored filters). */
export function hasListingsQuery(search: string): boolean {
  const params = new URLSearchParams(search);
  return FILTER_KEYS.some((key) => params.has(key));
}

function intIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^-?\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

function cleanMakes(makes: readonly string[]): string[] {
  const out: string[] = [];
  for (const make of makes) {
    const m = make.trim();
    if (m && m.length <= MAX_MAKE_LENGTH && !out.includes(m) && out.length < MAX_MAKES) out.push(m);
  }
  return out;
}

/**
 * Reads filters from a query string in either dialect (`stockTypes` or `stockTypeConditions`).
 * A value that is not valid falls back to the default instead of failing the page.
 */
export function parseListingsFilters(search: string, options: readonly StockType[]): ListingsFilters {
  const params = new URLSearchParams(search);
  const defaults = defaultListingsFilters(options);
  const stock = [...params.getAll('stockTypes'), ...params.getAll('stockTypeConditions')].find((s): s is StockType =>
    (options as readonly string[]).includes(s),
  );
  const sort = params.get('sort');
  return {
    stockType: stock ?? defaults.stockType,
    makes: cleanMakes(params.getAll('makes')),
    fuelTypes: FuelTypeSchema.options.filter((f) => params.getAll('fuelTypes').includes(f)),
    sort: sort !== null && (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : defaults.sort,
    page: intIn(params.get('page'), FIRST_PAGE, MAX_PAGE) ?? defaults.page,
    distance: intIn(params.get('distance'), ANY_DISTANCE, MAX_DISTANCE) ?? defaults.distance,
  };
}

/**
 * What SRP_FILTERS holds (seed 001 §3, session storage). Every field is optional so the redirect
 * rule of seed 001 §4 may store only what it knows. The listings page writes `stockType`; the
 * promotions hand over search filters by their query names (`stockTypeConditions` or `stockTypes`,
 * seed 001 §2 '/listings'), which count as the stock type too.
 */
export const StoredListingsFiltersSchema = v.object({
  stockType: v.optional(StockTypeSchema),
  stockTypes: v.optional(v.array(StockTypeSchema)),
  stockTypeConditions: v.optional(v.array(StockTypeSchema)),
  makes: v.optional(v.array(v.string())),
  fuelTypes: v.optional(v.array(FuelTypeSchema)),
  sort: v.optional(SortSchema),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(FIRST_PAGE), v.maxValue(MAX_PAGE))),
  distance: v.optional(v.pipe(v.number(), v.integer(), v.minValue(ANY_DISTANCE), v.maxValue(MAX_DISTANCE))),
});
export type StoredListingsFilters = v.InferOutput<typeof StoredListingsFiltersSchema>;

/**
 * Seed 001 §3: filters return with the shopper. The URL wins when it carries filters; otherwise
 * the SRP_FILTERS copy; the FuelType key fills the fuel filter when neither names one.
 */
export function restoreListingsFilters(input: {
  search: string;
  stored: StoredListingsFilters | null;
  storedFuelType: string | null;
  options: readonly StockType[];
}): ListingsFilters {
  const { search, stored, storedFuelType, options } = input;
  if (hasListingsQuery(search)) return parseListingsFilters(search, options);
  const defaults = defaultListingsFilters(options);
  const storedStock = [stored?.stockType, ...(stored?.stockTypeConditions ?? []), ...(stored?.stockTypes ?? [])].find(
    (type): type is StockType => type !== undefined && options.includes(type),
  );
  const filters: ListingsFilters = {
    stockType: storedStock ?? defaults.stockType,
    makes: cleanMakes(stored?.makes ?? []),
    fuelTypes: stored?.fuelTypes ?? [],
    sort: stored?.sort ?? defaults.sort,
    page: stored?.page ?? defaults.page,
    distance: stored?.distance ?? defaults.distance,
  };
  const fuel = v.safeParse(FuelTypeSchema, storedFuelType);
  if (filters.fuelTypes.length === 0 && fuel.success) filters.fuelTypes = [fuel.output];
  return filters;
}

/** The FuelType session value for these filters: the one fuel type filtered on, else none. */
export function fuelTypeToStore(filters: ListingsFilters): FuelType | null {
  return filters.fuelTypes.length === 1 ? (filters.fuelTypes[0] ?? null) : null;
}

/** Any change of filter or sort starts again at page 1. */
export function withFilter(filters: ListingsFilters, change: Partial<Omit<ListingsFilters, 'page'>>): ListingsFilters {
  return { ...filters, ...change, page: FIRST_PAGE };
}

export function toggleMake(makes: readonly string[], make: string): string[] {
  return makes.includes(make) ? makes.filter((m) => m !== make) : [...makes, make];
}

/** "Clear filters" drops makes and fuel types; the stock type and sort are choices, not filters. */
export function clearListingsFilters(filters: ListingsFilters): ListingsFilters {
  return withFilter(filters, { makes: [], fuelTypes: [] });
}

export function hasActiveFilters(filters: ListingsFilters): boolean {
  return filters.makes.length > 0 || filters.fuelTypes.length > 0;
}

/** 1-based first and last result shown on a page. */
export function resultRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

/** A page past the end (an old link, a shrunk stock) moves to the last page; null when it is fine. */
export function pageCorrection(page: number, totalPages: number): number | null {
  return totalPages > 0 && page > totalPages ? totalPages : null;
}

/** Facet rows for the make checkboxes: the facets, plus checked makes the results no longer contain. */
export function makeOptions(
  facets: readonly { value: string; count: number }[],
  selected: readonly string[],
): { value: string; count: number }[] {
  const rows = facets.map((f) => ({ value: f.value, count: f.count }));
  for (const make of selected) if (!rows.some((r) => r.value === make)) rows.push({ value: make, count: 0 });
  return rows.sort((a, b) => a.value.localeCompare(b.value));
}

/**
 * The search box's words as the server matches them: lower case, each once, split at anything but
 * letters, digits and . ' & + - (so no word holds a SQL LIKE wildcard or escape character).
 */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}.'&+-]+/u))].filter((word) => word !== '');
}
