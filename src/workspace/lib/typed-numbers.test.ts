import { describe, expect, it } from 'vitest';
import { centsOf, dollarsOf, typedDollars, wholeOf } from './typed-numbers.ts';

describe('dollarsOf', () => {
  it('reads dollars as typed, and anything else as NaN for the schema to refuse', () => {
    expect(dollarsOf(' $1,250.5 ')).toBe(1250.5);
    expect(dollarsOf('0')).toBe(0);
    for (const typed of ['', '-5', '1e3', 'abc', '1.2.3']) expect(dollarsOf(typed)).toBeNaN();
  });
});

describe('centsOf', () => {
  it('reads dollars into whole cents without float drift, and a fraction of a cent as NaN', () => {
    expect(centsOf('$300')).toBe(30_000);
    expect(centsOf('123.45')).toBe(12_345);
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf('1,000.10')).toBe(100_010);
    expect(centsOf('1.005')).toBeNaN();
    expect(centsOf('ten')).toBeNaN();
  });
});

describe('wholeOf and typedDollars', () => {
  it('reads whole numbers, and shows cents as dollars the way they are typed back', () => {
    expect(wholeOf(' 24 ')).toBe(24);
    expect(wholeOf('2.5')).toBeNaN();
    expect(typedDollars(50_000)).toBe('500');
    expect(typedDollars(12_345)).toBe('123.45');
    expect(typedDollars(12_340)).toBe('123.40');
  });
});
