import type { CreditTier } from '../../../../src/contract/deal.ts';

/** Seed 000 §9: the default credit score is 300 when the shopper has none. */
export const DEFAULT_CREDIT_SCORE = 300;

/** Seed 000 §3 "Credit info": the lowest score of each tier, ceiling first. */
const TIER_FLOORS: readonly (readonly [number, CreditTier])[] = [
  [740, 'excellent'],
  [700, 'great'],
  [660, 'good'],
  [620, 'fair'],
  [600, 'poor'],
];

/** Seed 000 §3 credit tiers: worst 0-599, poor 600-619, fair 620-659, good 660-699, great 700-739, excellent 740-850. */
export function creditTierFor(score: number): CreditTier {
  // A missing or garbled score must never earn a better rate.
  if (!Number.isFinite(score)) return 'worst';
  const whole = Math.floor(score);
  for (const [floor, tier] of TIER_FLOORS) if (whole >= floor) return tier;
  return 'worst';
}
