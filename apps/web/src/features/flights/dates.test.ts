import { describe, expect, it } from 'vitest';
import { lastSearchDate, monthCells, searchMonths, shiftMonth } from './dates';

describe('flight dates', () => {
  it('offers ten months from this one', () => {
    const months = searchMonths('2026-11-21');
    expect(months).toHaveLength(10);
    expect(months[0]).toEqual({ value: '2026-11', label: 'Nov 2026' });
    expect(months[1]).toEqual({ value: '2026-12', label: 'Dec 2026' });
    expect(months[9]).toEqual({ value: '2027-08', label: 'Aug 2027' });
    expect(lastSearchDate('2026-11-21')).toBe('2027-08-31');
  });

  it('lays a month out on a Sunday-first grid', () => {
    const cells = monthCells('2026-12');
    // 1 Dec 2026 is a Tuesday: two blanks first.
    expect(cells.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(cells).toHaveLength(2 + 31);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
