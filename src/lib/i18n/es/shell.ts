import type { shell as en } from '../en/shell.ts';

export const shell: Record<keyof typeof en, string> = {};
