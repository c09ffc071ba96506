import { describe, expect, it } from 'vitest';
import { DEFAULT_CREDIT_SCORE, creditTierFor } from './credit.ts';

describe('creditTierFor', () => {
  it.each([
    [0, 'worst'],
    [599, 'worst'],
    [600, 'poor'],
    [619, 'poor'],
    [620, 'fair'],
    [659, 'fair'],
    [660, 'good'],
    [699, 'good'],
    [700, 'great'],
    [739, 'great'],
    [740, 'excellent'],
    [850, 'excellent'],
  ] as const)('score %i is %s', (score, tier) => {
    expect(creditTierFor(score)).toBe(tier);
  });

  it('puts the default score of 300 in the worst tier', () => {
    expect(creditTierFor(DEFAULT_CREDIT_SCORE)).toBe('worst');
  });

  it('does not round a fractional score up into the next tier', () => {
    expect(creditTierFor(599.9)).toBe('worst');
  });

  it('treats a missing score as the worst tier', () => {
    expect(creditTierFor(Number.NaN)).toBe('worst');
    expect(creditTierFor(-5)).toBe('worst');
  });
});
