import type { CalendarFareDay } from '@app/contracts';

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
