/**
 * Ghost registration rules (seed 001 §3 "Ghost lead", §4 "Ghost registration", §5 "Ghost form"),
 * pure and named after the spec.
 */
import '../../lib/i18n/parts/validation.ts';
import * as v from 'valibot';
import type { GeocodeMatch } from '../../contract/address.ts';
import { email, phone, required, stripPhoneMask, zip, type FieldSpecs } from '../../lib/forms/index.ts';
import { maskPhone } from '../../contract/format.ts';
import { routeTable } from '../../contract/route-table.ts';
import { appRedirectPath } from '../auth/index.ts';
import {
  GhostLeadSchema,
  GHOST_DEFAULT_ADDRESS,
  type GhostLead,
  type RegisterGhostRequest,
} from '../../contract/ghost.ts';
import type { ConsentLocale, ConsentVersionId } from '../../contract/contact-consent.ts';

/**
 * Seed 001 §5 "Ghost form": first and last name required; email required and an email; phone by
 * the phone rule but optional; zip code required, exactly 5 digits; the terms checkbox required.
 */
export function ghostFormFields() {
  return {
    firstName: { label: 'forms.label.firstName', initial: '', rules: [required] },
    lastName: { label: 'forms.label.lastName', initial: '', rules: [required] },
    email: { label: 'forms.label.email', initial: '', rules: [required, email] },
    phoneNumber: { label: 'forms.label.phoneNumber', initial: '', rules: [phone] },
    zipCode: { label: 'forms.label.zipCode', initial: '', rules: [required, zip] },
    terms: { label: 'forms.label.terms', initial: false as boolean, rules: [required] },
  } satisfies FieldSpecs;
}

export type GhostFormFields = ReturnType<typeof ghostFormFields>;
export type GhostFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  zipCode: string;
  terms: boolean;
};

/** Seed 001 §5: the terms checkbox is required, and unchecked becomes null (so `required` fails). */
export function termsValue(checked: boolean): true | null {
  return checked ? true : null;
}

/**
 * Seed 001 §3 "Ghost lead": read from the server cookie endpoint, or from the backup copy kept in
 * session storage (`cscookiebackup`), used when the server copy has no email.
 */
export function pickGhostLead(server: GhostLead | null, backup: GhostLead | null): GhostLead | null {
  if (server && server.email.trim() !== '') return server;
  return backup && backup.email.trim() !== '' ? backup : null;
}

/** A recognised ghost (seed 001 §2): a ghost cookie with an email. */
export function isRecognisedGhost(lead: GhostLead | null): lead is GhostLead {
  return lead !== null && lead.email.trim() !== '';
}

/** Seed 001 §2: with an existing ghost cookie, name and zip fields are hidden and email is read-only. */
export function ghostFieldVisibility(recognised: boolean) {
  return { names: !recognised, zipCode: !recognised, emailReadOnly: recognised };
}

/** The form values a recognised ghost starts with (the hidden fields must still pass their rules). */
export function ghostFormPrefill(lead: GhostLead): Omit<GhostFormValues, 'terms'> {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phoneNumber: maskPhone(lead.phoneNumber),
    zipCode: lead.zipCode,
  };
}

/** Seed 001 §5: zero geocode matches is a zip code error (null here); several matches use the first. */
export function pickGeocodeMatch(matches: readonly GeocodeMatch[]): GeocodeMatch | null {
  return matches[0] ?? null;
}

export type GeocodedFields = Pick<RegisterGhostRequest, 'city' | 'stateCode' | 'zipCode' | 'county' | 'lat' | 'lng'>;

/** Seed 001 §4 "Ghost registration": fill city, state, zip, county, lat and lng from the match. */
export function fillFromGeocode(match: GeocodeMatch): GeocodedFields {
  return {
    city: match.address.city,
    stateCode: match.address.state,
    zipCode: match.address.zipCode,
    county: match.address.county,
    lat: match.lat,
    lng: match.lng,
  };
}

/** The register-ghost body: the form, the geocoded fields, the defaults of seed 001 §3 and the consent shown. */
export function toRegisterGhostRequest(
  values: GhostFormValues,
  geocoded: GeocodedFields,
  consent: { version: ConsentVersionId; locale: ConsentLocale },
): RegisterGhostRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: stripPhoneMask(values.phoneNumber),
    email: values.email.trim(),
    // A client check already refused an unchecked box; the schema refuses null again.
    terms: termsValue(values.terms) as true,
    address: GHOST_DEFAULT_ADDRESS,
    address2: '',
    smsAllowed: false,
    ...geocoded,
    consent,
  };
}

/** The `cscookiebackup` copy (seed 001 §3 "ghost form JSON"): what the cookie endpoint would answer. */
export function toCookieBackup(values: GhostFormValues, geocoded: GeocodedFields): GhostLead {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: stripPhoneMask(values.phoneNumber),
    email: values.email.trim(),
    zipCode: geocoded.zipCode,
  };
}

export const CookieBackupSchema = GhostLeadSchema;

export function isCookieBackup(value: unknown): value is GhostLead {
  return v.is(CookieBackupSchema, value);
}

/** Seed 001 §4: on success go to /login-success/ghost, with the optional redirectPath. */
export function loginSuccessHref(redirectPath: string | null | undefined): string {
  const safe = appRedirectPath(redirectPath);
  const base = routeTable.loginSuccessGhost.path;
  return safe ? `${base}?${new URLSearchParams({ redirectPath: safe }).toString()}` : base;
}
