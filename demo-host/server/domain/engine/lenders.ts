/**
 * The sandbox's lender table: one captive lender per make and three non-captive banks, with
 * APRs by credit tier × term × new/used, lease money factors by tier, acquisition fees and
 * minimum down payments. The figures are illustrative but in line with published 2025 market
 * averages (README.md lists them with sources).
 */
import type { CreditTier } from '../../../../src/contract/deal.ts';
import { roundTo } from './money.ts';
import type { EngineVehicle, Lender } from './types.ts';
import { MAX_FINANCE_AGE, vehicleAge } from './vehicle-rules.ts';

type LenderPolicy = Lender & {
  /** Lease acquisition fee in dollars, or null when the lender does not lease. */
  acquisitionFee: number | null;
  /** Oldest used vehicle financed, in model years. */
  maxUsedAge: number;
  /** Percentage points added to (or taken off) the table APR. */
  aprMargin: number;
  /** Added to the table money factor. */
  moneyFactorMargin: number;
};

/** Captives finance used stock up to 6 model years old (their certified pre-owned window). */
const CAPTIVE_MAX_USED_AGE = 6;

function captive(lenderNumber: string, name: string, make: string, acquisitionFee: number): LenderPolicy {
  return {
    lenderNumber,
    name,
    captive: true,
    captiveMake: make,
    acquisitionFee,
    maxUsedAge: CAPTIVE_MAX_USED_AGE,
    aprMargin: 0,
    moneyFactorMargin: 0,
  };
}

const POLICIES: readonly LenderPolicy[] = [
  captive('101', 'BMW Financial Services', 'BMW', 925),
  captive('102', 'GM Financial', 'Chevrolet', 695),
  captive('103', 'Ford Credit', 'Ford', 645),
  captive('104', 'Honda Financial Services', 'Honda', 595),
  captive('105', 'Hyundai Motor Finance', 'Hyundai', 650),
  captive('106', 'Kia Finance', 'Kia', 650),
  captive('107', 'Nissan Motor Acceptance', 'Nissan', 700),
  captive('108', 'Subaru Motors Finance', 'Subaru', 595),
  captive('109', 'Toyota Financial Services', 'Toyota', 650),
  captive('110', 'Volvo Car Financial Services', 'Volvo', 1095),
  // Only Northstar Bank also leases, so the lease tab has a non-captive choice too.
  {
    lenderNumber: '201',
    name: 'Northstar Bank',
    captive: false,
    captiveMake: null,
    acquisitionFee: 795,
    maxUsedAge: MAX_FINANCE_AGE,
    aprMargin: 0,
    moneyFactorMargin: 0.00035,
  },
  {
    lenderNumber: '202',
    name: 'Summit Credit Union',
    captive: false,
    captiveMake: null,
    acquisitionFee: null,
    maxUsedAge: MAX_FINANCE_AGE,
    aprMargin: -0.25,
    moneyFactorMargin: 0,
  },
  {
    lenderNumber: '203',
    name: 'Lakeshore Bank',
    captive: false,
    captiveMake: null,
    acquisitionFee: null,
    maxUsedAge: MAX_FINANCE_AGE,
    aprMargin: 0.25,
    moneyFactorMargin: 0,
  },
];

function policyOf(lender: Lender): LenderPolicy {
  const policy = POLICIES.find((p) => p.lenderNumber === lender.lenderNumber);
  if (!policy) throw new RangeError(`unknown lender ${lender.lenderNumber}`);
  return policy;
}

const toLender = (p: LenderPolicy): Lender => ({
  lenderNumber: p.lenderNumber,
  name: p.name,
  captive: p.captive,
  captiveMake: p.captiveMake,
});

/** Every lender of the table, captives first, each group by lender number. */
export const ALL_LENDERS: readonly Lender[] = POLICIES.map(toLender);

/** The make's captive lender (if any) followed by all non-captive banks. */
export function lendersFor(make: string): Lender[] {
  const wanted = make.trim().toLowerCase();
  return POLICIES.filter((p) => !p.captive || p.captiveMake?.toLowerCase() === wanted).map(toLender);
}

/** Bank APR (percent) at 60 months, by tier and new/used. */
export const BANK_BASE_APR: Readonly<Record<CreditTier, { NEW: number; USED: number }>> = {
  excellent: { NEW: 5.49, USED: 6.99 },
  great: { NEW: 6.49, USED: 8.49 },
  good: { NEW: 7.99, USED: 10.49 },
  fair: { NEW: 10.49, USED: 13.99 },
  poor: { NEW: 13.49, USED: 17.99 },
  worst: { NEW: 16.99, USED: 21.49 },
};

/** Captive APR (percent) at 60 months: subvented (cheaper) on new, certified pre-owned on used. */
export const CAPTIVE_BASE_APR: Readonly<Record<CreditTier, { NEW: number; USED: number }>> = {
  excellent: { NEW: 1.99, USED: 6.49 },
  great: { NEW: 2.99, USED: 7.99 },
  good: { NEW: 4.99, USED: 9.99 },
  fair: { NEW: 7.99, USED: 13.49 },
  poor: { NEW: 11.99, USED: 17.49 },
  worst: { NEW: 15.99, USED: 20.99 },
};

/** Longer loans cost more: points added to the 60-month APR. */
export const TERM_APR_ADJUSTMENT: Readonly<Record<number, number>> = { 36: -0.5, 48: -0.25, 60: 0, 72: 0.5 };

/** The captives' 0 % promotion: new vehicle, excellent credit, 36 months. */
export const CAPTIVE_ZERO_APR = { tier: 'excellent', stockType: 'NEW', term: 36 } as const;

/** Below this amount financed a loan costs more: a lender's fixed costs weigh on a small balance. */
export const SMALL_LOAN_AMOUNT = 10_000;
/** Points added to the APR of a loan under SMALL_LOAN_AMOUNT. */
export const SMALL_LOAN_APR_ADDITION = 1;

/**
 * The rate sheet: APR in percent (2 decimals) a lender offers for a tier, a term, new or used stock
 * and the amount financed. Estimates, pre-approvals, lenders' decisions and the contract all read
 * it, so the same lender never quotes two rates for the same loan.
 */
export function aprFor(
  lender: Lender,
  tier: CreditTier,
  stockType: EngineVehicle['stockType'],
  term: number,
  amountFinanced: number,
): number {
  const policy = policyOf(lender);
  const termAdjustment = TERM_APR_ADJUSTMENT[term];
  if (termAdjustment === undefined) throw new RangeError(`no APR for a ${String(term)}-month loan`);
  if (
    policy.captive &&
    tier === CAPTIVE_ZERO_APR.tier &&
    stockType === CAPTIVE_ZERO_APR.stockType &&
    term === CAPTIVE_ZERO_APR.term
  )
    return 0;
  const base = (policy.captive ? CAPTIVE_BASE_APR : BANK_BASE_APR)[tier][stockType];
  const smallLoan = amountFinanced < SMALL_LOAN_AMOUNT ? SMALL_LOAN_APR_ADDITION : 0;
  return Math.max(0, roundTo(base + termAdjustment + policy.aprMargin + smallLoan, 2));
}

/** Captive money factor by tier (× 2400 = APR: excellent 0.00125 is 3.00 %). */
export const CAPTIVE_MONEY_FACTOR: Readonly<Record<CreditTier, number>> = {
  excellent: 0.00125,
  great: 0.0015,
  good: 0.00195,
  fair: 0.0025,
  poor: 0.00325,
  worst: 0.0041,
};

/** 48-month leases carry a little more rent. */
export const LONG_LEASE_TERM = 48;
export const LONG_LEASE_MONEY_FACTOR_ADJUSTMENT = 0.0001;

/** Whether the lender writes leases at all. */
export const leases = (lender: Lender): boolean => policyOf(lender).acquisitionFee !== null;

/** Lease money factor (6 decimals) for a tier and term. */
export function moneyFactorFor(lender: Lender, tier: CreditTier, term: number): number {
  const policy = policyOf(lender);
  if (policy.acquisitionFee === null) throw new RangeError(`${policy.name} does not lease`);
  const termAdjustment = term >= LONG_LEASE_TERM ? LONG_LEASE_MONEY_FACTOR_ADJUSTMENT : 0;
  return roundTo(CAPTIVE_MONEY_FACTOR[tier] + policy.moneyFactorMargin + termAdjustment, 6);
}

/** Lease acquisition (bank) fee in dollars, capitalised into the lease. */
export function acquisitionFeeFor(lender: Lender): number {
  const fee = policyOf(lender).acquisitionFee;
  if (fee === null) throw new RangeError(`${lender.name} does not lease`);
  return fee;
}

/** Whether the lender finances this vehicle: new always, used up to its age limit. */
export function financesVehicle(lender: Lender, v: EngineVehicle, asOf: Date): boolean {
  const age = vehicleAge(v, asOf);
  if (age > MAX_FINANCE_AGE) return false;
  return v.stockType === 'NEW' || age <= policyOf(lender).maxUsedAge;
}

/** Share of the price a lender wants down, by tier ("Minimum down payments default to 0"). */
export const MINIMUM_DOWN_SHARE: Readonly<Record<CreditTier, number>> = {
  worst: 0.1,
  poor: 0.05,
  fair: 0,
  good: 0,
  great: 0,
  excellent: 0,
};

/** The lender's minimum down payment in whole dollars (rounded up, so it is never under the share). */
export function minimumDownPayment(tier: CreditTier, price: number): number {
  return Math.ceil(roundTo(Math.max(0, price) * MINIMUM_DOWN_SHARE[tier], 2));
}
