/**
 * What a shown price is for, in the words under it. A result's price is for every traveller of the
 * search (its fare breakdown); the fare calendar's is the cheapest fare of one adult (TBO's
 * GetCalendarFare is for a single adult). A search of one traveller is one adult, so both say
 * 'per adult' then, and the two screens read alike.
 */
export const PER_ADULT = 'per adult';

export const priceBasisLabel = (travellers: number): string =>
  travellers <= 1 ? PER_ADULT : `for all ${travellers} travellers`;

/** The travellers a priced result is for: every passenger of its fare breakdown. */
export const travellersOf = (fare: { fareBreakdown: readonly { passengerCount: number }[] }): number =>
  fare.fareBreakdown.reduce((sum, row) => sum + row.passengerCount, 0);
