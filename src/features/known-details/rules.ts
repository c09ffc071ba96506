/**
 * Known details, pure and named after what they decide: what the app knows of the shopper (their
 * account, and what they typed earlier in this visit, the latest winning), which blank fields of a
 * form it fills, and when it forgets. Only a name, an email, a phone, a ZIP and an address are known
 * details: a date of birth, an SSN or an income never is, so no form is ever filled with one.
 */
import { maskPhone } from '../../contract/format.ts';
import { isPhone, stripPhoneMask } from '../../contract/form-rules.ts';
import type { Visitor } from '../../contract/page-context.ts';
import type { ProfileDetails } from '../../contract/known-details.ts';

/** An address named as the address form names its fields (address/rules.ts ADDRESS_FORM_RULES). */
export type KnownAddress = { address: string; address2: string; city: string; stateCode: string; zipCode: string };

export type KnownDetails = {
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits, or ''. */
  phoneNumber: string;
  /** The ZIP the shopper gave last (typed alone, with an address, or on the account), or ''. */
  zipCode: string;
  address: KnownAddress | null;
};

/** What the shopper typed in this visit. */
export type TypedDetails = Partial<Omit<KnownDetails, 'address'>> & { address?: KnownAddress };

/** The fields other than the address that a form may take from the known details. */
export type ContactField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'zipCode';

const ADDRESS_PARTS = ['address', 'address2', 'city', 'stateCode', 'zipCode'] as const;

/** The account's address as the address form names it. */
function accountAddress(account: ProfileDetails | null): KnownAddress | null {
  const a = account?.address;
  return a ? { address: a.street1, address2: a.street2, city: a.city, stateCode: a.state, zipCode: a.zipCode } : null;
}

/**
 * What the app knows of the shopper now: what they typed in this visit, else their account, else
 * the page context's user context (seed 000 §3: name, email, phone and ZIP of a signed-in or
 * recognised shopper). The address is taken whole from one source, never mixed.
 */
export function knownDetails(sources: {
  visitor: Pick<Visitor, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'zipcode'> | null;
  account: ProfileDetails | null;
  typed: TypedDetails;
}): KnownDetails {
  const { visitor, account, typed } = sources;
  const address = typed.address ?? accountAddress(account);
  return {
    firstName: typed.firstName || account?.firstName || visitor?.firstName || '',
    lastName: typed.lastName || account?.lastName || visitor?.lastName || '',
    email: typed.email || account?.email || visitor?.email || '',
    phoneNumber: typed.phoneNumber || account?.phoneNumber || visitor?.phoneNumber || '',
    zipCode: typed.zipCode || address?.zipCode || account?.zipCode || visitor?.zipcode || '',
    address,
  };
}

/**
 * What the shopper typed, added to what they typed before: a blank or invalid value is not
 * remembered (it erases nothing), the phone is kept as its ten digits, and an address only whole
 * (street, city, state and a five-digit ZIP), its ZIP then becoming the ZIP they gave last.
 */
export function rememberedDetails(before: TypedDetails, typed: TypedDetails): TypedDetails {
  const next: TypedDetails = { ...before };
  for (const name of ['firstName', 'lastName', 'email'] as const) {
    const value = typed[name]?.trim();
    if (value) next[name] = value;
  }
  const phone = typed.phoneNumber ?? '';
  if (isPhone(phone)) next.phoneNumber = stripPhoneMask(phone);
  const zip = typed.zipCode?.trim() ?? '';
  if (/^\d{5}$/.test(zip)) next.zipCode = zip;
  const a = typed.address;
  if (a && a.address.trim() && a.city.trim() && a.stateCode && /^\d{5}$/.test(a.zipCode.trim())) {
    next.address = {
      address: a.address.trim(),
      address2: a.address2.trim(),
      city: a.city.trim(),
      stateCode: a.stateCode,
      zipCode: a.zipCode.trim(),
    };
    next.zipCode = next.address.zipCode;
  }
  return next;
}

/** A form's state as prefilling reads it. */
export type FormState = { values: Readonly<Record<string, unknown>>; touched: Readonly<Record<string, boolean>> };

const isBlank = (form: FormState, name: string) =>
  name in form.values && form.values[name] === '' && !form.touched[name];

/**
 * The known values a form takes: only into its fields still blank and never left by the shopper
 * (what they typed, or emptied, stays theirs), the phone in its '(###) ###-####' mask.
 */
export function prefillBlanks(
  form: FormState,
  known: KnownDetails,
  fields: readonly ContactField[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fields) {
    const value = name === 'phoneNumber' ? maskPhone(known.phoneNumber) : known[name];
    if (value && isBlank(form, name)) out[name] = value;
  }
  return out;
}

/**
 * The known address for an address form, whole, when none of its street, unit, city and state has
 * been typed (nor its ZIP, unless it is the same ZIP): an address is never half the shopper's and
 * half another. Verifying it (seed 001 §4) is still the form's own step.
 */
export function addressToPrefill(form: FormState, address: KnownAddress | null): Partial<KnownAddress> {
  if (!address) return {};
  const zip = form.values['zipCode'];
  const zipFree = isBlank(form, 'zipCode') || zip === address.zipCode;
  const free = ADDRESS_PARTS.every((name) => name === 'zipCode' || isBlank(form, name));
  return free && zipFree ? { ...address } : {};
}

/**
 * Whether what was typed in this visit stays known when the signed-in shopper changes: a visitor
 * signing in is the same person; signing out, or another shopper signing in, forgets it.
 */
export function keepsTypedDetails(from: string | null, to: string | null): boolean {
  return from === to || from === null;
}

/**
 * Whether filling these fields needs the account read: not when the page context (or what was typed)
 * already knows every one of them and no address is asked for.
 */
export function needsAccountRead(known: KnownDetails, fields: readonly ContactField[], address: boolean): boolean {
  return address || fields.some((field) => !known[field]);
}
