import { describe, expect, it } from 'vitest';
import { COUNT_CAP, countLabel, pageInfo } from './paging';

describe('capped page totals', () => {
  it('answers an exact count up to the cap', () => {
    expect(pageInfo(0, 1, 20)).toEqual({
      totalRecords: 0,
      totalPages: 1,
      currentPage: 1,
      totalIsCapped: false,
    });
    expect(pageInfo(41, 3, 20)).toEqual({
      totalRecords: 41,
      totalPages: 3,
      currentPage: 3,
      totalIsCapped: false,
    });
    expect(pageInfo(COUNT_CAP, 1, 10)).toMatchObject({
      totalRecords: 10_000,
      totalPages: 1000,
      totalIsCapped: false,
    });
  });

  it('says only "more than the cap" beyond it, with the pages that follow from it', () => {
    expect(pageInfo(COUNT_CAP + 1, 2, 10)).toEqual({
      totalRecords: 10_001,
      totalPages: 1001,
      currentPage: 2,
      totalIsCapped: true,
    });
    // a count that ran past the cap (two capped counts added) still answers the cap
    expect(pageInfo(2 * COUNT_CAP + 2, 1, 20)).toMatchObject({ totalRecords: 10_001, totalIsCapped: true });
  });

  it('names the count as the screens show it', () => {
    expect(countLabel(pageInfo(1, 1, 20), 'ticket', 'tickets')).toBe('1 ticket');
    expect(countLabel(pageInfo(0, 1, 20), 'ticket', 'tickets')).toBe('0 tickets');
    expect(countLabel(pageInfo(12_345 % COUNT_CAP, 1, 20), 'ticket', 'tickets')).toBe('2,345 tickets');
    expect(countLabel(pageInfo(COUNT_CAP + 1, 1, 20), 'ticket', 'tickets')).toBe('10,000+ tickets');
  });
});
