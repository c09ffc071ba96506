import { describe, expect, it } from 'vitest';
import { financeSchedule } from '../../../demo-host/server/engine/finance.ts';
import { leasePayment, leaseTax } from '../../../demo-host/server/engine/lease.ts';
import { sumCents } from '../../../demo-host/server/engine/money.ts';
import type { StateTax } from '../../../demo-host/server/engine/types.ts';
import type { FinanceQuote } from '../deal/api.ts';
import { financeQuote, leaseQuote } from '../deal/test-fixtures.ts';
import {
  monthlyEffect,
  protectionProductsSelected,
  SERVICE_CONTRACT_PLANS,
  SERVICE_CONTRACT_TERM_MONTHS,
  servicePlanPrice,
  uniqueIds,
} from './api.ts';

describe('service contract plans', () => {
  it('are seed 000 §3’s table exactly', () => {
    expect(SERVICE_CONTRACT_PLANS.map((p) => [p.name, p.pricePerMonth, p.mileageLimit])).toEqual([
      ['Basic Coverage', 28, 65_000],
      ['Peace of Mind', 32, 150_000],
      ['Lifetime Coverage', 38, null],
    ]);
  });

  it('are priced as one contract: price per month × 60', () => {
    expect(SERVICE_CONTRACT_TERM_MONTHS).toBe(60);
    expect(SERVICE_CONTRACT_PLANS.map((p) => servicePlanPrice(p.pricePerMonth))).toEqual([1680, 1920, 2280]);
  });

  it('add exactly their price per month to a 60-month loan at 0 %, more with interest or a shorter term', () => {
    for (const plan of SERVICE_CONTRACT_PLANS) {
      const price = servicePlanPrice(plan.pricePerMonth);
      expect(monthlyEffect(price, financeQuote({ term: 60, apr: 0 }))).toBe(plan.pricePerMonth);
      expect(monthlyEffect(price, financeQuote({ term: 60, apr: 6.9 }))).toBeGreaterThan(plan.pricePerMonth);
      expect(monthlyEffect(price, financeQuote({ term: 72, apr: 0 }))).toBeLessThan(plan.pricePerMonth);
    }
  });
});

/** The fixture's inputs with `protection` dollars of products priced in by the real engine. */
function financeWith(protection: number, o: { term: number; apr: number }): FinanceQuote {
  const q = financeQuote(o);
  const amountFinanced = sumCents(q.amountFinanced, protection);
  return { ...q, amountFinanced, ...financeSchedule(amountFinanced, o.apr, o.term) };
}

function leaseWith(protection: number, tax: StateTax): number {
  const q = leaseQuote();
  const adjustedCapCost = sumCents(q.adjustedCapitalizedCost, protection);
  const payment = leasePayment({
    adjustedCapCost,
    residualValue: q.residualValue,
    moneyFactor: q.moneyFactor,
    term: 36,
  });
  return sumCents(payment.basePayment, leaseTax(tax, payment, 36, 0).monthlyTax);
}

describe('monthlyEffect', () => {
  it('is the rise of a loan’s level payment on the amount financed plus the price, to the cent', () => {
    // 28,000 at 6 % over 60 months is 541.32; 29,680 is 573.80: 32.48 more.
    expect(monthlyEffect(1680, financeQuote({ term: 60, apr: 6 }))).toBe(32.48);
    for (const [price, term, apr] of [
      [1680, 60, 6],
      [1920, 72, 3.49],
      [2280, 36, 11.9],
      [899, 48, 0],
      [795.5, 84, 7.25],
    ] as const) {
      const before = financeQuote({ term, apr });
      const after = financeWith(price, { term, apr });
      expect(monthlyEffect(price, before)).toBe(sumCents(after.monthlyPayment, -before.monthlyPayment));
      // Taking it off again is the same amount the other way.
      expect(monthlyEffect(-price, after)).toBe(-monthlyEffect(price, before));
    }
  });

  it('is the rise of a lease’s depreciation, rent charge and monthly tax, to the cent', () => {
    const before = leaseQuote();
    const monthly: StateTax = { ratePercent: 6.25, tradeInCredit: true, lease: 'monthly' };
    for (const price of [1680, 1920, 2280, 899, 499]) {
      expect(monthlyEffect(price, before)).toBe(sumCents(leaseWith(price, monthly), -before.monthlyPayment));
    }
    // 1,680 / 36 + 1,680 × 0.00125 = 46.67 + 2.10, taxed at 6.25 %: about 51.83 a month.
    expect(monthlyEffect(1680, before)).toBeCloseTo(51.83, 1);
  });

  it('is 0 for nothing added', () => {
    expect(monthlyEffect(0, financeQuote())).toBe(0);
    expect(monthlyEffect(0, leaseQuote())).toBe(0);
  });
});

describe('the jacket', () => {
  it('is selected when its insurance warranties are not empty (seed 000 §4)', () => {
    expect(protectionProductsSelected({ insuranceWarranties: [] })).toBe(false);
    expect(
      protectionProductsSelected({
        insuranceWarranties: [
          {
            id: 'vsc-basic',
            kind: 'SERVICE_CONTRACT',
            name: 'Basic Coverage',
            description: '',
            price: 1680,
            coverage: { pricePerMonth: 28, termMonths: 60, mileageLimit: 65_000 },
            optional: true,
          },
        ],
      }),
    ).toBe(true);
  });

  it('lists a product once however often it is sent', () => {
    expect(uniqueIds(['a', 'b', 'a', 'c', 'b'])).toEqual(['a', 'b', 'c']);
  });
});
