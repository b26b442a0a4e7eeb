import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from './zoned-time';

describe('zonedTimeToUtc', () => {
  it('reads a wall-clock time in the zone it was printed in', () => {
    expect(zonedTimeToUtc('2026-12-01T06:00:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-01T00:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-12-01T06:00:00', 'Asia/Dubai').toISOString()).toBe(
      '2026-12-01T02:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-12-01T06:00:00', 'UTC').toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });

  it('follows daylight saving: London is UTC+1 in July and UTC in January', () => {
    expect(zonedTimeToUtc('2026-07-01T12:00:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T11:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-01-01T12:00:00', 'Europe/London').toISOString()).toBe(
      '2026-01-01T12:00:00.000Z',
    );
  });

  it('moves a time the spring change skips forward by the gap, as the clocks did', () => {
    // 01:30 does not exist in London on 29 March 2026; clocks read 02:30 BST then.
    expect(zonedTimeToUtc('2026-03-29T01:30:00', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
});
