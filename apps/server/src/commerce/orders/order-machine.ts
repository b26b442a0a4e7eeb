import type { OrderStatus } from '@app/contracts';

/**
 * The order state machine, written once (issue 14, decision 0027): what may happen to an order in
 * each state, and where it goes. Money moves on `pay` (taken) and on the way out of `processing`
 * (`fail`, `reopenHold`: owed back); a hold takes none until `payHold` → `pay` (decision 0024).
 *
 *   pending ──pay / placeHold──▶ processing ──fulfil──▶ completed
 *      │ expire ▶ expired           │ fail ▶ failed          │ release / lapse (a hold paid
 *      │ decline ▶ failed           │ holdPlaced ▶ held      ▼ when placed, decision 0009)
 *      │ reopenHold ▶ held          │ reopenHold ▶ held    released | lapsed
 *   held ──payHold──▶ pending;  held ──release / lapse──▶ released | lapsed
 */
export const ORDER_EVENTS = {
  /** the money is taken (a wallet debit, or the gateway's signed word): fulfilment starts */
  pay: { from: ['pending'], to: 'processing' },
  /** a hold is being placed with the supplier; nothing is paid */
  placeHold: { from: ['pending'], to: 'processing' },
  /** nobody paid before the order's time ran out */
  expire: { from: ['pending'], to: 'expired' },
  /** the payment was declined, or did not match the order */
  decline: { from: ['pending'], to: 'failed' },
  /** the supplier holds the items; the buyer pays when ticketing */
  holdPlaced: { from: ['processing'], to: 'held' },
  /** a hold's payment attempt ended unpaid, or its ticketing came to nothing (money back): held again */
  reopenHold: { from: ['pending', 'processing'], to: 'held' },
  /** every item is known and at least one was fulfilled */
  fulfil: { from: ['processing'], to: 'completed' },
  /** nothing was fulfilled (what was paid is owed back) or the hold could not be placed */
  fail: { from: ['processing'], to: 'failed' },
  /** the buyer starts paying for a hold */
  payHold: { from: ['held'], to: 'pending' },
  /** a hold given back by the buyer (completed: a hold paid when placed) */
  release: { from: ['held', 'completed'], to: 'released' },
  /** a hold past the supplier's time limit */
  lapse: { from: ['held', 'completed'], to: 'lapsed' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderEvent = keyof typeof ORDER_EVENTS;

export type OrderMove = { ok: true; to: OrderStatus } | { ok: false; refusal: string };

/** Where `event` takes an order in state `from`, or why it cannot happen there. Pure. */
export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderMove {
  const rule = ORDER_EVENTS[event];
  return (rule.from as readonly OrderStatus[]).includes(from)
    ? { ok: true, to: rule.to }
    : { ok: false, refusal: `an order ${from} cannot ${event} (only from ${rule.from.join(' or ')})` };
}
