import type { address as en } from '../en/address.ts';

export const address: Record<keyof typeof en, string> = {};
