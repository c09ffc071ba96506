import { describe, expect, it } from 'vitest';
import { buildSeed } from './db/seed-data.ts';
import { WMI_BY_MAKE, isValidVin, makeVin, modelYearCode, modelYearsFor, vinCheckDigit } from './vin.ts';

describe('vinCheckDigit', () => {
  it('computes the classic NHTSA example', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('ignores whatever is at position 9', () => {
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
  });

  it('accepts lower case', () => {
    expect(vinCheckDigit('1m8gdm9axkp042788')).toBe('X');
  });

  it('rejects wrong lengths and forbidden letters', () => {
    expect(() => vinCheckDigit('1M8GDM9AXKP04278')).toThrow(RangeError);
    expect(() => vinCheckDigit('1M8GDM9AXKP04278O')).toThrow(RangeError);
  });
});

describe('isValidVin', () => {
  it.each(['1M8GDM9AXKP042788', '11111111111111111', '1HGCM82633A004352'])('accepts %s', (vin) => {
    expect(isValidVin(vin)).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1HGCM82643A004352')).toBe(false);
  });

  it('rejects I, O and Q, bad lengths and non-strings', () => {
    expect(isValidVin('1M8GDM9AXKP0427O8')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP0427888')).toBe(false);
    expect(isValidVin(null)).toBe(false);
    expect(isValidVin(12345678901234)).toBe(false);
  });

  it('rejects an impossible model-year character even with a matching check digit', () => {
    // Position 10 'U' is never a year code; recompute the check digit so only the year is wrong.
    const draft = '1HGCM8263UA004352';
    const fixed = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
    expect(isValidVin(fixed)).toBe(false);
  });
});

describe('model year codes', () => {
  it('follows the 30-year cycle', () => {
    expect(modelYearCode(1980)).toBe('A');
    expect(modelYearCode(2001)).toBe('1');
    expect(modelYearCode(2009)).toBe('9');
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2019)).toBe('K');
    expect(modelYearCode(2026)).toBe('T');
    expect(modelYearCode(2027)).toBe('V');
    expect(() => modelYearCode(1979)).toThrow(RangeError);
  });

  it('reads candidate years back', () => {
    expect(modelYearsFor('1M8GDM9AXKP042788')).toEqual([1989, 2019]);
  });
});

describe('makeVin', () => {
  it('builds a valid VIN from its parts', () => {
    const vin = makeVin({ wmi: 'WBA', vds: '5R1C0', year: 2026, plant: 'F', serial: 123456 });
    expect(vin).toHaveLength(17);
    expect(vin.startsWith('WBA5R1C0')).toBe(true);
    expect(vin.slice(9)).toBe('TF123456');
    expect(isValidVin(vin)).toBe(true);
  });

  it('reproduces a known VIN', () => {
    expect(makeVin({ wmi: '1M8', vds: 'GDM9A', year: 2019, plant: 'P', serial: 42788 })).toBe('1M8GDM9AXKP042788');
  });

  it('refuses parts that cannot make a VIN', () => {
    expect(() => makeVin({ wmi: 'WB', vds: '5R1C0', year: 2026, plant: 'F', serial: 1 })).toThrow(RangeError);
    expect(() => makeVin({ wmi: 'WBA', vds: '5R1CO', year: 2026, plant: 'F', serial: 1 })).toThrow(RangeError);
    expect(() => makeVin({ wmi: 'WBA', vds: '5R1C0', year: 2026, plant: 'F', serial: 1_000_000 })).toThrow(RangeError);
  });

  it('has WMIs for the makes the seed uses', () => {
    for (const make of ['BMW', 'Toyota', 'Nissan', 'Ford', 'Hyundai', 'Honda'])
      expect(WMI_BY_MAKE[make]?.length).toBeGreaterThan(0);
  });
});

describe('seeded vehicles', () => {
  const { vehicles } = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1' });

  it('all carry valid, unique VINs with their make’s WMI and model year', () => {
    const seen = new Set<string>();
    for (const v of vehicles) {
      expect(isValidVin(v.vin), `${v.id} ${v.vin}`).toBe(true);
      expect(WMI_BY_MAKE[v.make], v.make).toContain(v.vin.slice(0, 3));
      expect(modelYearsFor(v.vin)).toContain(v.year);
      seen.add(v.vin);
    }
    expect(seen.size).toBe(vehicles.length);
  });
});
