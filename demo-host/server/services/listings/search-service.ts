/**
 * The listings search (GET /api/vehicles/search, and home's stock in the page shell): the inventory
 * filtered, sorted and paged in SQL (inventory-repo.ts), each car priced as a deal the shopper
 * started now would first price it (the deal desk's newDealPricing), at the credit range the answer
 * names. A most-per-month filter cannot be a column, since a payment depends on the shopper: then
 * every car the other conditions keep is priced, and the ticked lists, facets and page are worked
 * out over the affordable ones (affordable.ts), as the SQL would have.
 */
import type { Listing, PaymentEstimate, SearchQuery, SearchResult } from '../../../../src/contract/listings.ts';
import { searchWords } from '../../../../src/contract/listings.ts';
import type { FinanceQuote } from '../../../../src/contract/deal.ts';
import { summaryOf } from '../../db/inventory-repo.ts';
import { reservedVehicles } from '../../db/reservations-repo.ts';
import { listInventory, searchInventory, type SearchFilter } from '../../db/inventory-repo.ts';
import { toVehicle, type VehicleRow } from '../../db/inventory-repo.ts';
import { type Session } from '../../db/sessions-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { AppDeps } from '../app-deps.ts';
import { createDealDesk, type DealDesk } from '../deal-desk.ts';
import { facetsOf, fitsMonthly, inLists, pageOf } from './affordable.ts';

export type ListingSearch = (q: Db, session: Session | null, query: SearchQuery) => Promise<SearchResult>;

function filterOf(query: SearchQuery): SearchFilter {
  return {
    dealerId: query.dealerId,
    // Both dialects of seed 001 §2 name the same filter. Distance needs the shopper's location, which
    // the API does not have: -1 (any) and a radius both list everything.
    stockTypes: [...new Set([...query.stockTypes, ...query.stockTypeConditions])],
    makes: query.makes,
    fuelTypes: query.fuelTypes,
    bodyStyles: query.bodyStyles,
    words: searchWords(query.q),
    minYear: query.minYear,
    maxYear: query.maxYear,
    maxMileage: query.maxMileage,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
  };
}

const estimateOf = (quote: FinanceQuote): PaymentEstimate => ({
  monthlyPayment: quote.monthlyPayment,
  term: quote.term,
  apr: quote.apr,
  downPayment: quote.downPayment,
});

export function createListingSearch(
  deps: Pick<AppDeps, 'appOrigin' | 'now' | 'zipDirectory'> & { desk?: DealDesk },
): ListingSearch {
  const desk = deps.desk ?? createDealDesk(deps);
  return async (q, session, query) => {
    const filter = filterOf(query);
    const pricing = await desk.newDealPricing(q, session);
    const listing = async (row: VehicleRow): Promise<Listing> => {
      const quote = await pricing.firstFinanceQuote(toVehicle(row, deps.appOrigin), row.manufacturer_rebate ?? 0);
      return { ...summaryOf(row, deps.appOrigin), payment: quote ? estimateOf(quote) : null, reserved: false };
    };
    // The page's cars a paid deposit holds: one query for the page, whatever its size.
    const withHolds = async (items: Listing[]): Promise<Listing[]> => {
      const held = await reservedVehicles(
        q,
        items.map((car) => car.id),
        (deps.now ? deps.now() : new Date()).getTime(),
      );
      return held.size === 0 ? items : items.map((car) => (held.has(car.id) ? { ...car, reserved: true } : car));
    };
    const answer = async (items: Listing[], total: number, facets: SearchResult['facets']): Promise<SearchResult> => ({
      items: await withHolds(items),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
      creditTier: pricing.creditTier,
      facets,
    });

    if (query.maxMonthly === undefined) {
      const found = await searchInventory(q, filter, query.sort, query.page, query.pageSize);
      return answer(await Promise.all(found.rows.map(listing)), found.total, found.facets);
    }
    const max = query.maxMonthly;
    const priced = await Promise.all((await listInventory(q, filter, query.sort)).map(listing));
    const affordable = priced.filter((car) => fitsMonthly(car.payment?.monthlyPayment ?? null, max));
    const matching = affordable.filter((car) => inLists(car, filter));
    return answer(pageOf(matching, query.page, query.pageSize), matching.length, facetsOf(affordable, filter));
  };
}
