import { describe, expect, it } from 'vitest';
import { formatSiteDateTime, siteDay } from './site-time';

const kolkata = { timeZone: 'Asia/Kolkata', homeCountry: 'IN' };
const dubai = { timeZone: 'Asia/Dubai', homeCountry: 'AE' };

describe('site dates', () => {
  it("shows an instant on the site's own clock", () => {
    const instant = '2026-12-01T00:30:00Z';
    expect(formatSiteDateTime(instant, kolkata)).toBe('01 Dec 2026, 06:00');
    expect(formatSiteDateTime(instant, dubai)).toBe('01 Dec 2026, 04:30');
  });

  it("puts an instant on the site's calendar day", () => {
    expect(siteDay('2026-11-30T20:00:00Z', 'Asia/Kolkata')).toBe('2026-12-01');
    expect(siteDay('2026-11-30T20:00:00Z', 'Asia/Dubai')).toBe('2026-12-01');
    expect(siteDay('2026-11-30T19:00:00Z', 'Asia/Dubai')).toBe('2026-11-30');
  });
});
