/**
 * The rules of a search priced car by car (GET /api/vehicles/search with `maxMonthly`): which cars a
 * most-per-month filter keeps, and the ticked lists and facet counts worked out over them as the SQL
 * search works them out (inventory-repo.ts), so both ways answer alike. Pure: no database.
 */
import type { FacetLists, FacetName, Facets } from '../../db/inventory-repo.ts';

/** What a shopper ticks a car by. */
export type Pickable = { make: string; fuelType: string; bodyStyle: string };

const VALUE_OF: Record<FacetName, (item: Pickable) => string> = {
  makes: (item) => item.make,
  fuelTypes: (item) => item.fuelType,
  bodyStyles: (item) => item.bodyStyle,
};
const FACET_NAMES = Object.keys(VALUE_OF) as FacetName[];

/**
 * A car is within a monthly budget when the payment its card shows, in whole dollars (seed 001 §9), is; a car
 * with no payment (no lender finances it) never is.
 */
export function fitsMonthly(monthlyPayment: number | null, max: number): boolean {
  return monthlyPayment !== null && Math.round(monthlyPayment) <= max;
}

/** In every ticked list but `without`'s; an empty list keeps every car. */
export function inLists(item: Pickable, lists: FacetLists, without?: FacetName): boolean {
  return FACET_NAMES.every((name) => {
    const ticked: readonly string[] = lists[name];
    return name === without || ticked.length === 0 || ticked.includes(VALUE_OF[name](item));
  });
}

/** Each facet counted over the cars every other list keeps, by value in code-unit order (the databases' order of names). */
export function facetsOf(items: readonly Pickable[], lists: FacetLists): Facets {
  const facet = (name: FacetName) => {
    const counts = new Map<string, number>();
    for (const item of items) {
      if (!inLists(item, lists, name)) continue;
      const value = VALUE_OF[name](item);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([value, count]) => ({ value, count }));
  };
  return { makes: facet('makes'), fuelTypes: facet('fuelTypes'), bodyStyles: facet('bodyStyles') };
}

/** The items of a 1-based page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
