/** home copy (English is the source of keys). Spec copy is quoted exactly. */
export const home = {};
