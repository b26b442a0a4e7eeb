import type { Segment } from '@app/contracts';
import dayjs from 'dayjs';

/**
 * Money arrives in the currency's minor unit: shown in the site's currency and grouping, the minor
 * unit only when not whole (contracts' formatMoney). The name predates sites in other currencies.
 */
export { formatSiteMoney as formatRupees } from '../../app/site-money';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Minutes as the spec's 'hh h mm m': 125 → '02 h 05 m'. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  return `${pad2(Math.floor(total / 60))} h ${pad2(total % 60)} m`;
}

/** A leg's whole journey: every flight's minutes in the air plus the waits before them. */
export const legMinutes = (leg: readonly Segment[]): number =>
  leg.reduce((sum, s) => sum + s.duration + s.groundTime, 0);

/** 'Non-stop', '1 stop via BOM' (where the change happens), '2 stops'. */
export function stopsLabel(leg: readonly Pick<Segment, 'destinationAirportCode'>[]): string {
  const stops = leg.length - 1;
  if (stops <= 0) return 'Non-stop';
  if (stops === 1) return `1 stop via ${leg[0]?.destinationAirportCode ?? ''}`.trim();
  return `${stops} stops`;
}

/** The clock time of a local 'YYYY-MM-DDTHH:mm:ss' as HH:mm, without any time-zone conversion. */
export const formatClock = (localDateTime: string): string => localDateTime.slice(11, 16);

/** Days between the local dates of two 'YYYY-MM-DD…' strings: an overnight arrival is +1. */
export function dayShift(from: string, to: string): number {
  const a = Date.parse(from.slice(0, 10));
  const b = Date.parse(to.slice(0, 10));
  if (Number.isNaN(a) || Number.isNaN(b)) return 0;
  return Math.round((b - a) / 86_400_000);
}

/** The spec's display date: 'Tue,01 Dec 2026'. */
export const formatDisplayDate = (isoDate: string): string =>
  dayjs(isoDate.slice(0, 10)).format('ddd,DD MMM YYYY');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 Adults, 1 Child, 1 Infant'; children and infants only when there are any. */
export function paxLabel(adults: number, children: number, infants: number): string {
  const parts = [plural(adults, 'Adult', 'Adults')];
  if (children > 0) parts.push(plural(children, 'Child', 'Children'));
  if (infants > 0) parts.push(plural(infants, 'Infant', 'Infants'));
  return parts.join(', ');
}
