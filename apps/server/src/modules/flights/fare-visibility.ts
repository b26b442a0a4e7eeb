import type { SupplierFare } from '../../suppliers/flight-supplier';

export type FareVisibility = { refundableOnly: boolean; hiddenAirlines: readonly string[] };

/**
 * Whether a site sells this fare (decision 0042): not when it is non-refundable on a refundable-only
 * site, nor when a hidden airline sells it or flies any of its flights (a codeshare included).
 */
export function isFareShown(
  fare: Pick<SupplierFare, 'isRefundable' | 'airlineCode' | 'segments'>,
  rules: FareVisibility,
): boolean {
  if (rules.refundableOnly && !fare.isRefundable) return false;
  if (rules.hiddenAirlines.length === 0) return true;
  const hidden = new Set(rules.hiddenAirlines);
  if (hidden.has(fare.airlineCode)) return false;
  return !fare.segments.some((leg) =>
    leg.some((flight) => hidden.has(flight.airlineCode) || hidden.has(flight.operatingCarrier)),
  );
}

/** The fares of a search a site shows, list by list (a return's two lists stay two). */
export function shownFares(lists: SupplierFare[][], rules: FareVisibility): SupplierFare[][] {
  if (!rules.refundableOnly && rules.hiddenAirlines.length === 0) return lists;
  return lists.map((list) => list.filter((fare) => isFareShown(fare, rules)));
}
