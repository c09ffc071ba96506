/** deal copy (English is the source of keys). */
export const deal = {} as const;
