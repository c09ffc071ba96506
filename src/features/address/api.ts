/** The address fetchers: one per endpoint; what they send and parse is src/contract/address.ts (documented there). */
import { http } from '../../lib/http.ts';
import {
  type UsState,
  StatesSchema,
  type GeocodeRequest,
  type GeocodeMatch,
  GeocodeResponseSchema,
  type PlaceResult,
  PlacesResponseSchema,
} from '../../contract/address.ts';

export function getStates(signal?: AbortSignal): Promise<UsState[]> {
  return http.get('/states', StatesSchema, signal ? { signal } : {});
}

export function geocode(body: GeocodeRequest, signal?: AbortSignal): Promise<GeocodeMatch[]> {
  return http.post('/profile/geocode', GeocodeResponseSchema, body, signal ? { signal } : {});
}

export function searchPlaces(query: string, signal?: AbortSignal): Promise<PlaceResult[]> {
  return http.get('/profile/places', PlacesResponseSchema, { query: { query }, ...(signal ? { signal } : {}) });
}
