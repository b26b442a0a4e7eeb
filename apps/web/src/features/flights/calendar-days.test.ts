import type { CalendarFareDay } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { cheapestDays, pickMonth } from './calendar-days';

const day = (date: string, fare: number, isLowestFareOfMonth = false): CalendarFareDay => ({
  date,
  fare,
  isLowestFareOfMonth,
  airlineCode: '6E',
  airlineName: 'IndiGo',
});

describe('fare calendar', () => {
  it('highlights the cheapest days still ahead', () => {
    const days = [
      day('2026-11-20', 100, true),
      day('2026-11-22', 300),
      day('2026-11-23', 250),
      day('2026-11-24', 250),
    ];
    expect([...cheapestDays(days, '2026-11-21')]).toEqual(['2026-11-23', '2026-11-24']);
    expect(cheapestDays([], '2026-11-21').size).toBe(0);
  });

  it('keeps the month inside the search month list', () => {
    const months = [{ value: '2026-11' }, { value: '2026-12' }];
    expect(pickMonth('2026-12', months)).toBe('2026-12');
    expect(pickMonth('2026-12-15', months)).toBe('2026-12');
    expect(pickMonth('2030-01', months)).toBe('2026-11');
    expect(pickMonth(null, months)).toBe('2026-11');
  });
});
