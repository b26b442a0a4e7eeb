const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * UTC offset in minutes of a zone on a day, taken at noon UTC. Intl is slow, so it is cached per
 * zone and day; a flight crossing a DST change at night may be off by an hour, which is harmless here.
 */
export function offsetMinutes(timeZone: string, day: string): number {
  const key = `${timeZone}|${day}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const at = Date.parse(`${day}T12:00:00Z`);
  let offset = 0;
  try {
    const parts: Record<string, number> = {};
    for (const p of formatter(timeZone).formatToParts(new Date(at))) parts[p.type] = Number(p.value);
    const local = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
    );
    offset = Math.round((local - at) / 60_000);
  } catch {
    offset = 0;
  }
  offsets.set(key, offset);
  return offset;
}

export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const dayNumbers = new Map<string, number>();
const shiftedDays = new Map<string, string>();

/** Days since the epoch; memoised because Date.parse sits on the hot path of every search. */
export function dayNumber(day: string): number {
  let n = dayNumbers.get(day);
  if (n === undefined) {
    n = Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
    if (dayNumbers.size > 50_000) dayNumbers.clear();
    dayNumbers.set(day, n);
  }
  return n;
}

export function addDays(day: string, days: number): string {
  const key = `${day}|${days}`;
  let shifted = shiftedDays.get(key);
  if (shifted === undefined) {
    shifted = dayOf((dayNumber(day) + days) * DAY_MS);
    if (shiftedDays.size > 50_000) shiftedDays.clear();
    shiftedDays.set(key, shifted);
  }
  return shifted;
}

/** Days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** A local wall-clock time (minutes after local midnight of `day`) as a UTC instant. */
export function localToUtc(day: string, minutes: number, timeZone: string): number {
  return Date.parse(`${day}T00:00:00Z`) + (minutes - offsetMinutes(timeZone, day)) * 60_000;
}

/** `YYYY-MM-DDTHH:mm:ss` in the zone's local time, as TBO sends times. */
export function formatLocal(ms: number, timeZone: string): string {
  return new Date(ms + offsetMinutes(timeZone, dayOf(ms)) * 60_000).toISOString().slice(0, 19);
}

export function localDay(ms: number, timeZone: string): string {
  return formatLocal(ms, timeZone).slice(0, 10);
}

export function localHour(ms: number, timeZone: string): number {
  return Number(formatLocal(ms, timeZone).slice(11, 13));
}

export function formatUtcDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

export function endOfUtcDay(ms: number): number {
  return (Math.floor(ms / DAY_MS) + 1) * DAY_MS;
}
