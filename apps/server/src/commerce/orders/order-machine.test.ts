import { ORDER_STATUSES, type OrderStatus } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { nextOrderStatus, ORDER_EVENTS, type OrderEvent } from './order-machine';

const moves: [OrderStatus, OrderEvent, OrderStatus][] = [
  ['pending', 'pay', 'processing'],
  ['pending', 'placeHold', 'processing'],
  ['pending', 'expire', 'expired'],
  ['pending', 'decline', 'failed'],
  ['pending', 'reopenHold', 'held'],
  ['processing', 'holdPlaced', 'held'],
  ['processing', 'reopenHold', 'held'],
  ['processing', 'fulfil', 'completed'],
  ['processing', 'fail', 'failed'],
  ['held', 'payHold', 'pending'],
  ['held', 'release', 'released'],
  ['held', 'lapse', 'lapsed'],
  ['completed', 'release', 'released'],
  ['completed', 'lapse', 'lapsed'],
];

describe('the order state machine', () => {
  it.each(moves)('%s --%s--> %s', (from, event, to) => {
    expect(nextOrderStatus(from, event)).toEqual({ ok: true, to });
  });

  it('lists every move it allows above, and no other', () => {
    const allowed = Object.entries(ORDER_EVENTS).flatMap(([event, rule]) =>
      rule.from.map((from) => `${from} ${event}`),
    );
    expect(allowed.sort()).toEqual(moves.map(([from, event]) => `${from} ${event}`).sort());
  });

  it('refuses every other event in every state, saying why', () => {
    const events = Object.keys(ORDER_EVENTS) as OrderEvent[];
    for (const from of ORDER_STATUSES)
      for (const event of events) {
        if (moves.some(([f, e]) => f === from && e === event)) continue;
        const move = nextOrderStatus(from, event);
        expect(move.ok, `${from} ${event}`).toBe(false);
      }
    expect(nextOrderStatus('completed', 'pay')).toEqual({
      ok: false,
      refusal: 'an order completed cannot pay (only from pending)',
    });
  });

  it('ends where no money can move again: nothing leaves failed, expired, released or lapsed', () => {
    const events = Object.keys(ORDER_EVENTS) as OrderEvent[];
    for (const end of ['failed', 'expired', 'released', 'lapsed'] as const)
      expect(events.filter((e) => nextOrderStatus(end, e).ok)).toEqual([]);
  });
});
