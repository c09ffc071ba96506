/**
 * Address calls (seed 001 §7): the states list and `POST /profile/geocode`. The geocoder answers
 * every match for the address (or, for the ghost form, the ZIP code alone), sorted by fullAddress;
 * the server validates the request with the same schema.
 */
import * as v from 'valibot';
import { http } from '../../lib/http.ts';

export const StateSchema = v.object({ abbreviation: v.pipe(v.string(), v.length(2)), name: v.string() });
export type UsState = v.InferOutput<typeof StateSchema>;
export const StatesSchema = v.array(StateSchema);

export function getStates(): Promise<UsState[]> {
  return http.get('/states', StatesSchema);
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** The address form or the ghost form (seed 001 §3): only the ZIP code is always needed. */
export const GeocodeRequestSchema = v.object({
  address: v.optional(text(100), ''),
  address2: v.optional(text(100), ''),
  city: v.optional(text(60), ''),
  stateCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^([A-Za-z]{2})?$/, 'State is invalid')), ''),
  zipCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'Zip Code must be 5 digits')),
});
export type GeocodeRequest = v.InferInput<typeof GeocodeRequestSchema>;

/** Seed 001 §3 "Geocode match". */
export const GeocodeMatchSchema = v.object({
  address: v.object({
    street1: v.string(),
    street2: v.string(),
    city: v.string(),
    state: v.pipe(v.string(), v.length(2)),
    zipCode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
    county: v.string(),
    fullAddress: v.string(),
  }),
  businessAddress: v.boolean(),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
export type GeocodeMatch = v.InferOutput<typeof GeocodeMatchSchema>;
export const GeocodeResponseSchema = v.array(GeocodeMatchSchema);

export function geocode(body: GeocodeRequest, signal?: AbortSignal): Promise<GeocodeMatch[]> {
  return http.post('/profile/geocode', GeocodeResponseSchema, body, signal ? { signal } : {});
}
