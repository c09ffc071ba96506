/** Seed 000 §3 credit tiers and the range each covers: read by the deal page and the credit section. */
import type { CreditTier } from '../../contract/credit-tier.ts';

export type CreditTierRange = { tier: CreditTier; min: number; max: number };

/** Seed 000 §3 "Credit tiers (floor to ceiling)": worst 0-599 … excellent 740-850. */
export const CREDIT_TIER_RANGES: readonly CreditTierRange[] = [
  { tier: 'worst', min: 0, max: 599 },
  { tier: 'poor', min: 600, max: 619 },
  { tier: 'fair', min: 620, max: 659 },
  { tier: 'good', min: 660, max: 699 },
  { tier: 'great', min: 700, max: 739 },
  { tier: 'excellent', min: 740, max: 850 },
];

/** The tiers a shopper picks from, best first (the way people read a credit range list). */
export const SELF_SELECT_TIERS: readonly CreditTierRange[] = [...CREDIT_TIER_RANGES].reverse();

/** '740–850' (an en dash: a range, not a subtraction). */
export function tierRangeText(tier: CreditTier): string {
  const range = CREDIT_TIER_RANGES.find((r) => r.tier === tier) ?? CREDIT_TIER_RANGES[0]!;
  return `${String(range.min)}–${String(range.max)}`;
}
