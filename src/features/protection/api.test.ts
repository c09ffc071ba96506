import { describe, expect, it } from 'vitest';
import {
  protectionProductsSelected,
  SERVICE_CONTRACT_PLANS,
  SERVICE_CONTRACT_TERM_MONTHS,
  servicePlanPrice,
  uniqueIds,
} from '../../contract/protection.ts';

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
            financedOnly: false,
          },
        ],
      }),
    ).toBe(true);
  });

  it('lists a product once however often it is sent', () => {
    expect(uniqueIds(['a', 'b', 'a', 'c', 'b'])).toEqual(['a', 'b', 'c']);
  });
});
