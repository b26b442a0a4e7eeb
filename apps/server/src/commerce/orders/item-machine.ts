import { ITEM_SUPPLY_STATES, type ItemSupplyState } from '@app/contracts';

/**
 * What may happen to one item of an order, written once like the order's machine (decision 0035).
 * `unknown` is left only by the supplier's word: the core asks (the product's status check), never
 * assumes. A hold's items are held until fulfilled, failed or released.
 *
 *   pending ─hold─▶ held ─release─▶ released
 *      │             │
 *      ├──fulfil─────┼──▶ fulfilled ─cancel─▶ cancelled
 *      ├──fail───────┼──▶ failed
 *      └──lose───────┴──▶ unknown ─fulfil / fail / hold─▶ …
 */
// The list is contracts', where what an item is for a person is read from it (decision 0058).
export const ITEM_STATES = ITEM_SUPPLY_STATES;
export type ItemState = ItemSupplyState;

export const ITEM_EVENTS = {
  /** the supplier holds it; nothing is issued yet */
  hold: { from: ['pending', 'unknown'], to: 'held' },
  /** the supplier issued it (a ticket, a confirmed seat) */
  fulfil: { from: ['pending', 'held', 'unknown'], to: 'fulfilled' },
  /** the supplier definitely refused it, or staff know it was never issued */
  fail: { from: ['pending', 'held', 'unknown'], to: 'failed' },
  /** the call that issues it went unanswered: only the supplier knows */
  lose: { from: ['pending', 'held'], to: 'unknown' },
  /** a hold given back, or lapsed (or never kept: half a trip held is given back at once) */
  release: { from: ['pending', 'held'], to: 'released' },
  /** cancelled after it was issued (a change request, a cancellation) */
  cancel: { from: ['fulfilled'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly ItemState[]; to: ItemState }>;
export type ItemEvent = keyof typeof ITEM_EVENTS;

/** The event that takes an item from one state to another, or null when none may. Pure. */
export function itemEventBetween(from: ItemState, to: ItemState): ItemEvent | null {
  if (from === to) return null;
  for (const [event, rule] of Object.entries(ITEM_EVENTS) as [ItemEvent, (typeof ITEM_EVENTS)[ItemEvent]][])
    if (rule.to === to && (rule.from as readonly ItemState[]).includes(from)) return event;
  return null;
}

/**
 * Where an order's items leave it once none is unknown: fulfilled if any item was, held again if
 * its only live items are held (a hold whose ticketing came to nothing), failed otherwise; null
 * while the supplier has yet to say what became of one. Pure.
 */
export function orderOutcomeOf(states: readonly ItemState[]): 'fulfil' | 'reopenHold' | 'fail' | null {
  if (states.includes('unknown') || states.includes('pending')) return null;
  if (states.includes('fulfilled') || states.includes('cancelled')) return 'fulfil';
  if (states.includes('held')) return 'reopenHold';
  return 'fail';
}
