/**
 * How the sandbox's lenders decide a finance application. Pure and
 * deterministic: the same application and deal always get the same answers. The lenders are the
 * engine's lender table (engine/lenders.ts): the vehicle make's captive lender and the three banks,
 * so an approval's APR is the one the deal's own quotes use.
 *
 * Each lender, in order (the first rule that fails is the answer):
 * 1. VEHICLE: it finances the vehicle (engine `financesVehicle`: age, captive make) on some term.
 * 2. NOTHING_TO_FINANCE: the amount financed is at least the engine's MINIMUM_AMOUNT_FINANCED.
 * 3. CREDIT: the deal's credit tier is at least the lender's `minTier` (LENDER_RULES).
 * 4. The term: the deal's term when the lender offers it, else the longest offered term under it;
 *    terms are the vehicle's finance terms up to `maxTermFor(tier)` (thin credit gets shorter loans).
 *    The APR is the engine's rate sheet, `aprFor(lender, tier, stock type, term, amount financed)`:
 *    the estimate's rate for the same loan.
 * 5. INCOME: the largest payment is the lower of `paymentToIncome` × gross monthly income and
 *    `debtToIncome` × income − the housing payment (the usual payment-to-income and debt-to-income
 *    ceilings); the most the lender finances is what that payment repays over the term at the APR,
 *    rounded down to $100, at most the lender's `maxAmount`. Under the minimum loan: INCOME.
 * 6. AMOUNT: the amount financed is at most that; else declined with the most it would finance.
 * 7. APPROVED, with the monthly payment for the amount financed and the conditions: proof of
 *    insurance always; proof of income below good credit, for the self-employed or with other
 *    income; proof of residence under a year at the address; employment verification under a year
 *    at the job.
 * Incomes of the applicant and the co-applicant add up; so do their housing payments, unless they
 * live at the same address (one household pays once).
 */
import type { CreditTier } from '../../../../src/contract/deal.ts';
import {
  isWorking,
  type Condition,
  type Employment,
  type LenderDecision,
  type Residence,
} from '../../../../src/contract/finance.ts';
import { affordableAmount } from '../credit/pre-approvals.ts';
import { amortizedPayment, aprFor, lendersFor, MINIMUM_AMOUNT_FINANCED, type EngineVehicle } from '../engine/index.ts';
import { financesVehicle } from '../engine/lenders.ts';
import { financeTerms } from '../engine/vehicle-rules.ts';
import { roundCents } from '../engine/money.ts';

const TIER_ORDER: readonly CreditTier[] = ['worst', 'poor', 'fair', 'good', 'great', 'excellent'];
const atLeast = (tier: CreditTier, floor: CreditTier) => TIER_ORDER.indexOf(tier) >= TIER_ORDER.indexOf(floor);

export type LenderRule = {
  minTier: CreditTier;
  /** Share of gross monthly income the car payment may take. */
  paymentToIncome: number;
  /** Share of gross monthly income the car and housing payments together may take. */
  debtToIncome: number;
  /** The most this lender finances on any vehicle. */
  maxAmount: number;
};

/** The banks by lender number; every captive shares CAPTIVE_RULE. */
export const LENDER_RULES: Readonly<Record<string, LenderRule>> = {
  // Northstar Bank: prime and near-prime.
  '201': { minTier: 'fair', paymentToIncome: 0.15, debtToIncome: 0.45, maxAmount: 150_000 },
  // Summit Credit Union: the most careful, the lowest rates.
  '202': { minTier: 'good', paymentToIncome: 0.15, debtToIncome: 0.4, maxAmount: 125_000 },
  // Lakeshore Bank: lends to every tier, with more of the income and less money.
  '203': { minTier: 'worst', paymentToIncome: 0.2, debtToIncome: 0.5, maxAmount: 75_000 },
};
export const CAPTIVE_RULE: LenderRule = {
  minTier: 'fair',
  paymentToIncome: 0.18,
  debtToIncome: 0.45,
  maxAmount: 150_000,
};

/** The longest loan by tier: worst 48 months, poor 60, the rest 72. */
export function maxTermFor(tier: CreditTier): number {
  if (tier === 'worst') return 48;
  return tier === 'poor' ? 60 : 72;
}

/** Under a year at an address or a job asks for proof. */
const SETTLED_MONTHS = 12;

export type Household = {
  /** Gross monthly income of everyone on the application. */
  monthlyIncome: number;
  /** Housing payments a month, each household once. */
  monthlyHousing: number;
  conditions: Condition[];
};

export type DecisionInput = {
  tier: CreditTier;
  amountFinanced: number;
  /** The deal's term, null when it has none (the longest offered is used). */
  requestedTerm: number | null;
  vehicle: EngineVehicle;
  asOf: Date;
  household: Household;
};

export type Person = { residence: Residence; employment: Employment };

const monthsOf = (years: number | null, months: number | null) => (years ?? 0) * 12 + (months ?? 0);

const sameAddress = (a: Residence, b: Residence) =>
  a.address.street1.trim().toLowerCase() === b.address.street1.trim().toLowerCase() &&
  a.address.street2.trim().toLowerCase() === b.address.street2.trim().toLowerCase() &&
  a.address.zipCode === b.address.zipCode;

/** The figures lenders decide on, from the applicant and the co-applicant (if any). */
export function householdOf(tier: CreditTier, applicant: Person, co: Person | null): Household {
  const people = co ? [applicant, co] : [applicant];
  const yearly = people.reduce((sum, p) => sum + p.employment.grossAnnualIncome + p.employment.otherAnnualIncome, 0);
  const coHousing = co && !sameAddress(applicant.residence, co.residence) ? co.residence.monthlyHousingPayment : 0;
  const conditions = new Set<Condition>(['PROOF_OF_INSURANCE']);
  for (const p of people) {
    const { employment: e, residence: r } = p;
    if (!atLeast(tier, 'good') || e.status === 'SELF_EMPLOYED' || e.otherAnnualIncome > 0) {
      conditions.add('PROOF_OF_INCOME');
    }
    if (monthsOf(r.yearsAtAddress, r.monthsAtAddress) < SETTLED_MONTHS) conditions.add('PROOF_OF_RESIDENCE');
    if (isWorking(e.status) && monthsOf(e.yearsAtJob, e.monthsAtJob) < SETTLED_MONTHS) {
      conditions.add('EMPLOYMENT_VERIFICATION');
    }
  }
  return {
    monthlyIncome: yearly / 12,
    monthlyHousing: applicant.residence.monthlyHousingPayment + coHousing,
    // A stable order, whichever person brought a condition in.
    conditions: (
      ['PROOF_OF_INSURANCE', 'PROOF_OF_INCOME', 'PROOF_OF_RESIDENCE', 'EMPLOYMENT_VERIFICATION'] as const
    ).filter((c) => conditions.has(c)),
  };
}

/** The term a lender writes: the requested one if offered, else the longest offered below it, else the shortest. */
export function pickTerm(offered: readonly number[], requested: number | null): number | null {
  if (offered.length === 0) return null;
  const fits = offered.filter((t) => requested === null || t <= requested);
  return fits.at(-1) ?? offered[0] ?? null;
}

/** Every lender's answer, in the lender table's order (captive first). */
export function decideApplication(input: DecisionInput): LenderDecision[] {
  const { tier, amountFinanced, vehicle, asOf, household } = input;
  const terms = financeTerms(vehicle, asOf).filter((t) => t <= maxTermFor(tier));
  return lendersFor(vehicle.make).map((lender): LenderDecision => {
    const base = { lenderNumber: lender.lenderNumber, lenderName: lender.name };
    const declined = (reason: Extract<LenderDecision, { decision: 'DECLINED' }>['reason'], max: number | null = null) =>
      ({ ...base, decision: 'DECLINED', reason, maxAmountFinanced: max }) as const;
    const rule = lender.captive ? CAPTIVE_RULE : LENDER_RULES[lender.lenderNumber];
    const term = pickTerm(terms, input.requestedTerm);
    if (!rule || term === null || !financesVehicle(lender, vehicle, asOf)) return declined('VEHICLE');
    if (amountFinanced < MINIMUM_AMOUNT_FINANCED) return declined('NOTHING_TO_FINANCE');
    if (!atLeast(tier, rule.minTier)) return declined('CREDIT');
    const apr = aprFor(lender, tier, vehicle.stockType, term, amountFinanced);
    const payment = Math.min(
      rule.paymentToIncome * household.monthlyIncome,
      rule.debtToIncome * household.monthlyIncome - household.monthlyHousing,
    );
    const max = payment > 0 ? Math.min(rule.maxAmount, affordableAmount(payment, apr, term)) : 0;
    if (max < MINIMUM_AMOUNT_FINANCED) return declined('INCOME');
    if (amountFinanced > max) return declined('AMOUNT', max);
    return {
      ...base,
      decision: 'APPROVED',
      apr,
      term,
      maxAmountFinanced: max,
      monthlyPayment: amortizedPayment(amountFinanced, apr, term),
      conditions: household.conditions,
    };
  });
}

const DECISION_ORDER = { APPROVED: 0, DECLINED: 1 } as const;

/** Approved first, the lowest payment first; then declined, in the lenders' order. */
export function orderDecisions(decisions: readonly LenderDecision[]): LenderDecision[] {
  return decisions
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const byKind = DECISION_ORDER[a.d.decision] - DECISION_ORDER[b.d.decision];
      if (byKind !== 0) return byKind;
      if (a.d.decision === 'APPROVED' && b.d.decision === 'APPROVED') {
        return a.d.monthlyPayment - b.d.monthlyPayment || a.i - b.i;
      }
      return a.i - b.i;
    })
    .map(({ d }) => d);
}

type QuoteLike = { lease: boolean; term: number; amountFinanced?: number };

/**
 * What the lenders are asked to finance, the server's figure: the deal's selected finance quote's
 * amount financed and term; else its latest finance quote set's (the figure the deal page shows) with
 * the shopper's term; else the cash price less the chosen down payment. Never below 0.
 */
export function amountToFinance(i: {
  selected: QuoteLike | null;
  latestFinance: QuoteLike | null;
  cashPrice: number;
  downPayment: number | null;
  term: number | null;
}): { amountFinanced: number; term: number | null } {
  if (i.selected && !i.selected.lease && i.selected.amountFinanced !== undefined) {
    return { amountFinanced: i.selected.amountFinanced, term: i.selected.term };
  }
  if (i.latestFinance && !i.latestFinance.lease && i.latestFinance.amountFinanced !== undefined) {
    return { amountFinanced: i.latestFinance.amountFinanced, term: i.term };
  }
  return { amountFinanced: Math.max(0, roundCents(i.cashPrice - (i.downPayment ?? 0))), term: i.term };
}
