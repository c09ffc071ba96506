/**
 * Registration rules (seed 000 §5 shared rules, phone and password; seed 001 §5 phone, zip code,
 * address form and server field errors), pure. The field rules themselves are the contract's
 * (src/contract/register.ts), which the sandbox server's request schemas check with too, so a value
 * is valid on the page exactly when it is valid on the server. The phone is typed in lib/ui's
 * `PhoneField`; step two's address rules are the address feature's `ADDRESS_FORM_RULES`.
 */
import '../../lib/i18n/parts/validation.ts';
import { firstBrokenRule, isPhone, stripPhoneMask } from '../../lib/forms/rules.ts';
import { STEP_ONE_RULES, type StepOneField, type StepOneValues } from '../../contract/register.ts';
import type { FieldError } from '../../contract/http.ts';
import { ADDRESS_FORM_RULES, type AddressValues } from '../address/index.ts';

/** About you, your address (verified, seed 001 §4), then a password. */
export type RegisterStep = 'one' | 'two' | 'three';

/** True when every step-one field passes its rules: only then is step one sent to the server. */
export function isStepOneValid(values: StepOneValues): boolean {
  return (Object.keys(STEP_ONE_RULES) as StepOneField[]).every(
    (name) => firstBrokenRule(STEP_ONE_RULES[name], values[name], values) === null,
  );
}

export function isStepOneField(field: string): field is StepOneField {
  return Object.hasOwn(STEP_ONE_RULES, field);
}

export function isAddressField(field: string): field is keyof AddressValues {
  return Object.hasOwn(ADDRESS_FORM_RULES, field);
}

/**
 * The step that owns a field named by a register call's 400. The zip code sent is the verified
 * address's (step two), so its errors show there; step one's zip code was checked by step one's call.
 */
export function stepOfField(field: string): RegisterStep {
  if (isAddressField(field)) return 'two';
  return isStepOneField(field) ? 'one' : 'three';
}

/**
 * Server field errors of a register call go to the step whose field they name (seed 001 §5
 * "attached to the matching form fields"); errors naming no field stay with step three.
 */
export function splitFieldErrors(errors: readonly FieldError[]): Record<RegisterStep, FieldError[]> {
  const split: Record<RegisterStep, FieldError[]> = { one: [], two: [], three: [] };
  for (const error of errors) split[stepOfField(error.field)].push(error);
  return split;
}

/** What step one sends: trimmed text and the phone's bare digits (the mask is for the eye only). */
export function stepOneBody(values: StepOneValues): StepOneValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: stripPhoneMask(values.phoneNumber),
    zipCode: values.zipCode.trim(),
  };
}

/**
 * What a social sign-up (POST /profile/register-sso) takes from step one: the phone and zip code
 * when they are already valid, nothing otherwise (both are optional there).
 */
export function ssoSignUpExtras(values: Pick<StepOneValues, 'phoneNumber' | 'zipCode'>): {
  phoneNumber?: string;
  zipCode?: string;
} {
  const zip = values.zipCode.trim();
  return {
    ...(isPhone(values.phoneNumber) ? { phoneNumber: stripPhoneMask(values.phoneNumber) } : {}),
    ...(/^\d{5}$/.test(zip) ? { zipCode: zip } : {}),
  };
}

/**
 * Step two starts from step one's zip code while its own is empty: the shopper already said where
 * they are, and a zip code they typed here (or one verification adopted) is never overwritten.
 */
export function prefilledAddressZip(addressZip: string, stepOneZip: string): string {
  return addressZip.trim() === '' ? stepOneZip.trim() : addressZip;
}

export type AddressBody = {
  address: string;
  address2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  county: string;
  lat: number | null;
  lng: number | null;
};

/** A coordinate of the form ('' until geocoding or autocomplete set it) as the request's number or null. */
function coordinate(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** What step two sends: the verified address, trimmed, with its county and coordinates. */
export function addressBody(values: AddressValues): AddressBody {
  return {
    address: values.address.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    stateCode: values.stateCode.trim(),
    zipCode: values.zipCode.trim(),
    county: values.county.trim(),
    lat: coordinate(values.lat),
    lng: coordinate(values.lng),
  };
}
