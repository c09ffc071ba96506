import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PreApprovalSchema } from '../../../../src/contract/credit.ts';
import { ALL_LENDERS, amortizedPayment, aprFor, financeQuotes } from '../engine/index.ts';
import { SMALL_LOAN_AMOUNT } from '../engine/lenders.ts';
import { quoteInput } from '../engine/test-fixtures.ts';
import {
  affordableAmount,
  MAX_PRE_APPROVED_AMOUNT,
  PAYMENT_TO_INCOME_CAP,
  preApprovalsFor,
  preApprovingLenders,
} from './pre-approvals.ts';
import { CREDIT_TIERS } from './tiers.ts';

describe('pre-approvals: which lenders', () => {
  it('the three banks pre-approve fair and better; only Lakeshore Bank poor; nobody worst', () => {
    for (const tier of ['fair', 'good', 'great', 'excellent'] as const) {
      expect(preApprovingLenders(tier).map((l) => l.lenderNumber)).toEqual(['201', '202', '203']);
    }
    expect(preApprovingLenders('poor').map((l) => l.name)).toEqual(['Lakeshore Bank']);
    expect(preApprovingLenders('worst')).toEqual([]);
    expect(preApprovalsFor('worst', 250_000)).toEqual([]);
  });

  it('never a captive: a pre-approval is for any make', () => {
    for (const { tier } of CREDIT_TIERS) for (const l of preApprovingLenders(tier)) expect(l.captive).toBe(false);
  });
});

describe('pre-approvals: the terms', () => {
  it("state the rate they start from, the rate sheet's new-vehicle 60-month APR, as the deal's estimate quotes it", () => {
    const [northstar, summit, lakeshore] = preApprovalsFor('good', 90_000);
    expect([northstar?.apr, summit?.apr, lakeshore?.apr]).toEqual([7.99, 7.74, 8.24]);
    const quote = financeQuotes(quoteInput({ creditScore: 680 })).find(
      (q) => q.financier.lenderNumber === '202' && q.term === 60,
    );
    expect(quote?.apr).toBe(summit?.apr);
  });

  it('last 72 months for fair and better, 60 for poor', () => {
    expect(preApprovalsFor('excellent', 90_000).map((p) => p.maxTerm)).toEqual([72, 72, 72]);
    expect(preApprovalsFor('poor', 90_000).map((p) => p.maxTerm)).toEqual([60]);
  });

  it('finance at most what 15 % of gross monthly income repays over maxTerm, rounded down to $100', () => {
    const [offer] = preApprovalsFor('great', 60_000);
    if (!offer) throw new Error('expected an offer');
    const cap = (60_000 / 12) * PAYMENT_TO_INCOME_CAP;
    expect(offer.maxAmount % 100).toBe(0);
    // Figured at the highest rate the sheet gives under maxTerm (a used vehicle), so it holds for any vehicle.
    const northstar = ALL_LENDERS.find((l) => l.lenderNumber === offer.lenderNumber)!;
    const highest = aprFor(northstar, 'great', 'USED', offer.maxTerm, SMALL_LOAN_AMOUNT);
    expect(amortizedPayment(offer.maxAmount, highest, offer.maxTerm)).toBeLessThanOrEqual(cap);
    expect(amortizedPayment(offer.maxAmount + 100, highest, offer.maxTerm)).toBeGreaterThan(cap);
  });

  it('cap the amount for very high incomes and give nothing without income', () => {
    expect(preApprovalsFor('excellent', 10_000_000).every((p) => p.maxAmount === MAX_PRE_APPROVED_AMOUNT)).toBe(true);
    expect(preApprovalsFor('excellent', 0)).toEqual([]);
    expect(preApprovalsFor('excellent', 1_000)).toEqual([]);
    expect(affordableAmount(500, 0, 60)).toBe(30_000);
  });

  it('fit the contract schema (with an id and an expiry)', () => {
    for (const { tier } of CREDIT_TIERS) {
      for (const p of preApprovalsFor(tier, 120_000)) {
        const out = { ...p, preApprovalId: 'x', expiresAt: '2026-12-15T00:00:00.000Z' };
        expect(v.is(PreApprovalSchema, out)).toBe(true);
      }
    }
  });
});
