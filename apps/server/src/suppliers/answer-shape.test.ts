import { describe, expect, it } from 'vitest';
import { answerShape, listOf, maybe, oneOf } from './answer-shape';

const shape = answerShape({
  Id: 'string',
  Kind: oneOf(1, 2, 3),
  Legs: listOf(listOf({ Code: 'string', Seats: maybe('number'), Lcc: 'boolean' })),
  Note: maybe('string'),
} as const);

const good = { Id: 'a', Kind: 2, Legs: [[{ Code: 'DEL', Lcc: true, Extra: 1 }], []], Note: null };

describe('answer shapes', () => {
  it('passes an answer whose read fields are right, as it is (no copy), unread fields and all', () => {
    const checked = shape.check(good);
    expect(checked).toEqual({ ok: true, value: good });
    expect(checked.ok && checked.value).toBe(good);
  });

  it('names the first wrong field by its path, and what it expected', () => {
    const wrongSeat = { ...good, Legs: [[], [{ Code: 'BOM', Lcc: false, Seats: '9' }]] };
    expect(shape.check(wrongSeat)).toEqual({
      ok: false,
      issue: { path: ['Legs', 1, 0, 'Seats'], message: 'expected number, received string' },
    });
    expect(shape.check({ ...good, Kind: 4 })).toEqual({
      ok: false,
      issue: { path: ['Kind'], message: 'expected one of 1, 2, 3, received number' },
    });
    expect(shape.check({ ...good, Legs: {} })).toMatchObject({
      issue: { path: ['Legs'], message: 'expected array, received object' },
    });
    expect(shape.check({ ...good, Id: undefined })).toMatchObject({
      issue: { path: ['Id'], message: 'expected string, received undefined' },
    });
    expect(shape.check(null)).toMatchObject({
      issue: { path: [], message: 'expected object, received null' },
    });
  });
});
