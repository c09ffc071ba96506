/** shell copy (English is the source of keys). */
export const shell = {} as const;
