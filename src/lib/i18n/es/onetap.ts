import type { onetap as en } from '../en/onetap.ts';

export const onetap: Record<keyof typeof en, string> = {};
