/** User text goes into LIKE patterns: its own %, _ and \ must match literally (backslash is LIKE's escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text anywhere in the value. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
