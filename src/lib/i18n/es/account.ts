import type { account as en } from '../en/account.ts';

export const account: Record<keyof typeof en, string> = {};
