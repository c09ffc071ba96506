/**
 * Seed 000 §3 credit tiers by name and range, for the bureau and the self-selected credit profile.
 * The deal engine already prices by tier (`engine/credit.ts` `creditTierFor`, which the app's
 * `CreditTierSchema` names): `tierOf` IS that function, and the ranges below are read off it, so
 * there is one table of floors, the engine's, and nothing here can disagree with the quotes.
 */
import type { CreditTier } from '../../../../src/contract/deal.ts';
import { creditTierFor } from '../engine/index.ts';

export type { CreditTier };

/** The lowest and highest score a tier names (seed 000 §3: worst 0–599 … excellent 740–850). */
export type CreditTierRange = { tier: CreditTier; min: number; max: number };

/** The highest score a bureau reports (FICO and VantageScore 3.0+ both run 300–850). */
export const MAX_CREDIT_SCORE = 850;
/** The lowest score a bureau reports; seed 000 §9's default score, 300, is this floor. */
export const MIN_BUREAU_SCORE = 300;

/** The tier of a score: the engine's rule, so a pulled score prices exactly as the engine does. */
export const tierOf: (score: number) => CreditTier = creditTierFor;

function rangesOf(tierFor: (score: number) => CreditTier): readonly CreditTierRange[] {
  const ranges: CreditTierRange[] = [];
  for (let score = 0; score <= MAX_CREDIT_SCORE; score++) {
    const tier = tierFor(score);
    const last = ranges.at(-1);
    if (last?.tier === tier) last.max = score;
    else ranges.push({ tier, min: score, max: score });
  }
  return ranges;
}

/** The six tiers, floor to ceiling, with their whole-score ranges. */
export const CREDIT_TIERS: readonly CreditTierRange[] = rangesOf(tierOf);
