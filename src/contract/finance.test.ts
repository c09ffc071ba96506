import { describe, expect, it } from 'vitest';
import { betterOffer, type LenderDecision } from './finance.ts';

describe('betterOffer', () => {
  const approved = (lenderNumber: string, monthlyPayment: number): LenderDecision => ({
    decision: 'APPROVED',
    lenderNumber,
    lenderName: `Lender ${lenderNumber}`,
    apr: 4.99,
    term: 60,
    maxAmountFinanced: 40_000,
    monthlyPayment,
    conditions: [],
  });
  const declined: LenderDecision = {
    decision: 'DECLINED',
    lenderNumber: '203',
    lenderName: 'Lakeshore Bank',
    reason: 'CREDIT',
    maxAmountFinanced: null,
  };
  const decisions = [declined, approved('201', 575.73), approved('101', 505.48), approved('202', 505.48)];

  it('is the lowest-payment approval (the first of equals) when the deal pays more a month with another lender', () => {
    expect(betterOffer(decisions, { lenderNumber: '201', monthlyPayment: 575.73 })?.lenderNumber).toBe('101');
  });

  it('is null when the deal already has it, pays no more, or has no finance payment to compare', () => {
    expect(betterOffer(decisions, { lenderNumber: '101', monthlyPayment: 505.48 })).toBeNull();
    expect(betterOffer(decisions, { lenderNumber: '202', monthlyPayment: 505.48 })).toBeNull();
    expect(betterOffer(decisions, { lenderNumber: 'x', monthlyPayment: 500 })).toBeNull();
    expect(betterOffer(decisions, null)).toBeNull();
    expect(betterOffer([declined], { lenderNumber: '201', monthlyPayment: 575.73 })).toBeNull();
  });

  it('compares the payments in whole dollars, as they are shown (seed 001 §9)', () => {
    // $505.48 shows as $505: a deal at $505.20 ($505) pays no more, one at $505.50 ($506) does.
    expect(betterOffer(decisions, { lenderNumber: '201', monthlyPayment: 505.2 })).toBeNull();
    expect(betterOffer(decisions, { lenderNumber: '201', monthlyPayment: 505.5 })?.lenderNumber).toBe('101');
  });
});
