import { describe, expect, it } from 'vitest';
import { DEFAULT_CREDIT_SCORE } from '../engine/index.ts';
import { CREDIT_TIERS, tierOf } from './tiers.ts';

describe('credit tiers (seed 000 §3)', () => {
  it('are the spec table, floor to ceiling', () => {
    expect(CREDIT_TIERS).toEqual([
      { tier: 'worst', min: 0, max: 599 },
      { tier: 'poor', min: 600, max: 619 },
      { tier: 'fair', min: 620, max: 659 },
      { tier: 'good', min: 660, max: 699 },
      { tier: 'great', min: 700, max: 739 },
      { tier: 'excellent', min: 740, max: 850 },
    ]);
  });

  it.each([
    [0, 'worst'],
    [300, 'worst'],
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
  ] as const)('puts %i in %s', (score, tier) => {
    expect(tierOf(score)).toBe(tier);
  });

  it('puts the default score (seed 000 §9) in the worst tier', () => {
    expect(DEFAULT_CREDIT_SCORE).toBe(300);
    expect(tierOf(DEFAULT_CREDIT_SCORE)).toBe('worst');
  });

  it('never rounds a score up into a better tier, and treats garbage as the worst', () => {
    expect(tierOf(739.9)).toBe('great');
    expect(tierOf(Number.NaN)).toBe('worst');
  });
});
