import { type FdDepartureView, type FdLeg, fdNameListClosed } from '@app/contracts';
import { siteTimeZone } from '../../app/site-locale';
import { dayShift, formatClock, formatDisplayDate } from '../flights/format';

/** 'DEL → DXB', or 'DEL ⇄ DXB' for a round trip. */
export const sectorLabel = (d: Pick<FdDepartureView, 'origin' | 'destination' | 'tripType'>) =>
  `${d.origin} ${d.tripType === 'roundTrip' ? '⇄' : '→'} ${d.destination}`;

/** '6E 1463 · DEL 09:40 → DXB 12:05 +1': times local to each airport, as the airline prints them. */
export function legLine(leg: FdLeg): string {
  const shift = dayShift(leg.departAt, leg.arriveAt);
  return `${leg.airlineCode} ${leg.flightNumber} · ${leg.origin} ${formatClock(leg.departAt)} → ${leg.destination} ${formatClock(leg.arriveAt)}${shift > 0 ? ` +${shift}` : ''}`;
}

/** 'Tue,01 Dec 2026', with the return date after it for a round trip. */
export const datesLabel = (d: Pick<FdDepartureView, 'departureDate' | 'returnDate'>) =>
  d.returnDate
    ? `${formatDisplayDate(d.departureDate)} – ${formatDisplayDate(d.returnDate)}`
    : formatDisplayDate(d.departureDate);

/** Below this many seats left, a departure says so in words (FD_MSG.onlyLeft). */
export const FEW_SEATS = 5;

/** The date the departure's passengers are measured on: the last flight's (as the server's checks). */
export const travelDateOf = (d: Pick<FdDepartureView, 'departureDate' | 'returnDate'>) =>
  d.returnDate ?? d.departureDate;

const STATUS_LABELS: Record<string, string> = {
  reserved: 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  released: 'Released',
  open: 'Open',
  closed: 'Closed',
};
export const fdStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** Whether the departure's name list has gone to the airline, on the site's calendar (decision 0060). */
export const nameListClosed = (d: Pick<FdDepartureView, 'nameListDeadline'>) =>
  fdNameListClosed(d.nameListDeadline, new Date(), siteTimeZone());
