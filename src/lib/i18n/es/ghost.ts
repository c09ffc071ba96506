import type { ghost as en } from '../en/ghost.ts';

export const ghost: Record<keyof typeof en, string> = {};
