import { describe, expect, it } from 'vitest';
import { CREDIT_TIERS } from './tiers.ts';

// Each boundary of the rule itself is tested where it lives (engine/credit.test.ts): tierOf is that function.
describe('credit tiers (seed 000 §3)', () => {
  it('are the spec table, floor to ceiling, read off the engine', () => {
    expect(CREDIT_TIERS).toEqual([
      { tier: 'worst', min: 0, max: 599 },
      { tier: 'poor', min: 600, max: 619 },
      { tier: 'fair', min: 620, max: 659 },
      { tier: 'good', min: 660, max: 699 },
      { tier: 'great', min: 700, max: 739 },
      { tier: 'excellent', min: 740, max: 850 },
    ]);
  });
});
