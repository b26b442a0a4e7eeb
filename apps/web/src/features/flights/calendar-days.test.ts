import type { CalendarFareDay } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { cheapestDays, daySaid, pickMonth } from './calendar-days';

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

  it('names a day by what it shows, in its order, with what only a screen reader needs between', () => {
    // 1 Dec 2026 is a Tuesday. The name a button gets from these parts and its visible text:
    const name = (hasFare: boolean, past: boolean, cheapest: boolean, shown: string[]) => {
      const said = daySaid('2026-12-01', hasFare, past, cheapest);
      const [fare, airline] = shown;
      return hasFare
        ? `${said.day}${said.afterDay}${fare}${said.afterFare}${airline}${said.last}`
        : `${said.day}${said.afterDay}${said.last}`;
    };
    expect(name(true, false, true, ['₹4,123', 'IndiGo'])).toBe(
      '1 Dec 2026, Tue, ₹4,123 per adult, IndiGo, cheapest',
    );
    expect(name(true, false, false, ['₹6,500', 'IndiGo'])).toBe('1 Dec 2026, Tue, ₹6,500 per adult, IndiGo');
    expect(name(false, false, false, [])).toBe('1 Dec 2026, Tue, no fare');
    expect(name(false, true, false, [])).toBe('1 Dec 2026, Tue, past');
    // The visible day is the day of the month as shown, without a leading zero.
    expect(daySaid('2026-12-09', true, false, false).day).toBe('9');
  });
});
