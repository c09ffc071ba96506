/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally (the query says ESCAPE '\'). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
