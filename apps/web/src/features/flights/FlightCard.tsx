import {
  agentFareOf,
  type FlightResult,
  priceBasisLabel,
  pricedFareOf,
  type Segment,
  travellersOf,
} from '@app/contracts';
import { memo } from 'react';
import type { AgentFareView } from './agent-fare';
import { dayShift, formatClock, formatDuration, formatRupees, legMinutes, stopsLabel } from './format';

/**
 * One priced result. Rendered by the hundred and re-rendered on every filter change, so it is memoised
 * and made of plain elements; its look comes from CardStyles, applied once on the list around the cards.
 */

interface FlightCardProps {
  result: FlightResult;
  /** airline code → logo URL */
  logos: ReadonlyMap<string, string> | undefined;
  /** one label per leg ('Outbound', 'Return', 'Leg 2'), or none for a single leg */
  legLabels?: readonly string[];
  /** Book (a full fare) or select (one half of a return pair, a radio of `group`) */
  mode: 'book' | 'select';
  group?: string;
  selected?: boolean;
  onSelect?: (result: FlightResult) => void;
  onBook?: (result: FlightResult) => void;
  onFareRules: (result: FlightResult) => void;
  /** a buyer who earns commission: their net fare and commission beside the price, unless hidden */
  agentFare?: AgentFareView;
}

/**
 * The agent's side of the fare, from the same arithmetic that charges them. Its line is kept while
 * hidden, empty, so hiding it for a customer moves nothing on the screen.
 */
function AgentFareLine({ result, view }: { result: FlightResult; view: AgentFareView }) {
  if (!view.shown) return <span className="net" aria-hidden />;
  const fare = agentFareOf(pricedFareOf(result), view.terms);
  return (
    <span className="net" data-testid="agent-fare">
      Net {formatRupees(fare.netFare)} · Commission {formatRupees(fare.commissionEarned)}
    </span>
  );
}

function LegRow({ leg, label, logos }: { leg: Segment[]; label?: string; logos: FlightCardProps['logos'] }) {
  const first = leg[0];
  const last = leg.at(-1);
  if (!first || !last) return null;
  const logo = logos?.get(first.airlineCode);
  const shift = dayShift(first.departureTime, last.arrivalTime);
  return (
    <div className="leg">
      {label && <span className="legLabel">{label}</span>}
      <div className="airline">
        {logo ? (
          <img className="logo" src={logo} alt="" width={32} height={32} loading="lazy" />
        ) : (
          <span className="logo" aria-hidden>
            {first.airlineCode}
          </span>
        )}
        <div style={{ minWidth: 0 }}>
          <span className="name">{first.airlineName}</span>
          <span className="muted">{leg.map((s) => `${s.airlineCode} ${s.flightNumber}`).join(' · ')}</span>
        </div>
      </div>
      <div>
        <span className="time" data-testid="departure-time">
          {formatClock(first.departureTime)}
        </span>
        <span className="muted">{first.originAirportCode}</span>
      </div>
      <div className="middle">
        <span className="muted">{formatDuration(legMinutes(leg))}</span>
        <span className="muted">{stopsLabel(leg)}</span>
      </div>
      <div className="end">
        <span className="time">
          {formatClock(last.arrivalTime)}
          {shift > 0 && <span className="shift">+{shift}</span>}
        </span>
        <span className="muted">{last.destinationAirportCode}</span>
      </div>
    </div>
  );
}

export const FlightCard = memo(function FlightCard({
  result,
  logos,
  legLabels,
  mode,
  group,
  selected = false,
  onSelect,
  onBook,
  onFareRules,
  agentFare,
}: FlightCardProps) {
  const firstFlight = result.segments[0]?.[0];
  // The family is part of the name: one flight sold as two fares reads as two fares, not a duplicate.
  const flightName = `${result.airlineName} ${firstFlight ? `${firstFlight.airlineCode} ${firstFlight.flightNumber} at ${formatClock(firstFlight.departureTime)}` : ''}${result.fareFamily ? `, ${result.fareFamily} fare` : ''}`;
  return (
    <article className={selected ? 'fc selected' : 'fc'} data-testid="flight-card" aria-label={flightName}>
      <div className="body">
        {mode === 'select' && (
          <input
            className="pick"
            type="radio"
            name={group}
            checked={selected}
            onChange={() => onSelect?.(result)}
            aria-label={`Select ${flightName}, ${formatRupees(result.publishedPrice)}`}
          />
        )}
        <div className="legs">
          {result.segments.map((leg, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: legs are fixed and in order
            <LegRow key={i} leg={leg} label={legLabels?.[i]} logos={logos} />
          ))}
        </div>
        <div className="fare">
          <span className="price">{formatRupees(result.publishedPrice)}</span>
          <span className="muted">{priceBasisLabel(travellersOf(result))}</span>
          {agentFare && <AgentFareLine result={result} view={agentFare} />}
          <span className="badges">
            {result.fareFamily && <span className="badge family">{result.fareFamily}</span>}
            <span className={`badge ${result.isRefundable ? 'refundable' : 'nonRefundable'}`}>
              {result.isRefundable ? 'Refundable' : 'Non-Refundable'}
            </span>
          </span>
          {firstFlight && (
            <span className="muted">
              Baggage {firstFlight.baggage || '—'} · Cabin {firstFlight.cabinBaggage || '—'}
            </span>
          )}
          <span className="actions">
            <button type="button" className="btn" onClick={() => onFareRules(result)}>
              Fare rules
            </button>
            {mode === 'book' && (
              <button type="button" className="btn primary" onClick={() => onBook?.(result)}>
                Book
              </button>
            )}
          </span>
        </div>
      </div>
    </article>
  );
});
