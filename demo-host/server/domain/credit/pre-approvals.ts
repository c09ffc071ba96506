/**
 * Which sandbox lenders pre-approve a HIT, at what APR, for how much and how long (seed 000 §3
 * "Pre-approval"). Pure: the credit route issues these from a pull and stores them.
 *
 * The policy, read off the engine's lender table so an applied pre-approval and the quotes agree:
 * - Lenders: the non-captive banks (a captive only lends on its own make, a pre-approval is for any
 *   vehicle). All of them for fair and better; for poor only Lakeshore Bank, the bank that prices
 *   the most risk (the highest APR margin); none for worst.
 * - APR: the rate a pre-approval starts from, the lender's rate sheet for the tier on a new vehicle
 *   over PRE_APPROVAL_RATE_TERM months. Applied to a deal, the deal is priced at the same sheet for
 *   its vehicle, term and amount: never above that lender's estimate for the same loan.
 * - maxAmount is figured at the sheet's highest rate under maxTerm (used stock), so it holds for any vehicle.
 * - maxTerm: 72 months for fair and better, 60 for poor (longer loans on thin credit go upside down).
 * - maxAmount: the loan whose payment over maxTerm at that APR is PAYMENT_TO_INCOME_CAP of the
 *   gross monthly income (lenders' usual payment-to-income ceiling), rounded down to $100 and at
 *   most MAX_PRE_APPROVED_AMOUNT. Below the engine's MINIMUM_AMOUNT_FINANCED there is no
 *   pre-approval (no lender writes that loan). The income is used here and nowhere else.
 */
import type { CreditTier } from '../../../../src/contract/deal.ts';
import { ALL_LENDERS, aprFor, MINIMUM_AMOUNT_FINANCED, type Lender } from '../engine/index.ts';
import { SMALL_LOAN_AMOUNT } from '../engine/lenders.ts';

/** The share of gross monthly income a car payment may take. */
export const PAYMENT_TO_INCOME_CAP = 0.15;
/** The most any sandbox lender pre-approves. */
export const MAX_PRE_APPROVED_AMOUNT = 150_000;
/** The term of the rate a pre-approval states it starts from. */
export const PRE_APPROVAL_RATE_TERM = 60;
/** Lakeshore Bank: the one bank that pre-approves poor credit. */
const SUBPRIME_LENDER = '203';

export type PreApprovalOffer = {
  lenderNumber: string;
  lenderName: string;
  apr: number;
  maxAmount: number;
  maxTerm: number;
  tier: CreditTier;
};

/** The banks that pre-approve a tier, by lender number. */
export function preApprovingLenders(tier: CreditTier): Lender[] {
  const banks = ALL_LENDERS.filter((l) => !l.captive);
  if (tier === 'worst') return [];
  if (tier === 'poor') return banks.filter((l) => l.lenderNumber === SUBPRIME_LENDER);
  return banks;
}

export function maxTermFor(tier: CreditTier): number {
  return tier === 'poor' ? 60 : 72;
}

/** The largest loan a monthly payment repays over `term` months at `aprPercent` (present value). */
export function affordableAmount(monthlyPayment: number, aprPercent: number, term: number): number {
  const r = aprPercent / 100 / 12;
  const amount = r === 0 ? monthlyPayment * term : (monthlyPayment * (1 - Math.pow(1 + r, -term))) / r;
  return Math.min(MAX_PRE_APPROVED_AMOUNT, Math.floor(amount / 100) * 100);
}

/** The pre-approvals a HIT of `tier` earns with this yearly gross income (whole dollars). */
export function preApprovalsFor(tier: CreditTier, annualIncome: number): PreApprovalOffer[] {
  if (!Number.isFinite(annualIncome) || annualIncome <= 0) return [];
  const payment = (annualIncome / 12) * PAYMENT_TO_INCOME_CAP;
  const maxTerm = maxTermFor(tier);
  return preApprovingLenders(tier).flatMap((lender) => {
    const apr = aprFor(lender, tier, 'NEW', PRE_APPROVAL_RATE_TERM, SMALL_LOAN_AMOUNT);
    const maxAmount = affordableAmount(payment, aprFor(lender, tier, 'USED', maxTerm, SMALL_LOAN_AMOUNT), maxTerm);
    if (maxAmount < MINIMUM_AMOUNT_FINANCED) return [];
    return [{ lenderNumber: lender.lenderNumber, lenderName: lender.name, apr, maxAmount, maxTerm, tier }];
  });
}
