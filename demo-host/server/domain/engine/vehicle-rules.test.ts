import { describe, expect, it } from 'vitest';
import { AS_OF, NEW_TOYOTA } from './test-fixtures.ts';
import {
  financeTerms,
  leaseTerms,
  manufacturerRebate,
  mileageResidualAdjustment,
  residualPercent,
  vehicleAge,
} from './vehicle-rules.ts';

const used = (year: number) => ({ ...NEW_TOYOTA, stockType: 'USED' as const, year });

describe('vehicleAge', () => {
  it('counts model years and treats next year’s model as 0', () => {
    expect(vehicleAge({ year: 2019 }, AS_OF)).toBe(7);
    expect(vehicleAge({ year: 2027 }, AS_OF)).toBe(0);
  });
});

describe('financeTerms', () => {
  it('offers 36–72 months on new, 36–60 on used up to 6 years, 36–48 up to 10', () => {
    expect(financeTerms(NEW_TOYOTA, AS_OF)).toEqual([36, 48, 60, 72]);
    expect(financeTerms(used(2020), AS_OF)).toEqual([36, 48, 60]);
    expect(financeTerms(used(2019), AS_OF)).toEqual([36, 48]);
    expect(financeTerms(used(2016), AS_OF)).toEqual([36, 48]);
  });

  it('offers nothing on a vehicle older than 10 model years', () => {
    expect(financeTerms(used(2015), AS_OF)).toEqual([]);
  });
});

describe('leaseTerms', () => {
  it('offers 24, 36, 39 and 48 months on new vehicles the dealer leases, nothing else', () => {
    expect(leaseTerms(NEW_TOYOTA)).toEqual([24, 36, 39, 48]);
    expect(leaseTerms({ ...NEW_TOYOTA, leaseEnabled: false })).toEqual([]);
    expect(leaseTerms({ ...used(2024), leaseEnabled: true })).toEqual([]);
  });
});

describe('residualPercent', () => {
  it('uses the term table plus the make adjustment at 12,000 miles', () => {
    expect(residualPercent(36, 12000, NEW_TOYOTA)).toBe(62);
    expect(residualPercent(36, 12000, { ...NEW_TOYOTA, make: 'BMW' })).toBe(58);
    expect(residualPercent(48, 12000, { ...NEW_TOYOTA, make: 'Nissan' })).toBe(47);
    expect(residualPercent(24, 12000, { ...NEW_TOYOTA, make: 'Unknown' })).toBe(66);
  });

  it('rises a little below 12,000 miles (at most 3 points) and falls above it', () => {
    expect(mileageResidualAdjustment(12000)).toBe(0);
    expect(mileageResidualAdjustment(10000)).toBe(1);
    expect(mileageResidualAdjustment(7500)).toBe(2.25);
    expect(mileageResidualAdjustment(6000)).toBe(3);
    expect(mileageResidualAdjustment(1000)).toBe(3);
    expect(mileageResidualAdjustment(15000)).toBe(-3);
    expect(mileageResidualAdjustment(12500)).toBe(-0.5);
  });

  it('stays within 20–80 % whatever the mileage', () => {
    expect(residualPercent(48, 50000, { ...NEW_TOYOTA, make: 'Nissan' })).toBe(20);
  });

  it('refuses fewer than 1,000 miles and a term without a residual', () => {
    expect(() => residualPercent(36, 999, NEW_TOYOTA)).toThrow(RangeError);
    expect(() => residualPercent(60, 12000, NEW_TOYOTA)).toThrow(RangeError);
  });
});

describe('manufacturerRebate', () => {
  const ev = { ...NEW_TOYOTA, make: 'Hyundai', model: 'Ioniq 5', fuelType: 'Electric' };

  it('gives new EVs their automaker cash and other new EVs the default', () => {
    expect(manufacturerRebate(ev)).toBe(7500);
    expect(manufacturerRebate({ ...ev, make: 'Toyota', model: 'bZ4X' })).toBe(5000);
    expect(manufacturerRebate({ ...ev, make: 'Volvo', model: 'EX30' })).toBe(2500);
  });

  it('gives new plug-in hybrids $1,000 and everything else nothing', () => {
    expect(manufacturerRebate({ ...ev, make: 'BMW', model: 'X5', fuelType: 'Plug-In Hybrid' })).toBe(1000);
    expect(manufacturerRebate({ ...ev, fuelType: 'Gasoline' })).toBe(0);
    expect(manufacturerRebate({ ...ev, stockType: 'USED' })).toBe(0);
  });
});
