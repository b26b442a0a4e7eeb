import { describe, expect, it } from 'vitest';
import {
  dayShift,
  formatClock,
  formatDisplayDate,
  formatDuration,
  formatRupees,
  legMinutes,
  paxLabel,
  stopsLabel,
} from './format';

const seg = (destinationAirportCode: string, duration = 60, groundTime = 0) =>
  ({ destinationAirportCode, duration, groundTime }) as Parameters<typeof legMinutes>[0][number];

describe('flight formatters', () => {
  it('shows rupees with Indian grouping, with paise only when not whole', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456');
    expect(formatRupees(450_000)).toBe('₹4,500');
    expect(formatRupees(99)).toBe('₹0.99');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(1_000_000_000)).toBe('₹1,00,00,000');
  });

  it("formats minutes as 'hh h mm m'", () => {
    expect(formatDuration(125)).toBe('02 h 05 m');
    expect(formatDuration(0)).toBe('00 h 00 m');
    expect(formatDuration(45)).toBe('00 h 45 m');
    expect(formatDuration(1505)).toBe('25 h 05 m');
  });

  it('adds flown minutes and ground time for a leg', () => {
    expect(legMinutes([seg('BOM', 90, 0), seg('DEL', 120, 75)])).toBe(285);
    expect(formatDuration(legMinutes([seg('BOM', 90, 0), seg('DEL', 35, 0)]))).toBe('02 h 05 m');
  });

  it('names the stops', () => {
    expect(stopsLabel([seg('DEL')])).toBe('Non-stop');
    expect(stopsLabel([seg('BOM'), seg('DEL')])).toBe('1 stop via BOM');
    expect(stopsLabel([seg('BOM'), seg('HYD'), seg('DEL')])).toBe('2 stops');
  });

  it('reads local clock times and day shifts without time zones', () => {
    expect(formatClock('2026-12-01T06:05:00')).toBe('06:05');
    expect(dayShift('2026-12-01T22:00:00', '2026-12-02T01:10:00')).toBe(1);
    expect(dayShift('2026-12-31T22:00:00', '2026-12-31T23:10:00')).toBe(0);
  });

  it("shows dates as 'ddd,DD MMM YYYY'", () => {
    expect(formatDisplayDate('2026-12-01')).toBe('Tue,01 Dec 2026');
    expect(formatDisplayDate('2026-12-01T00:00:00')).toBe('Tue,01 Dec 2026');
  });

  it('describes the passengers', () => {
    expect(paxLabel(1, 0, 0)).toBe('1 Adult');
    expect(paxLabel(2, 1, 2)).toBe('2 Adults, 1 Child, 2 Infants');
  });
});
