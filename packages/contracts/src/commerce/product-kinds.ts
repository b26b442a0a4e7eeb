/** What the site sells: profit and loss counts these (decision 0054). */
export const SOLD_PRODUCT_KINDS = [
  'flight',
  'fixedDeparture',
  'activity',
  'package',
  'visa',
  'dmcKart',
] as const;
export type SoldProductKind = (typeof SOLD_PRODUCT_KINDS)[number];

/**
 * Where the order's own page is: each product shows its orders on its page. A wallet top-up is an
 * order too, but no sale: the buyer's own money put by, sold when the wallet pays for a booking.
 */
export const ORDER_PRODUCT_KINDS = [...SOLD_PRODUCT_KINDS, 'walletTopUp'] as const;
export type OrderProductKind = (typeof ORDER_PRODUCT_KINDS)[number];
