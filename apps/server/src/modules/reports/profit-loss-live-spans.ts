import { addDaysIso } from '@app/contracts';
import type { DaySpan } from './profit-loss-rollup.queries';

/** A report reads at most this many spans of dirty days from the rows (each one query per source). */
export const MAX_LIVE_SPANS = 8;

const gap = (a: DaySpan, b: DaySpan) => Date.parse(b.from) - Date.parse(a.to);

/**
 * Dirty days (ascending, distinct) as the spans a report reads from the rows: runs of consecutive
 * days, the two closest runs joined until at most `max` are left. The clean days between two joined
 * runs are then read from the rows too, which gives the same figures, only slower; usually there are
 * one or two runs (today, and the day a late refund or cancellation moved).
 */
export function liveSpans(days: readonly string[], max = MAX_LIVE_SPANS): DaySpan[] {
  const spans: DaySpan[] = [];
  for (const day of days) {
    const last = spans.at(-1);
    if (last && addDaysIso(last.to, 1) === day) last.to = day;
    else spans.push({ from: day, to: day });
  }
  while (spans.length > Math.max(max, 1)) {
    let closest = 0;
    for (let i = 1; i < spans.length - 1; i++)
      if (gap(spans[i]!, spans[i + 1]!) < gap(spans[closest]!, spans[closest + 1]!)) closest = i;
    spans.splice(closest, 2, { from: spans[closest]!.from, to: spans[closest + 1]!.to });
  }
  return spans;
}
