import { type CalendarFareDay, PER_ADULT } from '@app/contracts';
import { formatDisplayDate } from './format';

/**
 * The days of a fare calendar to highlight: the cheapest fare among the days that can still be flown
 * (today on), plus any the server marks as the month's lowest.
 */
export function cheapestDays(days: readonly CalendarFareDay[], today: string): Set<string> {
  const open = days.filter((d) => d.date >= today);
  const lowest = open.reduce((min, d) => Math.min(min, d.fare), Number.POSITIVE_INFINITY);
  return new Set(
    days.filter((d) => d.fare === lowest || (d.isLowestFareOfMonth && d.date >= today)).map((d) => d.date),
  );
}

/** A month query parameter (YYYY-MM or a day in it) that is in the list, else the list's first month. */
export function pickMonth(raw: string | null, months: readonly { value: string }[]): string {
  const month = raw?.slice(0, 7) ?? '';
  return months.some((m) => m.value === month) ? month : (months[0]?.value ?? month);
}

/**
 * The words of a calendar day's accessible name around what the day shows (its number, the fare,
 * the airline), so the name starts with and contains the visible text in its order (WCAG 2.5.3):
 * "12 Dec 2026, Sat, ₹4,123 per adult, IndiGo, cheapest", "9 Dec 2026, Wed, no fare".
 */
export function daySaid(date: string, hasFare: boolean, past: boolean, isCheapest: boolean) {
  // 'Sat,12 Dec 2026' (spec §9's display format): the weekday, then the date.
  const [weekday = '', shown = ''] = formatDisplayDate(date).split(',');
  return {
    day: String(Number(date.slice(8, 10))),
    afterDay: `${shown.replace(/^\d+/, '')}, ${weekday}, `,
    afterFare: ` ${PER_ADULT}, `,
    last: hasFare ? (isCheapest ? ', cheapest' : '') : past ? 'past' : 'no fare',
  };
}
