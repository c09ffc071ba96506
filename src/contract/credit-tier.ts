/** Seed 000 §3 credit tiers, apart from the deal contract so the finance application reads them without it. */
import * as v from 'valibot';

/** Floor to ceiling. */
export const CreditTierSchema = v.picklist(['worst', 'poor', 'fair', 'good', 'great', 'excellent']);
export type CreditTier = v.InferOutput<typeof CreditTierSchema>;
