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
import * as v from 'valibot';
import { maxChar, required, zip } from './form-rules.ts';

export const StateSchema = v.object({ abbreviation: v.pipe(v.string(), v.length(2)), name: v.string() });
export type UsState = v.InferOutput<typeof StateSchema>;
export const StatesSchema = v.array(StateSchema);

/** Limits shared by the form rules and the server's checks. */
export const ADDRESS_LINE_MAX = 100;
export const CITY_MAX = 60;
/** Seed 001 §9 "Default address": what the ghost form sends when it has no street. */
export const DEFAULT_ADDRESS = 'Unknown';

const text = (max: number, label: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} must be at most ${String(max)} characters`));

/** The address form or the ghost form (seed 001 §3): only the ZIP code is always needed. */
export const GeocodeRequestSchema = v.object({
  address: v.optional(text(ADDRESS_LINE_MAX, 'Address Line 1'), ''),
  address2: v.optional(text(ADDRESS_LINE_MAX, 'Address Line 2'), ''),
  city: v.optional(text(CITY_MAX, 'City'), ''),
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

/**
 * 'street1 street2, City, ST 12345': a match's fullAddress, and the 'Entered Address' the selection
 * modal shows. The ghost form's placeholder street ('Unknown') is no address, so it is left out.
 */
export function formatFullAddress(a: {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zipCode: string;
}): string {
  const placeholder = a.street1.trim().toLowerCase() === DEFAULT_ADDRESS.toLowerCase();
  const street = placeholder
    ? ''
    : [a.street1, a.street2]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' ');
  const region = [a.state.trim(), a.zipCode.trim()].filter(Boolean).join(' ');
  return [street, a.city.trim(), region].filter(Boolean).join(', ');
}

export const PLACES_QUERY_MIN = 3;
export const PLACES_QUERY_MAX = 100;

export const PlacesQuerySchema = v.object({
  query: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(PLACES_QUERY_MIN, `Query must be at least ${String(PLACES_QUERY_MIN)} characters`),
    v.maxLength(PLACES_QUERY_MAX, `Query must be at most ${String(PLACES_QUERY_MAX)} characters`),
  ),
});

/** Seed 001 §3 "Places-lookup result": `state` is the state's name, `stateAbbreviation` its code. */
export const PlaceResultSchema = v.object({
  streetAddress: v.string(),
  city: v.string(),
  state: v.string(),
  stateAbbreviation: v.pipe(v.string(), v.regex(/^([A-Z]{2})?$/)),
  zipCode: v.pipe(v.string(), v.regex(/^(\d{5})?$/)),
  county: v.string(),
  latitude: v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
});
export type PlaceResult = v.InferOutput<typeof PlaceResultSchema>;
export const PlacesResponseSchema = v.array(PlaceResultSchema);

/**
 * Seed 001 §5 "Address form": Address Line 1 required and non-empty (blank counts as empty);
 * City required; State required; Zip Code required, exactly 5 digits; Address Line 2 optional.
 * The server's length limits are checked too, so a valid form is never a 400. The address form
 * (features/address) and the register request (register.ts) both check with these.
 */
export const ADDRESS_FIELDS = {
  address: { label: 'forms.label.address', rules: [required, maxChar(ADDRESS_LINE_MAX)] },
  address2: { label: 'forms.label.address2', rules: [maxChar(ADDRESS_LINE_MAX)] },
  city: { label: 'forms.label.city', rules: [required, maxChar(CITY_MAX)] },
  stateCode: { label: 'forms.label.state', rules: [required] },
  zipCode: { label: 'forms.label.zipCode', rules: [required, zip] },
} as const;
