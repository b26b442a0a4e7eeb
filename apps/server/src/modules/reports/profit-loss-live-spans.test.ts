import { describe, expect, it } from 'vitest';
import { liveSpans } from './profit-loss-live-spans';

describe('the dirty days a report reads from the rows', () => {
  it('reads consecutive days as one span, across a month and a year', () => {
    expect(liveSpans(['2025-12-30', '2025-12-31', '2026-01-01', '2026-02-28', '2026-03-01'])).toEqual([
      { from: '2025-12-30', to: '2026-01-01' },
      { from: '2026-02-28', to: '2026-03-01' },
    ]);
    expect(liveSpans([])).toEqual([]);
  });

  it('joins the closest spans until few are left, covering every dirty day', () => {
    const days = ['2026-01-01', '2026-01-03', '2026-01-20', '2026-01-21', '2026-03-01', '2026-03-04'];
    expect(liveSpans(days, 3)).toEqual([
      { from: '2026-01-01', to: '2026-01-03' },
      { from: '2026-01-20', to: '2026-01-21' },
      { from: '2026-03-01', to: '2026-03-04' },
    ]);
    expect(liveSpans(days, 1)).toEqual([{ from: '2026-01-01', to: '2026-03-04' }]);
  });
});
