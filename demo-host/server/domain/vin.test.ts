import { describe, expect, it } from 'vitest';
import { buildSeed } from '../db/seed/seed-data.ts';
import {
  WMI_BY_MAKE,
  isValidVin,
  makeOfWmi,
  makeVin,
  modelYearCode,
  modelYearOf,
  modelYearsFor,
  vinCheckDigit,
} from './vin.ts';

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

describe('modelYearOf', () => {
  it('reads a letter in position 7 as the 2010–2039 cycle', () => {
    expect(modelYearOf('2HGFC2F70JH512874', 2027)).toBe(2018);
  });

  it('reads a digit in position 7 as 1980–2009', () => {
    expect(modelYearOf('1M8GDM9AXKP042788', 2027)).toBe(1989);
    expect(modelYearOf('4T1BE32K73U145880', 2027)).toBe(2003);
  });

  it('never answers a year that cannot exist yet', () => {
    // 'Y' is 2000 or 2030; in 2026 it can only be 2000, whatever position 7 says.
    const vin = makeVin({ wmi: '1HG', vds: 'CV1F3', year: 2000, plant: 'A', serial: 1 });
    expect(modelYearOf(vin, 2027)).toBe(2000);
  });
});

describe('makeOfWmi', () => {
  it('finds the make of a WMI, in any case', () => {
    expect(makeOfWmi('1HG')).toBe('Honda');
    expect(makeOfWmi('ys3')).toBe('Saab');
    expect(makeOfWmi('9ZZ')).toBeNull();
  });

  it('gives a WMI two makes list to the one that lists it first: its manufacturer', () => {
    expect(WMI_BY_MAKE['Toyota']).toContain('JF1');
    expect(makeOfWmi('JF1')).toBe('Subaru');
  });

  it('has well-formed WMIs, each once per make', () => {
    for (const [make, wmis] of Object.entries(WMI_BY_MAKE)) {
      expect(new Set(wmis).size, make).toBe(wmis.length);
      for (const wmi of wmis) expect(wmi, make).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
    }
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
