import type { deal as en } from '../en/deal.ts';

export const deal: Record<keyof typeof en, string> = {};
