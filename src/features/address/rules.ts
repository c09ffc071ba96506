/**
 * Address form and verification rules (seed 001 §2 "Address form and selection modal", §3 "Address
 * form", §4 "Address verification", §5 "Address form"), named after the spec. Pure.
 */
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/address.ts';
import type { FieldSpecs, Form } from '../../lib/forms/index.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { ADDRESS_FIELDS, type GeocodeMatch, type PlaceResult } from '../../contract/address.ts';

/** The address form: the contract's fields (ADDRESS_FIELDS), and county, lat and lng (seed 001 §3), filled by geocoding and autocomplete, never typed. */
export const ADDRESS_FORM_RULES = {
  address: { ...ADDRESS_FIELDS.address, initial: '' },
  address2: { ...ADDRESS_FIELDS.address2, initial: '' },
  city: { ...ADDRESS_FIELDS.city, initial: '' },
  stateCode: { ...ADDRESS_FIELDS.stateCode, initial: '' },
  zipCode: { ...ADDRESS_FIELDS.zipCode, initial: '' },
  county: { label: 'address.label.county', initial: '', rules: [] },
  lat: { label: 'address.label.lat', initial: '', rules: [] },
  lng: { label: 'address.label.lng', initial: '', rules: [] },
} as const satisfies FieldSpecs;

export type AddressFieldSpecs = typeof ADDRESS_FORM_RULES;
/** Any form that has the address fields (the registration form adds its own). */
export type AddressForm = Form<AddressFieldSpecs>;
export type AddressFieldName = keyof AddressFieldSpecs;
/** The address form's values; lat and lng are text ('' when unknown), like every form value. */
export type AddressValues = Record<AddressFieldName, string>;

/** The fields the shopper types, the ones step 1 validates. */
export const ADDRESS_INPUT_FIELDS = ['address', 'address2', 'city', 'stateCode', 'zipCode'] as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Seed 001 §4 "Address verification" step 2: exactly one result, whose city, state and zip equal
 * the entered ones (case-insensitive), and which is not a business address. Anything else (zero
 * results, several, a business address, a mismatch) opens the selection modal (step 3).
 */
export function autoAdoptedMatch(
  entered: Pick<AddressValues, 'city' | 'stateCode' | 'zipCode'>,
  results: readonly GeocodeMatch[],
): GeocodeMatch | null {
  if (results.length !== 1) return null;
  const [only] = results as [GeocodeMatch];
  if (only.businessAddress) return null;
  const { city, state, zipCode } = only.address;
  return same(city, entered.city) && same(state, entered.stateCode) && same(zipCode, entered.zipCode) ? only : null;
}

/** Step 2's overwrite: street, city, state, zip, county, lat and lng (Address Line 2 is the shopper's). */
export function adoptedAddress(match: GeocodeMatch): Omit<AddressValues, 'address2'> {
  return {
    address: match.address.street1,
    city: match.address.city,
    stateCode: match.address.state.toUpperCase(),
    zipCode: match.address.zipCode,
    county: match.address.county,
    lat: String(match.lat),
    lng: String(match.lng),
  };
}

/** Step 4: a chosen suggestion fills the whole form, its unit (or none) included. */
export function chosenAddress(match: GeocodeMatch): AddressValues {
  return { ...adoptedAddress(match), address2: match.address.street2 };
}

/** Seed 001 §2: 'Confirm Address' when any suggestion is a business address, else 'We couldn't find…'. */
export function selectionModalTitle(suggestions: readonly GeocodeMatch[]): MessageKey {
  return suggestions.some((s) => s.businessAddress) ? 'address.modal.confirmTitle' : 'address.modal.notFoundTitle';
}

/**
 * Seed 001 §2 names three subtitles and not when each applies; ours: the commercial one with a
 * business address among the suggestions (it goes with 'Confirm Address'), 'Did you mean?' when
 * there are other suggestions, and 'Please edit or continue…' when there are none to offer.
 */
export function selectionModalSubtitle(suggestions: readonly GeocodeMatch[]): MessageKey {
  if (suggestions.some((s) => s.businessAddress)) return 'address.modal.commercial';
  return suggestions.length > 0 ? 'address.modal.didYouMean' : 'address.modal.editOrContinue';
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Step 5: an autocomplete selection fills the street, city, state, zip, county and lat/lng, each
 * keeping the existing value when the returned one is empty.
 */
export function mergeAutocompleteSelection(
  current: Omit<AddressValues, 'address2'>,
  place: PlaceResult,
): Omit<AddressValues, 'address2'> {
  const coordinate = (value: number | null, existing: string) => (value === null ? existing : String(value));
  return {
    address: filled(place.streetAddress) ? place.streetAddress.trim() : current.address,
    city: filled(place.city) ? place.city : current.city,
    stateCode: filled(place.stateAbbreviation) ? place.stateAbbreviation : current.stateCode,
    zipCode: filled(place.zipCode) ? place.zipCode : current.zipCode,
    county: filled(place.county) ? place.county : current.county,
    lat: coordinate(place.latitude, current.lat),
    lng: coordinate(place.longitude, current.lng),
  };
}

/** The form's values as the geocode request (seed 001 §7: 'body the address … form'). */
export function geocodeRequestOf(values: Pick<AddressValues, (typeof ADDRESS_INPUT_FIELDS)[number]>) {
  return {
    address: values.address.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    stateCode: values.stateCode.trim(),
    zipCode: values.zipCode.trim(),
  };
}
