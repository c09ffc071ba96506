/**
 * One rate source: a lender's estimate on the deal, its pre-approval applied to the deal and its
 * decision on a finance application read the same rate sheet, so none is ever worse than the
 * estimate for the same lender, tier, term, stock type and amount. Swept over every lender × tier ×
 * term × new/used × amount band.
 */
import { describe, expect, it } from 'vitest';
import type { CreditTier } from '../../../../src/contract/deal.ts';
import { preApprovalsFor } from '../credit/pre-approvals.ts';
import { financeQuotes } from '../engine/finance.ts';
import { ALL_LENDERS, aprFor, lendersFor, type EngineVehicle } from '../engine/index.ts';
import { SMALL_LOAN_AMOUNT } from '../engine/lenders.ts';
import { AS_OF, quoteInput } from '../engine/test-fixtures.ts';
import { decideApplication, householdOf } from './decisions.ts';

/** A score inside each tier (seed 000 §3). */
const SCORES: Readonly<Record<CreditTier, number>> = {
  worst: 550,
  poor: 610,
  fair: 640,
  good: 680,
  great: 720,
  excellent: 780,
};
const TIERS = Object.keys(SCORES) as CreditTier[];
const TERMS = [36, 48, 60, 72];
const VEHICLES: EngineVehicle[] = [
  { make: 'Chevrolet', year: 2026, stockType: 'NEW', salePrice: 42_000, msrp: 43_000, leaseEnabled: true },
  { make: 'Chevrolet', year: 2023, stockType: 'USED', salePrice: 26_000, msrp: 26_000, leaseEnabled: false },
];
/** Down payments that leave a small loan and a usual one. */
const DOWN_PAYMENTS = [38_000, 5_000];
const WEALTHY = householdOf(
  'excellent',
  {
    residence: {
      address: { street1: '1 Main St', street2: '', city: 'Tampa', state: 'FL', zipCode: '33602' },
      housingStatus: 'OWN' as const,
      monthlyHousingPayment: 0,
      yearsAtAddress: 10,
      monthsAtAddress: 0,
    },
    employment: {
      status: 'EMPLOYED' as const,
      employer: 'Acme',
      title: 'Engineer',
      yearsAtJob: 10,
      monthsAtJob: 0,
      grossAnnualIncome: 900_000,
      otherAnnualIncome: 0,
      otherIncomeSource: '',
    },
  },
  null,
);

describe('one rate sheet', () => {
  it('one rate sheet: an applied pre-approval and a lender decision never price above the estimate for the same loan', () => {
    let compared = 0;
    for (const vehicle of VEHICLES)
      for (const tier of TIERS)
        for (const downPayment of DOWN_PAYMENTS) {
          const input = quoteInput({ vehicle, creditScore: SCORES[tier], downPayment, asOf: AS_OF });
          const estimates = financeQuotes(input);
          for (const pre of preApprovalsFor(tier, 900_000)) {
            const applied = financeQuotes({ ...input, preApproval: pre });
            for (const quote of applied) {
              const estimate = estimates.find((e) => e.id === quote.id);
              expect(estimate, quote.id).toBeDefined();
              expect(quote.apr, `${pre.lenderName} ${tier} ${String(quote.term)}`).toBe(estimate?.apr);
              expect(quote.monthlyPayment).toBe(estimate?.monthlyPayment);
              compared++;
            }
          }
          for (const term of TERMS) {
            const estimate = estimates.filter((e) => e.term === term);
            if (estimate.length === 0) continue;
            const amountFinanced = estimate[0]!.amountFinanced;
            const decisions = decideApplication({
              tier,
              amountFinanced,
              requestedTerm: term,
              vehicle,
              asOf: AS_OF,
              household: WEALTHY,
            });
            for (const d of decisions) {
              if (d.decision !== 'APPROVED' || d.term !== term) continue;
              const same = estimate.find((e) => e.financier.lenderNumber === d.lenderNumber);
              expect(same, `${d.lenderName} ${tier} ${String(term)}`).toBeDefined();
              expect(d.apr).toBe(same?.apr);
              expect(d.monthlyPayment).toBe(same?.monthlyPayment);
              compared++;
            }
          }
        }
    // The sweep really compared: pre-approvals and approvals exist for most tiers.
    expect(compared).toBeGreaterThan(200);
  });

  it('one rate sheet: a pre-approval states the rate it starts from, never above its lender’s estimate for a new vehicle over 60 months', () => {
    for (const tier of TIERS)
      for (const pre of preApprovalsFor(tier, 120_000)) {
        const lender = ALL_LENDERS.find((l) => l.lenderNumber === pre.lenderNumber)!;
        expect(pre.apr).toBeLessThanOrEqual(aprFor(lender, tier, 'NEW', 60, SMALL_LOAN_AMOUNT));
        for (const term of TERMS.filter((t) => t >= 60))
          expect(pre.apr).toBeLessThanOrEqual(aprFor(lender, tier, 'USED', term, SMALL_LOAN_AMOUNT));
      }
  });

  it('one rate sheet: every lender of every make has a rate for every tier, term and stock type', () => {
    for (const lender of lendersFor('Chevrolet'))
      for (const tier of TIERS)
        for (const term of TERMS)
          for (const stock of ['NEW', 'USED'] as const)
            for (const amount of [SMALL_LOAN_AMOUNT - 1, SMALL_LOAN_AMOUNT, 150_000]) {
              const apr = aprFor(lender, tier, stock, term, amount);
              expect(apr).toBeGreaterThanOrEqual(0);
              expect(apr).toBeLessThan(36);
            }
  });
});
