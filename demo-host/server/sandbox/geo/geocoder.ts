/**
 * The sandbox geocoder and places lookup (seed 001 §3 "Geocode match", "Places-lookup result";
 * §7 POST /profile/geocode). Pure: the route hands in the known street addresses and the ZIP
 * data, so every branch of the address verification (seed 001 §4) is reachable and testable:
 * - one known residential address → the app adopts it without asking;
 * - a known commercial address → 'Confirm Address';
 * - several units at one street address → the selection modal with every unit;
 * - a street the sandbox does not know → the ZIP code's own place (city, state, county and
 *   coordinates), which the app adopts when the entered city and state agree with it, and
 *   offers in the modal when they do not;
 * - a ZIP code that does not exist → no match.
 */
import type { GeocodeMatch, PlaceResult } from '../../../../src/contract/address.ts';
import { DEFAULT_ADDRESS, formatFullAddress } from '../../../../src/contract/address.ts';
import type { ZipDirectory, ZipPlace } from '../../domain/geo/zip-place.ts';
import { streetKey, unitKey, type KnownAddress } from '../../domain/geo/address-keys.ts';

export { streetKey, unitKey, type KnownAddress };

/** What the geocoder reads of a geocode request (already checked by `GeocodeRequestSchema`). */
export type GeocodeQuery = { address: string; address2: string; city: string; stateCode: string; zipCode: string };

const INLINE_UNIT = /^(.*?)[\s,]*(?:\b(?:apt|apartment|unit|suite|ste)\.?\s*|#\s*)([a-z0-9-]+)$/i;

/** '2730 SE Clinton St Apt 101' → street and unit; a line without a unit is all street. */
export function splitInlineUnit(line: string): { street: string; unit: string } {
  const m = INLINE_UNIT.exec(line.trim());
  return m && m[1] ? { street: m[1], unit: m[2] ?? '' } : { street: line.trim(), unit: '' };
}

const isPlaceholder = (street: string) => street.trim().toLowerCase() === DEFAULT_ADDRESS.toLowerCase();

const byFullAddress = (a: GeocodeMatch, b: GeocodeMatch) =>
  a.address.fullAddress.localeCompare(b.address.fullAddress, 'en-US', { numeric: true });

function knownMatch(k: KnownAddress): GeocodeMatch {
  const address = {
    street1: k.street1,
    street2: k.street2,
    city: k.city,
    state: k.stateCode,
    zipCode: k.zipCode,
    county: k.county,
  };
  return {
    address: { ...address, fullAddress: formatFullAddress(address) },
    businessAddress: k.business,
    lat: k.lat,
    lng: k.lng,
  };
}

function placeMatch(q: GeocodeQuery, place: ZipPlace): GeocodeMatch {
  const address = {
    street1: q.address.trim(),
    street2: q.address2.trim(),
    city: place.city,
    state: place.stateCode,
    zipCode: place.zipCode,
    county: place.county,
  };
  return {
    address: { ...address, fullAddress: formatFullAddress(address) },
    businessAddress: false,
    lat: place.lat,
    lng: place.lng,
  };
}

/**
 * The known addresses in the query's ZIP code whose street is the entered one; with a unit
 * (Address Line 2, or one written into line 1), only that unit when the sandbox knows it, else
 * every unit at the street address so the shopper can pick.
 */
export function matchKnownAddresses(q: GeocodeQuery, known: readonly KnownAddress[]): KnownAddress[] {
  if (isPlaceholder(q.address)) return [];
  const inline = splitInlineUnit(q.address);
  const candidates = (street: string) =>
    street === '' ? [] : known.filter((k) => k.zipCode === q.zipCode && streetKey(k.street1) === street);
  // The whole line first: a street may end in what looks like a unit ('Avenue E').
  let matches = candidates(streetKey(q.address));
  let unit = unitKey(q.address2);
  if (matches.length === 0 && inline.unit !== '') {
    matches = candidates(streetKey(inline.street));
    unit ||= unitKey(inline.unit);
  }
  if (unit !== '') {
    const sameUnit = matches.filter((k) => unitKey(k.street2) === unit);
    if (sameUnit.length > 0) return sameUnit;
  }
  return matches;
}

/** `POST /profile/geocode`: the matches for the entered address, sorted by fullAddress. */
export function geocodeAddress(q: GeocodeQuery, known: readonly KnownAddress[], zips: ZipDirectory): GeocodeMatch[] {
  const place = zips.lookup(q.zipCode);
  if (!place) return [];
  const matches = matchKnownAddresses(q, known);
  if (matches.length > 0) return matches.map(knownMatch).sort(byFullAddress);
  return [placeMatch(q, place)];
}

/** A places query split into its street text and a trailing ZIP code ('2730 SE Clinton, 97202'). */
export function parsePlacesQuery(query: string): { street: string; zipCode: string | null } {
  const m = /^(.*?)[\s,]*\b(\d{5})(?:-\d{4})?$/.exec(query.trim());
  if (!m) return { street: query.trim(), zipCode: null };
  return { street: (m[1] ?? '').trim(), zipCode: m[2] ?? null };
}

/** At most this many known addresses per places answer (plus the ZIP code's place). */
export const PLACES_LIMIT = 5;

function placeResult(
  p: Omit<PlaceResult, 'state' | 'stateAbbreviation'> & { stateCode: string },
  zips: ZipDirectory,
): PlaceResult {
  const { stateCode, ...rest } = p;
  return { ...rest, state: zips.lookup(p.zipCode)?.stateName ?? stateCode, stateAbbreviation: stateCode };
}

/**
 * `GET /profile/places`: the known addresses the route found for the query (street words that
 * start with what was typed), then, when the query ends in a real ZIP code, that ZIP code's place.
 */
export function placesFor(query: string, known: readonly KnownAddress[], zips: ZipDirectory): PlaceResult[] {
  const { street, zipCode } = parsePlacesQuery(query);
  const streets = known
    .filter((k) => zipCode === null || k.zipCode === zipCode || street === '')
    .map(knownMatch)
    .sort(byFullAddress)
    .slice(0, PLACES_LIMIT)
    .map((m) =>
      placeResult(
        {
          streetAddress: [m.address.street1, m.address.street2].filter(Boolean).join(' '),
          city: m.address.city,
          stateCode: m.address.state,
          zipCode: m.address.zipCode,
          county: m.address.county,
          latitude: m.lat,
          longitude: m.lng,
        },
        zips,
      ),
    );
  const place = zipCode === null ? null : zips.lookup(zipCode);
  if (!place) return streets;
  const zipPlace = placeResult(
    {
      streetAddress: street.replace(/[\s,]+$/, ''),
      city: place.city,
      stateCode: place.stateCode,
      zipCode: place.zipCode,
      county: place.county,
      latitude: place.lat,
      longitude: place.lng,
    },
    zips,
  );
  return [...streets, zipPlace];
}

/**
 * The prefixes the route searches `known_addresses.street_key` with: the whole query, and the
 * street part before a trailing ZIP code. Normalized like the keys; empty ones are dropped.
 */
export function placesSearchKeys(query: string): string[] {
  const { street, zipCode } = parsePlacesQuery(query);
  const keys = [streetKey(query)];
  if (zipCode !== null) keys.push(streetKey(street));
  return [...new Set(keys.filter((k) => k !== ''))];
}
