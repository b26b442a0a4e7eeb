import type { StaffDashboard } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { chartSummary, formatCount, hasActivity, lookToBookText, shortDay } from './dashboard-format';

const day = (date: string, bookings = 0, searches = 0) => ({ date, bookings, sales: 0, searches });
const zero = { bookings: 0, cancelled: 0, sales: 0, margin: 0, searches: 0, lookToBook: null };

describe('dashboard figures', () => {
  it('shows look-to-book as searches per booking, a dash without bookings', () => {
    expect(lookToBookText(12.5)).toBe('12.5 : 1');
    expect(lookToBookText(3)).toBe('3 : 1');
    expect(lookToBookText(1234.5)).toBe('1,234.5 : 1');
    expect(lookToBookText(0)).toBe('0 : 1');
    expect(lookToBookText(null)).toBe('—');
  });

  it('groups counts the Indian way', () => {
    expect(formatCount(123456)).toBe('1,23,456');
  });

  it('labels chart days from the date as sent, whatever the browser time zone', () => {
    expect(shortDay('2025-03-07')).toBe('7 Mar');
    expect(shortDay('2025-12-31')).toBe('31 Dec');
  });

  it('sums the chart in words', () => {
    expect(chartSummary([day('2025-03-01', 1, 1), day('2025-03-02')])).toBe(
      'Last 2 days: 1 booking and 1 search.',
    );
    expect(chartSummary([day('2025-03-01', 2, 1500)])).toBe('Last 1 day: 2 bookings and 1,500 searches.');
  });

  it('finds no activity on a site with nothing in its window', () => {
    const empty: StaffDashboard = {
      today: zero,
      month: zero,
      daily: [day('2025-03-01')],
      topRoutes: [],
      topCustomers: [],
    };
    expect(hasActivity(empty)).toBe(false);
    expect(hasActivity({ ...empty, daily: [day('2025-03-01', 0, 4)] })).toBe(true);
    expect(hasActivity({ ...empty, month: { ...zero, cancelled: 1 } })).toBe(true);
  });
});
