import { describe, expect, it } from 'vitest';
import type { CreditTier } from '../../../../src/contract/deal.ts';
import { buildSeed } from '../../db/seed/seed-data.ts';
import {
  ALL_LENDERS,
  acquisitionFeeFor,
  aprFor,
  financesVehicle,
  leases,
  lendersFor,
  minimumDownPayment,
  moneyFactorFor,
  SMALL_LOAN_AMOUNT,
  SMALL_LOAN_APR_ADDITION,
} from './lenders.ts';
import { AS_OF, NEW_TOYOTA } from './test-fixtures.ts';

const TIERS: readonly CreditTier[] = ['worst', 'poor', 'fair', 'good', 'great', 'excellent'];
const BANKS = ['Northstar Bank', 'Summit Credit Union', 'Lakeshore Bank'];
/** The makes of the seed's catalogue (demo-host/server/db/seed/seed-data.ts). */
const CATALOGUE_MAKES = ['BMW', 'Chevrolet', 'Ford', 'Honda', 'Hyundai', 'Kia', 'Nissan', 'Subaru', 'Toyota', 'Volvo'];

function lender(name: string) {
  const found = ALL_LENDERS.find((l) => l.name === name);
  if (!found) throw new Error(`no lender ${name}`);
  return found;
}

describe('lendersFor', () => {
  it('gives every seeded make its captive lender first, then the three banks', () => {
    const seed = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
    const makes = new Set([...seed.vehicles.map((v) => v.make), ...CATALOGUE_MAKES]);
    for (const make of makes) {
      const [captive, ...banks] = lendersFor(make);
      expect(captive?.captive).toBe(true);
      expect(captive?.captiveMake).toBe(make);
      expect(banks.map((b) => b.name)).toEqual(BANKS);
    }
  });

  it('names the captives of the seeded makes', () => {
    expect(lendersFor('Chevrolet')[0]?.name).toBe('GM Financial');
    expect(lendersFor('bmw')[0]?.name).toBe('BMW Financial Services');
    expect(lendersFor('Toyota')[0]?.name).toBe('Toyota Financial Services');
  });

  it('offers only the banks for a make without a captive', () => {
    expect(lendersFor('Lada').map((l) => l.name)).toEqual(BANKS);
  });
});

describe('aprFor', () => {
  it('is cheaper at the captive than at any bank on new vehicles, for every tier and term', () => {
    const toyota = lender('Toyota Financial Services');
    for (const tier of TIERS)
      for (const term of [36, 48, 60, 72])
        for (const bank of BANKS)
          expect(aprFor(toyota, tier, 'NEW', term, 30_000)).toBeLessThan(
            aprFor(lender(bank), tier, 'NEW', term, 30_000),
          );
  });

  it('rises as the credit tier falls, as the term lengthens and for used vehicles', () => {
    const bank = lender('Northstar Bank');
    const byTier = TIERS.map((tier) => aprFor(bank, tier, 'NEW', 60, 30_000));
    expect([...byTier].sort((a, b) => b - a)).toEqual(byTier);
    expect(aprFor(bank, 'good', 'NEW', 36, 30_000)).toBeLessThan(aprFor(bank, 'good', 'NEW', 72, 30_000));
    expect(aprFor(bank, 'good', 'NEW', 60, 30_000)).toBeLessThan(aprFor(bank, 'good', 'USED', 60, 30_000));
    expect(aprFor(bank, 'good', 'NEW', 60, 30_000)).toBe(7.99);
    expect(aprFor(lender('Summit Credit Union'), 'good', 'NEW', 60, 30_000)).toBe(7.74);
  });

  it('is 0 % only for the captive promotion: excellent credit, new, 36 months', () => {
    const toyota = lender('Toyota Financial Services');
    expect(aprFor(toyota, 'excellent', 'NEW', 36, 30_000)).toBe(0);
    expect(aprFor(toyota, 'excellent', 'NEW', 48, 30_000)).toBe(1.74);
    expect(aprFor(toyota, 'great', 'NEW', 36, 30_000)).toBe(2.49);
    expect(aprFor(lender('Northstar Bank'), 'excellent', 'NEW', 36, 30_000)).toBe(4.99);
  });

  it('prices a loan under SMALL_LOAN_AMOUNT a point higher, the same for every lender', () => {
    const bank = lender('Northstar Bank');
    expect(aprFor(bank, 'good', 'NEW', 60, SMALL_LOAN_AMOUNT - 1)).toBe(
      aprFor(bank, 'good', 'NEW', 60, SMALL_LOAN_AMOUNT) + SMALL_LOAN_APR_ADDITION,
    );
  });

  it('refuses a term the table has no rate for', () => {
    expect(() => aprFor(lender('Northstar Bank'), 'good', 'NEW', 84, 30_000)).toThrow(RangeError);
  });
});

describe('lease terms of the lenders', () => {
  it('lets the captives and Northstar Bank lease, not the other banks', () => {
    expect(
      lendersFor('Kia')
        .filter(leases)
        .map((l) => l.name),
    ).toEqual(['Kia Finance', 'Northstar Bank']);
    expect(acquisitionFeeFor(lender('BMW Financial Services'))).toBe(925);
    expect(() => acquisitionFeeFor(lender('Lakeshore Bank'))).toThrow(RangeError);
  });

  it('sets the money factor by tier, a little higher at the bank and at 48 months', () => {
    const bmw = lender('BMW Financial Services');
    expect(moneyFactorFor(bmw, 'excellent', 36)).toBe(0.00125);
    expect(moneyFactorFor(bmw, 'excellent', 48)).toBe(0.00135);
    expect(moneyFactorFor(lender('Northstar Bank'), 'excellent', 36)).toBe(0.0016);
    const byTier = TIERS.map((tier) => moneyFactorFor(bmw, tier, 36));
    expect([...byTier].sort((a, b) => b - a)).toEqual(byTier);
  });
});

describe('financesVehicle', () => {
  it('lets captives finance used vehicles up to 6 model years old and banks up to 10', () => {
    const used = (year: number) => ({ ...NEW_TOYOTA, stockType: 'USED' as const, year });
    const toyota = lender('Toyota Financial Services');
    const bank = lender('Northstar Bank');
    expect(financesVehicle(toyota, used(2020), AS_OF)).toBe(true);
    expect(financesVehicle(toyota, used(2019), AS_OF)).toBe(false);
    expect(financesVehicle(bank, used(2016), AS_OF)).toBe(true);
    expect(financesVehicle(bank, used(2015), AS_OF)).toBe(false);
    expect(financesVehicle(toyota, NEW_TOYOTA, AS_OF)).toBe(true);
  });
});

describe('minimumDownPayment', () => {
  it('is 10 % of the price for worst credit, 5 % for poor, 0 otherwise, in whole dollars rounded up', () => {
    expect(minimumDownPayment('worst', 31000)).toBe(3100);
    expect(minimumDownPayment('poor', 31000)).toBe(1550);
    expect(minimumDownPayment('poor', 28995)).toBe(1450);
    expect(minimumDownPayment('worst', 28995)).toBe(2900);
    for (const tier of ['fair', 'good', 'great', 'excellent'] as const) expect(minimumDownPayment(tier, 31000)).toBe(0);
  });
});
