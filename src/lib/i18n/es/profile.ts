import type { profile as en } from '../en/profile.ts';

export const profile: Record<keyof typeof en, string> = {};
