/**
 * `POST /api/profile/geocode` (seed 001 §7) and `GET /api/profile/places` (the sandbox's
 * autocomplete provider, seed 001 §3 "Places-lookup result"): both answer from the known street
 * addresses table and the offline ZIP data (geo/geocoder.ts says which branch gives what).
 * Lookups are cheap but unauthenticated, so each client gets a generous number per minute: a
 * shopper typing with the app's debounce stays far below it, a scraper does not.
 */
import { Hono, type Context } from 'hono';
import {
  GeocodeRequestSchema,
  PlacesQuerySchema,
  type GeocodeMatch,
  type PlaceResult,
} from '../../../../src/contract/address.ts';
import { listKnownAddressesInZip, searchKnownAddresses } from '../../db/address-repo.ts';
import { hitRateLimit } from '../../db/repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { parseInput, readJsonBody, TooManyRequests } from '../errors.ts';
import { geocodeAddress, PLACES_LIMIT, placesFor, placesSearchKeys } from '../../sandbox/geo/geocoder.ts';
import { packageZipDirectory } from '../../services/geo/zip-directory.ts';
import { clientAddress } from '../client-address.ts';

export const LOOKUP_WINDOW_MS = 60 * 1000;
/** Per client and minute: a form verified many times over, and an autocomplete typed at speed. */
export const GEOCODE_PER_MINUTE = 60;
export const PLACES_PER_MINUTE = 120;
export const TOO_MANY_LOOKUPS = 'Too many address lookups. Please wait a moment and try again.';

export function geocodeRoutes({ db, trustProxy }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const limit = async (c: Context<AppEnv>, kind: string, perMinute: number) => {
    const key = `${kind}:${clientAddress(c, trustProxy)}`;
    const hit = await hitRateLimit(db, key, perMinute, LOOKUP_WINDOW_MS);
    if (!hit.allowed) throw new TooManyRequests(TOO_MANY_LOOKUPS, Math.max(1, Math.ceil(hit.retryAfterMs / 1000)));
  };

  routes.post('/geocode', async (c) => {
    const body = await readJsonBody(c, GeocodeRequestSchema);
    await limit(c, 'geocode', GEOCODE_PER_MINUTE);
    const [known, zips] = await Promise.all([listKnownAddressesInZip(db, body.zipCode), packageZipDirectory()]);
    return c.json(geocodeAddress(body, known, zips) satisfies GeocodeMatch[]);
  });

  routes.get('/places', async (c) => {
    const { query } = parseInput(PlacesQuerySchema, { query: c.req.query('query') ?? '' });
    await limit(c, 'places', PLACES_PER_MINUTE);
    const [known, zips] = await Promise.all([
      // More than shown: the ZIP code filter of placesFor may drop some.
      searchKnownAddresses(db, placesSearchKeys(query), PLACES_LIMIT * 4),
      packageZipDirectory(),
    ]);
    // The same query always gets the same answer until the sandbox data changes.
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(placesFor(query, known, zips) satisfies PlaceResult[]);
  });

  return routes;
}
