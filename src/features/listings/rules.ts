/**
 * Listings rules of seed 001 §2 (`/listings` query rules) and §3 (SRP_FILTERS, FuelType), as
 * pure functions. The route's query string uses the same names as the search call, so a
 * filtered listing is a URL and the promotion modals can link to one with the spec's names.
 */
import * as v from 'valibot';
import { MAX_MILES, MAX_MONEY } from '../../contract/bounds.ts';
import { PRODUCT_ECOMMERCE, StockTypeSchema, type StockType } from '../../contract/page-context.ts';
import { BodyStyleSchema, FuelTypeSchema, type BodyStyle, type FuelType } from '../../contract/vehicle.ts';
import {
  MAX_MONTHLY,
  MAX_SEARCH_TEXT,
  SEARCH_YEARS,
  SortSchema,
  SORTS,
  type SearchParams,
  type Sort,
} from '../../contract/listings.ts';

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
  /** The search box's text: make, model or keyword ('' for none). */
  q: string;
  bodyStyles: BodyStyle[];
  minYear: number | null;
  maxMileage: number | null;
  maxPrice: number | null;
  /** The most a shopper wants to pay a month, in whole dollars. */
  maxMonthly: number | null;
};

/** The filters that narrow the stock (beside the stock type and sort, which are choices); null or empty is off. */
type Narrowing = Pick<ListingsFilters, 'q' | 'makes' | 'fuelTypes' | 'bodyStyles' | NumberFilter>;
export type NumberFilter = 'minYear' | 'maxMileage' | 'maxPrice' | 'maxMonthly';
const NUMBER_FILTERS: readonly NumberFilter[] = ['minYear', 'maxMileage', 'maxPrice', 'maxMonthly'];
const noNarrowing = (): Narrowing => ({
  q: '',
  makes: [],
  fuelTypes: [],
  bodyStyles: [],
  minYear: null,
  maxMileage: null,
  maxPrice: null,
  maxMonthly: null,
});

/** Each number filter's bounds: the search call's (api.ts). */
export const FILTER_BOUNDS: Readonly<Record<NumberFilter, { min: number; max: number }>> = {
  minYear: SEARCH_YEARS,
  maxMileage: { min: 0, max: MAX_MILES },
  maxPrice: { min: 0, max: MAX_MONEY },
  maxMonthly: { min: 1, max: MAX_MONTHLY },
};

/** Seed 001 §2: the stock types a shopper may pick are the campaign's stockTypeConditions (both when none). */
export function stockTypeOptions(stockTypeConditions: readonly StockType[]): StockType[] {
  const allowed = StockTypeSchema.options.filter((s) => stockTypeConditions.includes(s));
  return allowed.length > 0 ? allowed : [...StockTypeSchema.options];
}

export function defaultListingsFilters(options: readonly StockType[]): ListingsFilters {
  return {
    stockType: options[0] ?? 'NEW',
    sort: DEFAULT_SORT,
    page: FIRST_PAGE,
    distance: ANY_DISTANCE,
    ...noNarrowing(),
  };
}

/**
 * Seed 001 §2 `/listings` query: ecommerce (102) sends `distance` (-1 = any) and `stockTypes`;
 * other products send `stockTypeConditions`, `sort=priceWithRebates` (ascending) and `page=1`.
 * Both send `makes` and `fuelTypes`. Ecommerce sends sort and page only when the shopper moved
 * off the defaults (the server applies the same defaults).
 */
export function buildListingsQuery(productId: number, filters: ListingsFilters): SearchParams {
  const numbers: SearchParams = {};
  for (const name of NUMBER_FILTERS) if (filters[name] !== null) numbers[name] = filters[name];
  const common = {
    ...(filters.makes.length > 0 ? { makes: filters.makes } : {}),
    ...(filters.fuelTypes.length > 0 ? { fuelTypes: filters.fuelTypes } : {}),
    ...(filters.q !== '' ? { q: filters.q } : {}),
    ...(filters.bodyStyles.length > 0 ? { bodyStyles: filters.bodyStyles } : {}),
    ...numbers,
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

const FILTER_KEYS = [
  'stockTypes',
  'stockTypeConditions',
  'makes',
  'fuelTypes',
  'sort',
  'page',
  'distance',
  'q',
  'bodyStyles',
  ...NUMBER_FILTERS,
];

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

/**
 * The search box's text as the search call takes it: trimmed, at most MAX_SEARCH_TEXT characters,
 * counted as the server and the box's maxlength count them (UTF-16 units).
 */
function cleanText(text: string | null | undefined): string {
  return (text ?? '').trim().slice(0, MAX_SEARCH_TEXT).trim();
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
  const number = (name: NumberFilter) => intIn(params.get(name), FILTER_BOUNDS[name].min, FILTER_BOUNDS[name].max);
  return {
    stockType: stock ?? defaults.stockType,
    makes: cleanMakes(params.getAll('makes')),
    fuelTypes: FuelTypeSchema.options.filter((f) => params.getAll('fuelTypes').includes(f)),
    sort: sort !== null && (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : defaults.sort,
    page: intIn(params.get('page'), FIRST_PAGE, MAX_PAGE) ?? defaults.page,
    distance: intIn(params.get('distance'), ANY_DISTANCE, MAX_DISTANCE) ?? defaults.distance,
    q: cleanText(params.get('q')),
    bodyStyles: BodyStyleSchema.options.filter((b) => params.getAll('bodyStyles').includes(b)),
    minYear: number('minYear'),
    maxMileage: number('maxMileage'),
    maxPrice: number('maxPrice'),
    maxMonthly: number('maxMonthly'),
  };
}

const storedNumber = (name: NumberFilter) =>
  v.optional(
    v.nullable(
      v.pipe(v.number(), v.integer(), v.minValue(FILTER_BOUNDS[name].min), v.maxValue(FILTER_BOUNDS[name].max)),
    ),
  );

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
  q: v.optional(v.pipe(v.string(), v.maxLength(MAX_SEARCH_TEXT))),
  bodyStyles: v.optional(v.array(BodyStyleSchema)),
  minYear: storedNumber('minYear'),
  maxMileage: storedNumber('maxMileage'),
  maxPrice: storedNumber('maxPrice'),
  maxMonthly: storedNumber('maxMonthly'),
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
    q: cleanText(stored?.q),
    bodyStyles: stored?.bodyStyles ?? [],
    minYear: stored?.minYear ?? null,
    maxMileage: stored?.maxMileage ?? null,
    maxPrice: stored?.maxPrice ?? null,
    maxMonthly: stored?.maxMonthly ?? null,
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

/** "Clear filters" drops the search and every filter; the stock type and sort are choices, not filters. */
export function clearListingsFilters(filters: ListingsFilters): ListingsFilters {
  return withFilter(filters, noNarrowing());
}

export function hasActiveFilters(filters: ListingsFilters): boolean {
  return filters.q !== '' || filterPanelCount(filters) > 0;
}

/** How many of the filter panel's groups narrow the stock (the search box is not in the panel): the Filters button's count. */
export function filterPanelCount(filters: ListingsFilters): number {
  const lists = [filters.makes, filters.fuelTypes, filters.bodyStyles].filter((list) => list.length > 0).length;
  return lists + NUMBER_FILTERS.filter((name) => filters[name] !== null).length;
}

/** The search box's text as the search takes it (trimmed, at most MAX_SEARCH_TEXT characters). */
export function searchText(typed: string): string {
  return cleanText(typed);
}

export function toggleBodyStyle(styles: readonly BodyStyle[], style: BodyStyle): BodyStyle[] {
  return styles.includes(style) ? styles.filter((s) => s !== style) : [...styles, style];
}

/**
 * A dollar amount typed in a "most" field: whole dollars ('1,500' and '$1,500' read as 1500), empty
 * for none; anything else is an error (seed 000 §5 numeric and max_value), and nothing is applied.
 */
export function readDollars(
  typed: string,
  bounds: { min: number; max: number },
): { value: number | null } | { error: 'numeric' | 'min' | 'max' } {
  const bare = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  if (bare === '') return { value: null };
  if (!/^\d{1,12}$/.test(bare)) return { error: 'numeric' };
  const value = Number(bare);
  if (value < bounds.min) return { error: 'min' };
  return value > bounds.max ? { error: 'max' } : { value };
}

/** The spec names no year list (ours): from next model year back twelve years, newest first. */
export function yearOptions(today: Date): number[] {
  const newest = today.getFullYear() + 1;
  return Array.from({ length: 13 }, (_, i) => newest - i);
}

/** The mileage steps a shopper picks "at most" from. */
export const MILEAGE_OPTIONS: readonly number[] = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000];

/**
 * A select's steps plus the applied value when it is off them (a link or SRP_FILTERS named another
 * year or mileage), in the steps' own order: the select then shows the filter that is on, not a blank.
 */
export function stepsWith(steps: readonly number[], applied: number | null): number[] {
  if (applied === null || steps.includes(applied)) return [...steps];
  const descending = steps.length > 1 && (steps[0] ?? 0) > (steps[1] ?? 0);
  return [...steps, applied].sort((x, y) => (descending ? y - x : x - y));
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

/** Body style rows: the styles the results have, plus ticked ones they no longer have, in the catalogue's order. */
export function bodyStyleOptions(
  facet: readonly { value: string; count: number }[],
  selected: readonly BodyStyle[],
): { value: BodyStyle; count: number }[] {
  return BodyStyleSchema.options.flatMap((style) => {
    const count = facet.find((f) => f.value === style)?.count ?? 0;
    return count > 0 || selected.includes(style) ? [{ value: style, count }] : [];
  });
}
