const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms (Asia/Kolkata: +5.5 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time ('2026-12-01T06:00:00', as airlines print departures) names in an
 * IANA zone. Airline times carry no offset: read as UTC, an Indian departure would seem 5½ hours
 * later than it is. A time a spring change skips is moved forward by the gap (01:30 → 02:30 BST).
 */
export function zonedTimeToUtc(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local.slice(0, 19)}Z`);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return new Date(second);
}
