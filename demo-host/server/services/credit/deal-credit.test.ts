import { describe, expect, it } from 'vitest';
import { resolveCredit, tierFloorScore } from './deal-credit.ts';

describe("a deal's credit source", () => {
  it('a valid HIT wins over everything: BUREAU at the pulled score', () => {
    expect(resolveCredit({ hitScore: 684, selfSelectedTier: 'excellent', profileScore: 790 })).toEqual({
      score: 684,
      tier: 'good',
      source: 'BUREAU',
    });
  });

  it("else the deal's self-selected tier, priced at the tier's floor score", () => {
    expect(resolveCredit({ hitScore: null, selfSelectedTier: 'great', profileScore: 790 })).toEqual({
      score: 700,
      tier: 'great',
      source: 'SELF_SELECTED',
    });
  });

  it("else the account's score on file: PROFILE, even at 300", () => {
    expect(resolveCredit({ hitScore: null, selfSelectedTier: null, profileScore: 300 })).toEqual({
      score: 300,
      tier: 'worst',
      source: 'PROFILE',
    });
  });

  it('else the default score 300 (seed 000 §9)', () => {
    expect(resolveCredit({ hitScore: null, selfSelectedTier: null, profileScore: null })).toEqual({
      score: 300,
      tier: 'worst',
      source: 'DEFAULT',
    });
  });

  it('prices worst at 300, the lowest score a bureau reports, not 0', () => {
    expect(tierFloorScore('worst')).toBe(300);
    expect(tierFloorScore('poor')).toBe(600);
    expect(tierFloorScore('excellent')).toBe(740);
  });
});
