/** promotions copy (English is the source of keys). */
export const promotions = {} as const;
