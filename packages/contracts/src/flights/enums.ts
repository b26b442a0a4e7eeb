/** Return fare types of a return search (spec §3). */
export const RETURN_TYPES = { Normal: 2, LccSpecial: 5, GdsSpecial: 3 } as const;
export type ReturnType = (typeof RETURN_TYPES)[keyof typeof RETURN_TYPES];

export const CABIN_CLASSES = { Economy: 2, PremiumEconomy: 3, Business: 4, First: 6 } as const;
export type CabinClass = (typeof CABIN_CLASSES)[keyof typeof CABIN_CLASSES];
export const CABIN_LABELS: Record<CabinClass, string> = {
  2: 'Economy',
  3: 'Premium Economy',
  4: 'Business',
  6: 'First',
};

export const MAX_SEATS = 9;
/** Search month list: 10 months from now (spec §9). */
export const SEARCH_MONTHS = 10;
