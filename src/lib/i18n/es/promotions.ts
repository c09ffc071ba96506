import type { promotions as en } from '../en/promotions.ts';

export const promotions: Record<keyof typeof en, string> = {};
