import type { TboFareRule } from '@app/tbo-air';
import type { Family } from './fares';
import type { Itinerary } from './inventory';
import type { Offer } from './store';

type Penalties = {
  cancel: [number | null, number | null, number | null];
  change: [number, number, number | null];
};

/**
 * Fees per passenger per sector, by time before departure: more than 72 h, 4–72 h, under 4 h.
 * `null` means not permitted (non-refundable, or changes closed).
 */
function penalties(family: Family, domestic: boolean): Penalties {
  const k = domestic ? 1 : 2.5;
  const r = (n: number) => Math.round(n * k);
  switch (family.code) {
    case 'SAVER':
      return { cancel: [null, null, null], change: [r(2999), r(3499), null] };
    case 'FLEXI':
      return { cancel: [r(1999), r(2999), null], change: [0, r(1499), null] };
    case 'LITE':
      return { cancel: [null, null, null], change: [r(3000), r(3500), null] };
    case 'CLASSIC':
      return { cancel: [r(2500), r(3500), null], change: [r(1500), r(2500), null] };
    default:
      return { cancel: [r(3500), r(5000), r(7500)], change: [0, 0, r(3000)] };
  }
}

const money = (n: number | null, closed: string) =>
  n === null ? closed : n === 0 ? 'Free' : `INR ${n.toLocaleString('en-IN')}`;

/** Cancellation charge per passenger per sector this far ahead, or null when no refund is due. */
export function cancellationCharge(family: Family, domestic: boolean, hoursBefore: number): number | null {
  const p = penalties(family, domestic).cancel;
  return hoursBefore > 72 ? p[0] : hoursBefore >= 4 ? p[1] : p[2];
}

/** HTML in the shape suppliers send: a table of fees, then bullet notes with <br/> line breaks. */
export function fareRuleHtml(itin: Itinerary, family: Family, fareBasis: string, baggage: string): string {
  const domestic = itin.origin.countryCode === itin.destination.countryCode;
  const p = penalties(family, domestic);
  const rows = ['More than 72 hours', '4 to 72 hours', 'Less than 4 hours']
    .map(
      (label, i) =>
        `<tr><td>${label}</td><td>${money(p.cancel[i] ?? null, 'Non-refundable')}</td><td>${money(p.change[i] ?? null, 'Not permitted')}</td></tr>`,
    )
    .join('');
  const refund = family.refundable
    ? 'Refund of base fare less the cancellation fee above, plus all taxes.'
    : 'This fare is non-refundable. Only statutory taxes and airport fees (K3, UDF, PSF) are refunded on cancellation.';
  return [
    `<p><b>${itin.carrier.name} &ndash; ${family.name} (${fareBasis})</b><br/>${itin.origin.iata} - ${itin.destination.iata}</p>`,
    '<table border="1" cellpadding="3"><tr><th>Time before departure</th><th>Cancellation fee</th><th>Date change fee</th></tr>',
    `${rows}</table>`,
    '<ul>',
    `<li>${refund}</li>`,
    '<li>No-show: base fare is forfeited; only statutory taxes are refundable.</li>',
    '<li>Date change: fare difference, if any, is payable in addition to the change fee.</li>',
    `<li>Check-in baggage: ${baggage} per adult; cabin baggage: 7 KG (one piece).</li>`,
    '<li>Fees are per passenger per sector and exclude GST of 18% on the fee.</li>',
    '</ul>',
    'The above charges are indicative and subject to change by the airline without notice.<br/>',
  ].join('');
}

export function fareRules(offer: Offer, baggageOf: (leg: number) => string): TboFareRule[] {
  return offer.legs.map((itin, leg) => {
    const fareBasis = offer.prices[leg]?.fareBasis ?? '';
    return {
      Origin: itin.origin.iata,
      Destination: itin.destination.iata,
      Airline: itin.carrier.code,
      FareBasisCode: fareBasis,
      FareRuleDetail: fareRuleHtml(itin, offer.family, fareBasis, baggageOf(leg)),
      FareRestriction: offer.family.refundable ? '' : 'Non Refundable',
    };
  });
}
