import { z } from 'zod';
import type { OrderStatus } from '../bookings/order-constants';
import { REFUND_METHODS, REFUND_STATES, type RefundMethod, type RefundState } from './refunds';

/**
 * What an item of an order (a flight booking, a fixed departure's seats) is for a person, and what
 * the order's page says at its head (decision 0058). One rule: the server sends the facts, the web
 * and the server's own sheets and documents read them through these functions, so a cancelled and
 * refunded booking reads the same on the order page, its e-ticket, the queues and the export.
 */

/** Where the supplier's side of an item stands: the core's item states (decision 0035). */
export const ITEM_SUPPLY_STATES = [
  'pending',
  'held',
  'fulfilled',
  'failed',
  'unknown',
  'released',
  'cancelled',
] as const;
export type ItemSupplyState = (typeof ITEM_SUPPLY_STATES)[number];

/** One refund of the item's money: how it goes back, how far it got, how much. */
export const itemRefundFacts = z.object({
  method: z.enum(REFUND_METHODS),
  state: z.enum(REFUND_STATES),
  /** minor units (paise) */
  amount: z.number().int(),
});
export type ItemRefundFacts = z.infer<typeof itemRefundFacts>;

/** What is known of an item, as the server reads it from its product's rows. */
export const itemFacts = z.object({
  state: z.enum(ITEM_SUPPLY_STATES),
  /** a cancellation or a change asked and not finished: with the site's staff, or with the supplier */
  asked: z.enum(['review', 'cancellation', 'change']).nullable(),
  /** how much of it is cancelled: nothing, some travellers or sectors, or all of it */
  cancelled: z.enum(['none', 'part', 'all']),
  /** the last request came to nothing: declined by the site's staff (with their reason) or the supplier */
  declined: z.object({ by: z.enum(['staff', 'supplier']), reason: z.string().nullable() }).nullable(),
  /** the item's money going back, oldest first */
  refunds: z.array(itemRefundFacts),
});
export type ItemFacts = z.infer<typeof itemFacts>;

export const ITEM_STANDINGS = [
  'processing',
  'held',
  'confirmed',
  'awaitingReview',
  'cancellationRequested',
  'changeRequested',
  'partiallyCancelled',
  'cancelled',
  'notIssued',
  'released',
] as const;
export type ItemStandingState = (typeof ITEM_STANDINGS)[number];

export const ITEM_STANDING_LABELS: Record<ItemStandingState, string> = {
  processing: 'Being confirmed',
  held: 'Held',
  confirmed: 'Confirmed',
  awaitingReview: 'Cancellation awaiting review',
  cancellationRequested: 'Cancellation requested',
  changeRequested: 'Change requested',
  partiallyCancelled: 'Partly cancelled',
  cancelled: 'Cancelled',
  notIssued: 'Not issued',
  released: 'Released',
};

export type StandingTone = 'success' | 'info' | 'warning' | 'error' | 'default';

const STATE_TONES: Record<ItemStandingState, StandingTone> = {
  processing: 'info',
  held: 'info',
  confirmed: 'success',
  awaitingReview: 'warning',
  cancellationRequested: 'warning',
  changeRequested: 'warning',
  partiallyCancelled: 'warning',
  cancelled: 'default',
  notIssued: 'error',
  released: 'default',
};

/** Where refunded money goes, in the words every page uses. */
export type RefundDestination = 'wallet' | 'card' | 'wallet and card';
const DESTINATION_OF: Record<RefundMethod, RefundDestination> = { wallet: 'wallet', gateway: 'card' };

/** Money going back, summed: paid (settled), on its way, or refused by the gateway (staff follow it up). */
export type RefundStanding = {
  state: 'pending' | 'delayed' | 'refunded';
  to: RefundDestination;
  /** minor units */
  amount: number;
  label: string;
};

/** What the gateway's refund states mean to the person it is owed to. */
const REFUND_STANDING_OF: Record<RefundState, RefundStanding['state']> = {
  requested: 'pending',
  sent: 'pending',
  settled: 'refunded',
  failed: 'delayed',
};

/**
 * Where some money going back stands as a whole, or null when none does: delayed if any refund was
 * refused, pending while any is on its way, refunded once all are paid. Pure.
 */
export function refundStandingOf(
  refunds: readonly Pick<ItemRefundFacts, 'method' | 'state' | 'amount'>[],
): RefundStanding | null {
  const owed = refunds.filter((r) => r.amount > 0);
  if (owed.length === 0) return null;
  const states = new Set(owed.map((r) => REFUND_STANDING_OF[r.state]));
  const state = states.has('delayed') ? 'delayed' : states.has('pending') ? 'pending' : 'refunded';
  const methods = new Set(owed.map((r) => DESTINATION_OF[r.method]));
  const to: RefundDestination = methods.size > 1 ? 'wallet and card' : ([...methods][0] ?? 'wallet');
  const amount = owed.reduce((sum, r) => sum + r.amount, 0);
  const label =
    state === 'refunded'
      ? `Refunded to ${to}`
      : state === 'pending'
        ? `Refund to ${to} pending`
        : `Refund to ${to} delayed`;
  return { state, to, amount, label };
}

/** One refund's state in a person's words, beside the amount and where it goes. */
export const REFUND_STANDING_WORDS: Record<RefundStanding['state'], string> = {
  pending: 'Pending',
  delayed: 'Delayed: our team is on it',
  refunded: 'Refunded',
};

export type ItemStanding = {
  state: ItemStandingState;
  /** the state and, when money goes back, where and how far: 'Cancelled · Refunded to card' */
  label: string;
  tone: StandingTone;
  refund: RefundStanding | null;
  /** why the last request came to nothing, when it did and nothing else is asked */
  note: string | null;
};

function stateOf(facts: ItemFacts): ItemStandingState {
  switch (facts.state) {
    case 'pending':
    case 'unknown':
      return 'processing';
    case 'held':
      return 'held';
    case 'failed':
      return 'notIssued';
    case 'released':
      return 'released';
    case 'cancelled':
      return 'cancelled';
    case 'fulfilled':
      if (facts.asked === 'review') return 'awaitingReview';
      if (facts.asked === 'cancellation') return 'cancellationRequested';
      if (facts.asked === 'change') return 'changeRequested';
      if (facts.cancelled === 'all') return 'cancelled';
      return facts.cancelled === 'part' ? 'partiallyCancelled' : 'confirmed';
  }
}

function noteOf(facts: ItemFacts): string | null {
  if (!facts.declined || facts.asked !== null) return null;
  if (facts.declined.by === 'supplier')
    return 'Your last cancellation or change was declined by the airline.';
  const reason = facts.declined.reason?.trim();
  return `Your last cancellation was declined by our team${reason ? `: ${reason}` : '.'}`;
}

/** What an item is for the person who bought it (or staff reading it). Pure. */
export function itemStanding(facts: ItemFacts): ItemStanding {
  const state = stateOf(facts);
  const refund = refundStandingOf(facts.refunds);
  const tone: StandingTone = refund?.state === 'delayed' ? 'warning' : STATE_TONES[state];
  const label = [ITEM_STANDING_LABELS[state], refund?.label].filter(Boolean).join(' · ');
  return { state, label, tone, refund, note: noteOf(facts) };
}

/** Items a person holds nothing of: never issued, or given back before they were. */
const NEVER_ISSUED: readonly ItemStandingState[] = ['notIssued', 'released'];

export type OrderHeadline = {
  /** the title of the order's main card */
  title: string;
  /** the sentence at its head; null where the server's message for the order says it */
  headline: string | null;
  tone: Exclude<StandingTone, 'default'>;
};

const ENDED_TITLES: Record<Exclude<OrderStatus, 'completed'>, string> = {
  pending: 'Booking in progress',
  paid: 'Booking in progress',
  processing: 'Booking in progress',
  held: 'Booking held',
  failed: 'Booking not completed',
  expired: 'Payment expired',
  released: 'Booking released',
  lapsed: 'Hold lapsed',
};

/** ' Your refund is on its way.' and so on: what the money is doing, for a headline. */
function refundSentence(refund: RefundStanding | null): string {
  if (!refund) return '';
  if (refund.state === 'refunded') return ` It is refunded to your ${refund.to}.`;
  if (refund.state === 'pending') return ` Your refund to your ${refund.to} is on its way.`;
  return ' Your refund is delayed: our team is on it.';
}

/**
 * The head of an order's page (decision 0058): a finished order says what its items are now —
 * confirmed, a cancellation waiting for review or with the airline, partly or wholly cancelled,
 * and where the money went — never "confirmed" once it is not. Pure.
 */
export function orderHeadline(status: OrderStatus, items: readonly ItemFacts[]): OrderHeadline {
  if (status !== 'completed') {
    const tone = status === 'failed' || status === 'expired' ? 'error' : 'info';
    return { title: ENDED_TITLES[status], headline: null, tone };
  }
  const issued = items.filter((facts) => !NEVER_ISSUED.includes(itemStanding(facts).state));
  const states = new Set(issued.map((facts) => itemStanding(facts).state));
  const money = refundStandingOf(issued.flatMap((facts) => facts.refunds));
  if (states.has('awaitingReview'))
    return {
      title: 'Cancellation requested',
      headline: 'Your cancellation is waiting for our team’s review.',
      tone: 'info',
    };
  if (states.has('cancellationRequested'))
    return {
      title: 'Cancellation requested',
      headline: 'Your cancellation is with the airline: we will tell you when it is done.',
      tone: 'info',
    };
  if (states.has('changeRequested'))
    return {
      title: 'Change requested',
      headline: 'Your change is with the airline: we will tell you when it is done.',
      tone: 'info',
    };
  if (states.size === 1 && states.has('cancelled'))
    return {
      title: 'Booking cancelled',
      headline: `Your booking is cancelled.${refundSentence(money)}`,
      tone: money?.state === 'delayed' ? 'warning' : 'info',
    };
  if (states.has('cancelled') || states.has('partiallyCancelled'))
    return {
      title: 'Booking partly cancelled',
      headline: `Part of your booking is cancelled; the rest is confirmed.${refundSentence(money)}`,
      tone: 'warning',
    };
  return { title: 'Booking confirmed', headline: 'Your booking is confirmed.', tone: 'success' };
}
