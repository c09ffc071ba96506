/**
 * The credit tiers' names shoppers see, wherever a payment or an answer names one (seed 000 §3 keeps
 * the tier keys in data). Respectful: a range is where someone's credit is today, not a verdict.
 */
export const creditTiers = {
  'credit.tier.excellent': 'Excellent',
  'credit.tier.great': 'Great',
  'credit.tier.good': 'Good',
  'credit.tier.fair': 'Fair',
  'credit.tier.poor': 'Limited',
  'credit.tier.worst': 'Rebuilding',
};
