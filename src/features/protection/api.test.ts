import { describe, expect, it } from 'vitest';
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
      expect(monthlyEffect(price, { term: 60, apr: 0, lease: false })).toBe(plan.pricePerMonth);
      expect(monthlyEffect(price, { term: 60, apr: 6.9, lease: false })).toBeGreaterThan(plan.pricePerMonth);
      expect(monthlyEffect(price, { term: 72, apr: 0, lease: false })).toBeLessThan(plan.pricePerMonth);
    }
  });
});

describe('monthlyEffect', () => {
  it('is a loan’s level payment on the price', () => {
    // 1,680 at 6 % over 60 months: 1,680 × 0.005 / (1 − 1.005^−60) = 32.48.
    expect(monthlyEffect(1680, { term: 60, apr: 6, lease: false })).toBe(32.48);
  });

  it('is a lease’s depreciation plus rent charge on the price', () => {
    // 1,680 / 36 + 1,680 × 0.0025 = 46.67 + 4.20.
    expect(monthlyEffect(1680, { term: 36, moneyFactor: 0.0025, lease: true })).toBe(50.87);
  });

  it('is 0 for nothing added', () => {
    expect(monthlyEffect(0, { term: 60, apr: 6, lease: false })).toBe(0);
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
