/**
 * Credit pre-qualification rules (seed 000 §2 "soft-pull with verify", §3 "Credit info", §6, §8,
 * §9; issue 12 journeys 1–3), named after the spec. Pure: no signals, no calls.
 */
import type { FieldError } from '../../lib/http.ts';
import type { FieldValue, Rule, RuleError } from '../../lib/forms/index.ts';
import type { CreditTier } from '../deal/api.ts';
import { MAX_ANNUAL_INCOME, MIN_BORROWER_AGE, type SoftPullRequest } from './api.ts';
import { CREDIT_AGENCIES, type CreditAgency } from './prequalification.ts';

// ─── Seed 000 §3 credit tiers ─────────────────────────────────────────────────────────────

export type CreditTierRange = { tier: CreditTier; min: number; max: number };

/** Seed 000 §3 "Credit tiers (floor to ceiling)": worst 0-599 … excellent 740-850. */
export const CREDIT_TIER_RANGES: readonly CreditTierRange[] = [
  { tier: 'worst', min: 0, max: 599 },
  { tier: 'poor', min: 600, max: 619 },
  { tier: 'fair', min: 620, max: 659 },
  { tier: 'good', min: 660, max: 699 },
  { tier: 'great', min: 700, max: 739 },
  { tier: 'excellent', min: 740, max: 850 },
];

/** The tiers a shopper picks from, best first (the way people read a credit range list). */
export const SELF_SELECT_TIERS: readonly CreditTierRange[] = [...CREDIT_TIER_RANGES].reverse();

/** '740–850' (an en dash: a range, not a subtraction). */
export function tierRangeText(tier: CreditTier): string {
  const range = CREDIT_TIER_RANGES.find((r) => r.tier === tier) ?? CREDIT_TIER_RANGES[0]!;
  return `${String(range.min)}–${String(range.max)}`;
}

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

// ─── Date of birth (seed 000 §9: MM/DD/YYYY) ─────────────────────────────────────────────

export const DATE_OF_BIRTH_MAX_LENGTH = 10;

/** The MM/DD/YYYY mask: digits only, slashes put in as the shopper types. */
export function maskDateOfBirth(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** 'MM/DD/YYYY' → 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function parseDateOfBirth(input: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!m) return null;
  const [, mm, dd, yyyy] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1) return null;
  if (date.getUTCDate() !== Number(dd)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** Whole years from a 'YYYY-MM-DD' birth date to `today` (local calendar date). */
export function ageOn(birthIso: string, today: Date): number {
  const [y, m, d] = birthIso.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < m || (month === m && today.getDate() < d)) age--;
  return age;
}

/** Nobody alive is older: a year like 1026 is a typo, not a borrower. */
export const MAX_BORROWER_AGE = 120;

/** The date of birth field: MM/DD/YYYY, a real date, MIN_BORROWER_AGE (18) or older. */
export function dateOfBirthRule(now: () => Date = () => new Date()): Rule {
  return (value: FieldValue): RuleError | null => {
    if (typeof value !== 'string' || value.trim() === '') return null;
    const iso = parseDateOfBirth(value);
    if (!iso) return { key: 'credit.dob.invalid', params: {} };
    const age = ageOn(iso, now());
    if (age < 0 || age > MAX_BORROWER_AGE) return { key: 'credit.dob.invalid', params: {} };
    if (age < MIN_BORROWER_AGE) return { key: 'credit.dob.tooYoung', params: { age: MIN_BORROWER_AGE } };
    return null;
  };
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
