/**
 * Address calls (seed 001 §7): the states list, `POST /profile/geocode` and the sandbox's
 * places lookup behind the address autocomplete.
 *
 * Geocode (the spec shows no server rule, so this is ours): the server answers the known street
 * addresses that match the entered street within the ZIP code (case, punctuation and the usual
 * abbreviations ignored: 'Street' = 'St', 'North' = 'N', 'Apt 2' = '#2'), commercial ones flagged
 * `businessAddress`; when no street matches, or only a ZIP code was sent (the ghost form sends
 * address 'Unknown'), the ZIP code's own place (street as entered; city, state, county and
 * coordinates from the offline ZIP data); an unknown ZIP code gives []. Sorted by fullAddress.
 * The server validates the request with the same schema.
 *
 * Places (`GET /profile/places?query=`, 3 to 100 characters): known addresses whose street
 * contains a word starting with the query, and, when the query ends in a ZIP code, that ZIP code's
 * place with the text before it as the street.
 */

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
