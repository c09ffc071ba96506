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
import * as v from 'valibot';
import { boundedInteger, count, MAX_MILES, MAX_MONEY, money, percent, termMonths } from './bounds.ts';
import { StockTypeSchema } from './page-context.ts';
import { CreditTierSchema } from './credit-tier.ts';
import { BodyStyleSchema, FuelTypeSchema, VehicleSummarySchema } from './vehicle.ts';
import type { Campaign } from './page-context.ts';

export const SORTS = ['priceWithRebates', '-priceWithRebates', '-year', 'mileage'] as const;
export const SortSchema = v.picklist(SORTS);
export type Sort = v.InferOutput<typeof SortSchema>;
export const PAGE_SIZE = 12;
/** More makes than any stock has is no search (and no statement of unbounded size). */
export const MAX_SEARCH_MAKES = 50;
/** The search box's text: a few words, never a statement of unbounded size. */
export const MAX_SEARCH_TEXT = 60;
/** Model years a search may name (bounds.ts modelYear). */
export const SEARCH_YEARS = { min: 1900, max: 2100 } as const;
/** The most a monthly payment filter may name: far above any car's payment. */
export const MAX_MONTHLY = 100_000;

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

/** A whole number sent as query text, within bounds (seed 000 §5 min_value and max_value messages). */
const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,12}$/, `${label} must be a whole number`),
    v.transform(Number),
    boundedInteger(label, min, max),
  );

/** The query as the server reads it (strings, maybe repeated). */
const SearchFieldsSchema = v.object({
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
  bodyStyles: list(BodyStyleSchema, BodyStyleSchema.options.length, 'Unknown body style'),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      // Seed 000 §5 max_char.
      v.maxLength(MAX_SEARCH_TEXT, `must be less than or equal to ${String(MAX_SEARCH_TEXT)} characters.`),
    ),
    '',
  ),
  minYear: v.optional(wholeNumber('Year', SEARCH_YEARS.min, SEARCH_YEARS.max)),
  maxYear: v.optional(wholeNumber('Year', SEARCH_YEARS.min, SEARCH_YEARS.max)),
  maxMileage: v.optional(wholeNumber('Mileage', 0, MAX_MILES)),
  minPrice: v.optional(wholeNumber('Price', 0, MAX_MONEY)),
  maxPrice: v.optional(wholeNumber('Price', 0, MAX_MONEY)),
  maxMonthly: v.optional(wholeNumber('Monthly payment', 1, MAX_MONTHLY)),
  sort: v.optional(SortSchema, 'priceWithRebates'),
  page: v.optional(int(1, 10_000, 'Page must be 1 or more'), '1'),
  pageSize: v.optional(int(1, 48, 'Page size must be between 1 and 48'), String(PAGE_SIZE)),
});
type SearchFields = v.InferOutput<typeof SearchFieldsSchema>;
type RangeKey = 'minYear' | 'maxYear' | 'minPrice' | 'maxPrice';

/** A range's top below its bottom finds nothing by construction: a 400 on the top (seed 000 §5 min_value). */
const ordered = (low: RangeKey, high: RangeKey, label: string) =>
  v.rawCheck<SearchFields>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const bottom = dataset.value[low];
    const top = dataset.value[high];
    if (bottom === undefined || top === undefined || top >= bottom) return;
    addIssue({
      message: `${label} must be greater than or equal to ${new Intl.NumberFormat('en-US').format(bottom)}`,
      path: [{ type: 'object', origin: 'value', input: dataset.value, key: high, value: top }],
    });
  });

export const SearchQuerySchema = v.pipe(
  SearchFieldsSchema,
  ordered('minYear', 'maxYear', 'Year'),
  ordered('minPrice', 'maxPrice', 'Price'),
);
export type SearchQueryInput = v.InferInput<typeof SearchQuerySchema>;
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

/**
 * A card's estimated monthly payment: the first finance quote of a deal started now (no down payment
 * asked, so the lenders' minimum), its term, APR and the down payment it assumes.
 */
export const PaymentEstimateSchema = v.object({
  monthlyPayment: money('Monthly payment'),
  term: termMonths(),
  apr: percent('APR'),
  downPayment: money('Down payment'),
});
export type PaymentEstimate = v.InferOutput<typeof PaymentEstimateSchema>;

/** A vehicle as listed, with its estimated payment (null: no lender finances it). */
export const ListingSchema = v.object({
  ...VehicleSummarySchema.entries,
  payment: v.nullable(PaymentEstimateSchema),
  /** A shopper's paid deposit holds it (reservation.ts). */
  reserved: v.optional(v.boolean(), false),
});
export type Listing = v.InferOutput<typeof ListingSchema>;

const FacetSchema = v.array(v.object({ value: v.string(), count: count() }));
export const SearchResultSchema = v.object({
  items: v.array(ListingSchema),
  page: count('Page'),
  pageSize: count('Page size'),
  total: count('Total'),
  totalPages: count('Pages'),
  /** The credit range every payment of the answer is priced for. */
  creditTier: CreditTierSchema,
  facets: v.object({ makes: FacetSchema, fuelTypes: FacetSchema, bodyStyles: FacetSchema }),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

export type SearchParams = Record<string, string | number | readonly string[] | undefined>;

/**
 * The search box's words as the server matches them: lower case, each once, split at anything but
 * letters, digits and . ' & + - (so no word holds a SQL LIKE wildcard or escape character).
 */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}.'&+-]+/u))].filter((word) => word !== '');
}

/** How many vehicles of the dealer's stock home shows. */
export const HOME_STOCK_COUNT = 3;

/**
 * The search for the dealer's stock on home (newest model years first), or null when home shows
 * none (no dealer, or listings disabled). The iframe shell preloads the same request.
 */
export function homeStockQuery(context: { dealer: { id: string } | null; campaign: Pick<Campaign, 'disabledPages'> }) {
  if (!context.dealer || context.campaign.disabledPages.includes('listings')) return null;
  return { dealerId: context.dealer.id, sort: '-year', page: 1, pageSize: HOME_STOCK_COUNT };
}
