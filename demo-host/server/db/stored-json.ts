/**
 * Readers of a deal's stored JSON that a bad value cannot break. Rows are
 * written from validated input, but a value that got in before a bound existed, or by hand (1e308,
 * `1e999`, which JSON reads as Infinity, or text that is no JSON), must not turn every later read
 * of the deal and the garage into a 500. Each reader keeps what is valid and drops, or falls back
 * to the default for, what is not, and says so in the log (the deal id only: no personal data).
 */
import * as v from 'valibot';
import {
  DealPreferencesSchema,
  ExternalOfferLineItemSchema,
  FinancierTypeSchema,
  LEASE_DEFAULT_MILES,
  type DealPreferences,
  type ExternalOfferLineItem,
} from '../../../src/contract/deal.ts';
import { cleanLineItems } from '../../../src/contract/deal.ts';
import { MAX_MONEY } from '../../../src/contract/bounds.ts';

const prefs = DealPreferencesSchema.entries;
const finance = prefs.financePreferences.entries;
const lease = prefs.leasePreferences.entries;

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Says once per read that a stored value was dropped; `what` names the column, never its value. */
function dropped(dealId: string, what: string): void {
  console.warn(`deal ${dealId}: dropped an invalid stored ${what}`);
}

/**
 * Applied offers as the engine may sum them: valid items with an amount above 0, one per type
 * (the last wins). Anything else in the column is dropped.
 */
export function readOffers(dealId: string, text: string | null, column = 'external offer'): ExternalOfferLineItem[] {
  const raw = parse(text);
  const list = Array.isArray(raw) ? raw : [];
  const valid: ExternalOfferLineItem[] = [];
  let bad = !Array.isArray(raw) && text !== null && text !== '[]';
  for (const item of list) {
    const parsed = v.safeParse(ExternalOfferLineItemSchema, item);
    if (parsed.success) valid.push(parsed.output);
    else bad = true;
  }
  if (bad) dropped(dealId, column);
  return cleanLineItems(valid);
}

/** Each field of the preferences that fails its schema falls back to a new deal's value. */
const LenientPreferencesSchema = v.object({
  dealType: v.fallback(prefs.dealType, null),
  financePreferences: v.fallback(
    v.object({
      financierType: v.fallback(FinancierTypeSchema, 'ALL'),
      captiveFinancier: v.fallback(finance.captiveFinancier, null),
      downPayment: v.fallback(finance.downPayment, null),
      term: v.fallback(finance.term, null),
      externalOffers: v.fallback(v.unknown(), []),
    }),
    { financierType: 'ALL', captiveFinancier: null, downPayment: null, term: null, externalOffers: [] },
  ),
  leasePreferences: v.fallback(
    v.object({
      downPayment: v.fallback(lease.downPayment, null),
      term: v.fallback(lease.term, null),
      mileage: v.fallback(lease.mileage, LEASE_DEFAULT_MILES),
      externalOffers: v.fallback(v.unknown(), []),
    }),
    { downPayment: null, term: null, mileage: LEASE_DEFAULT_MILES, externalOffers: [] },
  ),
  appliedPreApproval: v.fallback(prefs.appliedPreApproval, null),
  chosenOffer: v.fallback(prefs.chosenOffer, null),
});

/** A deal's (or certificate's) preferences: valid as stored, or repaired field by field. */
export function readPreferences(dealId: string, text: string): DealPreferences {
  const raw = parse(text);
  const valid = v.safeParse(DealPreferencesSchema, raw);
  if (valid.success) return valid.output;
  dropped(dealId, 'preference');
  const lenient = v.parse(LenientPreferencesSchema, raw && typeof raw === 'object' ? raw : {});
  const offersOf = (part: unknown) => readOffers(dealId, JSON.stringify(part ?? []), 'preferred offer');
  return {
    dealType: lenient.dealType,
    financePreferences: {
      ...lenient.financePreferences,
      externalOffers: offersOf(lenient.financePreferences.externalOffers),
    },
    leasePreferences: {
      ...lenient.leasePreferences,
      externalOffers: offersOf(lenient.leasePreferences.externalOffers),
    },
    appliedPreApproval: lenient.appliedPreApproval,
    chosenOffer: lenient.chosenOffer,
  };
}

/** A stored list of ids; anything else reads as none. */
export function readIds(dealId: string, text: string | null): string[] {
  const raw = parse(text);
  if (Array.isArray(raw) && raw.every((id) => typeof id === 'string')) return raw as string[];
  if (text !== null) dropped(dealId, 'id list');
  return [];
}

/** A stored amount the engine can price with: a finite number no larger than any amount can be. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_MONEY;

/** True when every number in a stored value is finite and no larger than any amount can be. */
export function boundedNumbers(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_MONEY;
  if (Array.isArray(value)) return value.every(boundedNumbers);
  if (value && typeof value === 'object') return Object.values(value).every(boundedNumbers);
  return true;
}

/** Stored JSON whose numbers are all bounded, else undefined (the caller treats it as absent). */
export function readBounded(dealId: string, text: string, what: string): unknown {
  const raw = parse(text);
  if (raw !== undefined && boundedNumbers(raw)) return raw;
  dropped(dealId, what);
  return undefined;
}
