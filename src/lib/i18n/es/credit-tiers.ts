import type { creditTiers as en } from '../en/credit-tiers.ts';

export const creditTiers: Record<keyof typeof en, string> = {
  'credit.tier.excellent': 'Excelente',
  'credit.tier.great': 'Muy bueno',
  'credit.tier.good': 'Bueno',
  'credit.tier.fair': 'Regular',
  'credit.tier.poor': 'Limitado',
  'credit.tier.worst': 'En mejora',
};
