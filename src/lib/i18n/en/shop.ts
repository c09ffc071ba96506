/** shop copy (English is the source of keys). */
export const shop = {} as const;
