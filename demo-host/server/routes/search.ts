/**
 * `GET /api/vehicles/search`: the inventory search behind `/listings` (ours; the spec shows no
 * endpoint). Both query dialects of seed 001 §2 are read (`stockTypes` and
 * `stockTypeConditions` name the same filter); it sorts and pages on the stored
 * `price_with_rebates` column, and each facet counts over every filter but its own.
 * Register it before `/api/vehicles/:id`, which would otherwise take "search" as an id.
 */
import { Hono } from 'hono';
import { SearchQuerySchema, type SearchResult } from '../../../src/features/listings/api.ts';
import { searchInventory } from '../db/deals-repo.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { parseInput } from '../errors.ts';

const LIST_KEYS = new Set(['stockTypes', 'stockTypeConditions', 'makes', 'fuelTypes']);

/** Repeated keys become arrays only for the list filters; a repeated scalar stays an array and fails validation. */
function readQuery(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    // `makes[]=X` is how some clients spell a list.
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    out[name] = LIST_KEYS.has(name) || values.length !== 1 ? values : (values[0] as string);
  }
  return out;
}

/** The search's answer to a query string: the route's body, and the iframe shell's for home. */
export async function searchVehicleList(
  db: AppDeps['db'],
  query: URLSearchParams,
  appOrigin: string,
): Promise<SearchResult> {
  const q = parseInput(SearchQuerySchema, readQuery(query));
  // Distance needs the shopper's location, which the API does not have; -1 (any) and a radius both list everything.
  const stockTypes = [...new Set([...q.stockTypes, ...q.stockTypeConditions])];
  const found = await searchInventory(
    db,
    { dealerId: q.dealerId, stockTypes, makes: q.makes.flat(), fuelTypes: q.fuelTypes.flat() },
    q.sort,
    q.page,
    q.pageSize,
    appOrigin,
  );
  return {
    items: found.items,
    page: q.page,
    pageSize: q.pageSize,
    total: found.total,
    totalPages: Math.ceil(found.total / q.pageSize),
    facets: found.facets,
  };
}

export function searchRoutes({ db, appOrigin }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/vehicles/search', async (c) =>
    c.json(await searchVehicleList(db, new URL(c.req.url).searchParams, appOrigin)),
  );

  return routes;
}
