import { describe, expect, it } from 'vitest';
import { roundCents, roundDollars, roundTo, sumCents } from './money.ts';

describe('roundCents', () => {
  it('rounds half away from zero despite binary noise', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(191.38888)).toBe(191.39);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });

  it('refuses non-finite numbers', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('roundDollars and roundTo', () => {
  it('rounds to whole dollars and to other precisions', () => {
    expect(roundDollars(1499.5)).toBe(1500);
    expect(roundDollars(1499.49)).toBe(1499);
    expect(roundTo(0.00125 + 0.00035, 6)).toBe(0.0016);
  });
});

describe('sumCents', () => {
  it('adds cents without floating-point drift', () => {
    expect(sumCents(0.1, 0.2)).toBe(0.3);
    expect(sumCents(191.39, 41.39)).toBe(232.78);
    expect(sumCents()).toBe(0);
  });
});
