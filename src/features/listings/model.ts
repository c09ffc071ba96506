/**
 * The listings page's state: the filters (kept in the URL, SRP_FILTERS and FuelType) and the
 * search results. Every filter change writes all three and runs one search.
 */
import { computed, signal } from '@preact/signals';
import { createRemote } from '../../lib/remote-data.ts';
import { href } from '../../contract/route-table.ts';
import type { StockType } from '../../contract/page-context.ts';
import { STORAGE_KEYS, type SafeStorage, type SessionKey } from '../../lib/storage.ts';
import type { BodyStyle } from '../../contract/vehicle.ts';
import type { SearchParams, SearchResult, Sort } from '../../contract/listings.ts';
import {
  buildListingsQuery,
  clearListingsFilters,
  fuelTypeToStore,
  pageCorrection,
  restoreListingsFilters,
  searchText,
  serializeListingsFilters,
  stockTypeOptions,
  StoredListingsFiltersSchema,
  toggleBodyStyle,
  toggleMake,
  withFilter,
  type ListingsFilters,
  type NumberFilter,
} from './rules.ts';

export type ListingsDeps = {
  productId: number;
  stockTypeConditions: readonly StockType[];
  dealerId: string | null;
  storage: SafeStorage<SessionKey>;
  /** Replaces the current entry: a filter change is not a step the Back button should replay. */
  replaceRoute: (to: string) => void;
  search: (params: SearchParams, signal: AbortSignal) => Promise<SearchResult>;
};

export type ListingsModel = ReturnType<typeof createListingsModel>;

/** Writes the filters where seed 001 §3 keeps them. */
export function storeListingsFilters(storage: SafeStorage<SessionKey>, filters: ListingsFilters): void {
  storage.setJSON(STORAGE_KEYS.SRP_FILTERS, filters);
  const fuel = fuelTypeToStore(filters);
  if (fuel) storage.set(STORAGE_KEYS.FuelType, fuel);
  else storage.remove(STORAGE_KEYS.FuelType);
}

export function createListingsModel(deps: ListingsDeps) {
  const options = stockTypeOptions(deps.stockTypeConditions);
  const filters = signal<ListingsFilters | null>(null);
  /** Counts "Clear filters": the fields with unsent text (the search box, a most-dollars field) empty too. */
  const clears = signal(0);
  const results = createRemote<SearchResult>();
  /** The query string this model last wrote, so its own URL change is not read back as a new visit. */
  let written: string | null = null;

  const routeFor = (f: ListingsFilters) => `${href('listings')}?${serializeListingsFilters(deps.productId, f)}`;

  async function load(f: ListingsFilters): Promise<void> {
    const query = { ...buildListingsQuery(deps.productId, f), ...(deps.dealerId ? { dealerId: deps.dealerId } : {}) };
    const data = await results.run((signal) => deps.search(query, signal));
    const corrected = data ? pageCorrection(f.page, data.totalPages) : null;
    if (corrected !== null && filters.value === f) apply({ ...f, page: corrected });
  }

  function apply(next: ListingsFilters): void {
    filters.value = next;
    storeListingsFilters(deps.storage, next);
    written = serializeListingsFilters(deps.productId, next);
    deps.replaceRoute(routeFor(next));
    void load(next);
  }

  /** Opens the page (or re-reads it when the URL changed from outside, e.g. "Shop Used"). */
  function open(search: string): void {
    const normalised = new URLSearchParams(search).toString();
    if (written !== null && normalised === written) return;
    apply(
      restoreListingsFilters({
        search,
        stored: deps.storage.getJSON(STORAGE_KEYS.SRP_FILTERS, StoredListingsFiltersSchema),
        storedFuelType: deps.storage.get(STORAGE_KEYS.FuelType),
        options,
      }),
    );
  }

  const change = (fn: (f: ListingsFilters) => ListingsFilters) => {
    if (filters.value) apply(fn(filters.value));
  };

  return {
    options,
    filters,
    results,
    electricOnly: computed(() => filters.value?.fuelTypes.includes('Electric') ?? false),
    open,
    setStockType: (stockType: StockType) => change((f) => withFilter(f, { stockType })),
    toggleMake: (make: string) => change((f) => withFilter(f, { makes: toggleMake(f.makes, make) })),
    setElectricOnly: (on: boolean) => change((f) => withFilter(f, { fuelTypes: on ? ['Electric'] : [] })),
    setSort: (sort: Sort) => change((f) => withFilter(f, { sort })),
    search: (typed: string) => change((f) => withFilter(f, { q: searchText(typed) })),
    toggleBodyStyle: (style: BodyStyle) =>
      change((f) => withFilter(f, { bodyStyles: toggleBodyStyle(f.bodyStyles, style) })),
    /** A number filter (year, mileage, price, per month); null turns it off. */
    setLimit: (name: NumberFilter, value: number | null) => change((f) => withFilter(f, { [name]: value })),
    goToPage: (page: number) => change((f) => ({ ...f, page })),
    clears,
    clearFilters: () => {
      clears.value++;
      change(clearListingsFilters);
    },
    retry: () => {
      if (filters.value) void load(filters.value);
    },
    dispose: () => results.reset(),
  };
}
