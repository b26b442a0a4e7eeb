import { describe, expect, it } from 'vitest';
import { ITEM_EVENTS, ITEM_STATES, type ItemState, itemEventBetween, orderOutcomeOf } from './item-machine';

describe('the item state machine', () => {
  it.each([
    ['pending', 'held', 'hold'],
    ['unknown', 'held', 'hold'],
    ['pending', 'fulfilled', 'fulfil'],
    ['held', 'fulfilled', 'fulfil'],
    ['unknown', 'fulfilled', 'fulfil'],
    ['pending', 'failed', 'fail'],
    ['held', 'failed', 'fail'],
    ['unknown', 'failed', 'fail'],
    ['pending', 'unknown', 'lose'],
    ['held', 'unknown', 'lose'],
    ['pending', 'released', 'release'],
    ['held', 'released', 'release'],
    ['fulfilled', 'cancelled', 'cancel'],
  ] as const)('moves %s → %s by %s', (from, to, event) => {
    expect(itemEventBetween(from, to)).toBe(event);
  });

  it('refuses every other move: nothing leaves fulfilled but a cancellation, nothing leaves an end', () => {
    const allowed = new Set(
      Object.values(ITEM_EVENTS).flatMap((rule) => rule.from.map((from) => `${from}>${rule.to}`)),
    );
    for (const from of ITEM_STATES)
      for (const to of ITEM_STATES)
        if (from !== to && !allowed.has(`${from}>${to}`)) expect(itemEventBetween(from, to)).toBeNull();
    expect(itemEventBetween('fulfilled', 'failed')).toBeNull();
    expect(itemEventBetween('failed', 'fulfilled')).toBeNull();
    expect(itemEventBetween('released', 'held')).toBeNull();
    expect(itemEventBetween('held', 'held')).toBeNull();
  });
});

describe('where an order goes from its items', () => {
  const outcome = (...states: ItemState[]) => orderOutcomeOf(states);
  it('waits while the supplier has not said what became of an item', () => {
    expect(outcome('fulfilled', 'unknown')).toBeNull();
    expect(outcome('pending')).toBeNull();
  });
  it('is fulfilled when any item was, partly or wholly', () => {
    expect(outcome('fulfilled', 'fulfilled')).toBe('fulfil');
    expect(outcome('fulfilled', 'failed')).toBe('fulfil');
  });
  it('is held again when the only live items are held, and failed when none is live', () => {
    expect(outcome('held', 'failed')).toBe('reopenHold');
    expect(outcome('failed', 'failed')).toBe('fail');
    expect(outcome('released')).toBe('fail');
  });
});
