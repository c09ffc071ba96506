/**
 * Credit pre-qualification rules (seed 000 §2 "soft-pull with verify", §3 "Credit info", §6, §8,
 * §9), named after the spec. Pure: no signals, no calls.
 */
import type { FieldError } from '../../contract/http.ts';
import type { Rule } from '../../lib/forms/index.ts';
import type { CreditTier } from '../../contract/deal.ts';
import { dateOfBirthRule as sharedDateOfBirthRule, parseDateOfBirth } from '../../lib/forms/date-of-birth.ts';
import { MAX_ANNUAL_INCOME, type SoftPullRequest } from '../../contract/credit.ts';
import { CREDIT_AGENCIES, type CreditAgency } from '../../contract/prequalification.ts';

// ─── Seed 000 §3 credit tiers ─────────────────────────────────────────────────────────────

// Their own module: the deal page names a payment's range without loading the pre-qualification's rules.
export { CREDIT_TIER_RANGES, SELF_SELECT_TIERS, tierRangeText, type CreditTierRange } from './tier-ranges.ts';

/** Seed 000 §6: the self-selected credit profile is on when the evaluator is CUSTOMER. */
export function isSelfSelectOn(evaluator: { evaluator: string } | null): boolean {
  return evaluator?.evaluator === 'CUSTOMER';
}

/** The tier shown as chosen: the deal's own when it was self-selected, else the shopper's last choice. */
export function selectedSelfTier(
  offer: { creditTier: CreditTier; creditSource: string },
  shopperChoice: CreditTier | null,
): CreditTier | null {
  return offer.creditSource === 'SELF_SELECTED' ? offer.creditTier : shopperChoice;
}

// ─── Agencies ─────────────────────────────────────────────────────────────────────────────

/** The agency a no-hit or a frozen file sends the shopper to next. */
export function otherAgency(agency: CreditAgency): CreditAgency {
  return CREDIT_AGENCIES.find((a) => a !== agency) ?? agency;
}

// ─── Date of birth (seed 000 §9: MM/DD/YYYY; shared with the finance application in lib/forms) ───

export {
  ageOn,
  DATE_OF_BIRTH_MAX_LENGTH,
  MAX_BORROWER_AGE,
  maskDateOfBirth,
  parseDateOfBirth,
} from '../../lib/forms/date-of-birth.ts';

/** The date of birth field: MM/DD/YYYY, a real date, MIN_BORROWER_AGE (18) or older. */
export function dateOfBirthRule(now: () => Date = () => new Date()): Rule {
  return sharedDateOfBirthRule({ invalid: 'credit.dob.invalid', tooYoung: 'credit.dob.tooYoung' }, now);
}

/** What the verify page shows of the date of birth: the year only ('••/••/1990'). */
export function maskedDateOfBirth(input: string): string {
  const year = /(\d{4})$/.exec(input.trim())?.[1] ?? '••••';
  return `••/••/${year}`;
}

// ─── Yearly income (whole dollars) ────────────────────────────────────────────────────────

/** '$85,000' or '85000' → 85000; anything but whole, non-negative dollars → null. */
export function parseIncome(input: string): number | null {
  const clean = input.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^\d+$/.test(clean)) return null;
  const n = Number(clean);
  return Number.isSafeInteger(n) ? n : null;
}

/** The income field: whole dollars, at most MAX_ANNUAL_INCOME. */
export const incomeRule: Rule = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = parseIncome(value);
  if (n === null) return { key: 'credit.income.invalid', params: {} };
  if (n > MAX_ANNUAL_INCOME) return { key: 'credit.income.tooHigh', params: {} };
  return null;
};

// ─── The request and its 400 ──────────────────────────────────────────────────────────────

export type SoftPullDetails = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  annualIncome: string;
  agency: string;
};
export type SoftPullAddress = { address: string; address2: string; city: string; stateCode: string; zipCode: string };

/** The body of POST /soft-pull from the form as typed (MM/DD/YYYY and '$85,000' converted). */
export function softPullBody(
  details: SoftPullDetails,
  address: SoftPullAddress,
  consent: SoftPullRequest['consent'],
): SoftPullRequest {
  return {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    address: {
      street1: address.address.trim(),
      street2: address.address2.trim(),
      city: address.city.trim(),
      state: address.stateCode.trim().toUpperCase(),
      zipCode: address.zipCode.trim(),
    },
    dateOfBirth: parseDateOfBirth(details.dateOfBirth) ?? details.dateOfBirth,
    annualIncome: parseIncome(details.annualIncome) ?? Number.NaN,
    agency: details.agency as CreditAgency,
    consent,
  };
}

/** The server's address paths, as the address form names its fields. */
const ADDRESS_FIELDS: Record<string, string> = {
  'address.street1': 'address',
  'address.street2': 'address2',
  'address.city': 'city',
  'address.state': 'stateCode',
  'address.zipCode': 'zipCode',
};
const DETAIL_FIELDS = new Set(['firstName', 'lastName', 'dateOfBirth', 'annualIncome', 'agency']);

/** A 400's field errors by the form that shows them; the rest (consent) are the page's. */
export function splitSoftPullErrors(errors: readonly FieldError[]): {
  details: FieldError[];
  address: FieldError[];
  other: FieldError[];
} {
  const out = { details: [] as FieldError[], address: [] as FieldError[], other: [] as FieldError[] };
  for (const error of errors) {
    const addressField = ADDRESS_FIELDS[error.field];
    if (addressField) out.address.push({ field: addressField, message: error.message });
    else if (DETAIL_FIELDS.has(error.field)) out.details.push(error);
    else out.other.push(error);
  }
  return out;
}
