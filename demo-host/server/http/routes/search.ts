/**
 * `GET /api/vehicles/search`: the inventory search behind `/listings` (ours; the spec shows no
 * endpoint). The query is parsed here (a bad one is a 400 with field errors) and answered by the
 * listings search service (listings/search-service.ts), which prices each car for the session's
 * shopper. A sub-route of `/api/vehicles` (vehicles.ts), matched before its `:id`.
 */
import { Hono } from 'hono';
import { SearchQuerySchema, type SearchQuery, type SearchResult } from '../../../../src/contract/listings.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { parseInput } from '../errors.ts';
import { currentSession } from '../security.ts';

const LIST_KEYS = new Set(['stockTypes', 'stockTypeConditions', 'makes', 'fuelTypes', 'bodyStyles']);

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

/** A search's query string as the service takes it; a 400 with field errors when it is not one. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  return parseInput(SearchQuerySchema, readQuery(params));
}

export function searchRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const search = services.search;

  routes.get('/', async (c) => {
    const query = parseSearchQuery(new URL(c.req.url).searchParams);
    return c.json((await search(deps.db, currentSession(c), query)) satisfies SearchResult);
  });

  return routes;
}
