import { describe, expect, it } from 'vitest';
import { normalizeVin, vinCheckDigit, vinProblem } from './trade.ts';

describe('vinCheckDigit (49 CFR 565)', () => {
  it('computes the check digit of known VINs, 10 written X', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    // Position 9 weighs nothing: whatever is there, the digit is the same.
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
    expect(vinCheckDigit('1m8gdm9axkp042788')).toBe('X');
  });

  it('is null for what cannot be a VIN', () => {
    expect(vinCheckDigit('1M8GDM9AXKP04278')).toBeNull();
    expect(vinCheckDigit('1M8GDM9AXKP04278O')).toBeNull();
    expect(vinCheckDigit('1M8GDM9AXKP04278*')).toBeNull();
  });
});

describe('vinProblem', () => {
  it('accepts a valid VIN, pasted with spaces, dashes or in lower case', () => {
    expect(vinProblem('1HGCM82633A004352')).toBeNull();
    expect(vinProblem(' 1hgcm-82633-a004352 ')).toBeNull();
    expect(normalizeVin(' 1hgcm-82633-a004352 ')).toBe('1HGCM82633A004352');
  });

  it('says one thing at a time: characters, then I/O/Q, then length, then the check digit', () => {
    expect(vinProblem('1HGCM8263*A004352')).toBe('characters');
    expect(vinProblem('1HGCM82633AOO4352')).toBe('letters');
    expect(vinProblem('1HGCQ')).toBe('letters');
    expect(vinProblem('1HGCM82633A00435')).toBe('length');
    expect(vinProblem('1HGCM82633A0043521')).toBe('length');
    expect(vinProblem('1HGCM82643A004352')).toBe('checkDigit');
  });
});
