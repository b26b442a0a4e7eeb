/**
 * The site's own cancellation fee (decision 0056): a fixed amount per passenger cancelled, by the
 * buyer's channel, shown before the customer confirms and kept from the airline's refund. Paise.
 */

/** The fee for cancelling these many passengers. */
export const siteCancellationFee = (perPassenger: number, passengers: number): number =>
  perPassenger * passengers;

/**
 * What the buyer gets back of the airline's refund once the site's fee is kept: never less than
 * nothing. A refund smaller than the fee is kept whole; the buyer is never billed for cancelling.
 */
export const refundAfterFee = (refundedAmount: number, fee: number): number =>
  Math.max(0, refundedAmount - fee);
