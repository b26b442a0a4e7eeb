import { describe, expect, it } from 'vitest';
import { type ItemFacts, itemStanding, orderHeadline, refundStandingOf } from './item-standing';

const facts = (over: Partial<ItemFacts> = {}): ItemFacts => ({
  state: 'fulfilled',
  asked: null,
  cancelled: 'none',
  declined: null,
  refunds: [],
  ...over,
});
const card = (state: 'requested' | 'sent' | 'settled' | 'failed', amount = 450_000) =>
  ({ method: 'gateway', state, amount }) as const;
const wallet = (amount = 450_000) => ({ method: 'wallet', state: 'settled', amount }) as const;

describe('what an item is for a person', () => {
  it('a ticket nothing is asked of is confirmed', () => {
    expect(itemStanding(facts())).toEqual({
      state: 'confirmed',
      label: 'Confirmed',
      tone: 'success',
      refund: null,
      note: null,
    });
  });

  it('says what is asked of an issued item before anything else about it', () => {
    expect(itemStanding(facts({ asked: 'review' })).label).toBe('Cancellation awaiting review');
    expect(itemStanding(facts({ asked: 'cancellation' })).state).toBe('cancellationRequested');
    expect(itemStanding(facts({ asked: 'change' })).state).toBe('changeRequested');
    // A full refund is one request per ticket: while one is open the item is still being cancelled.
    expect(itemStanding(facts({ asked: 'cancellation', cancelled: 'part' })).state).toBe(
      'cancellationRequested',
    );
  });

  it('a cancelled item says where its money went and how far it got', () => {
    const cancelled = { state: 'cancelled', cancelled: 'all' } as const;
    expect(itemStanding(facts({ ...cancelled, refunds: [card('requested')] })).label).toBe(
      'Cancelled · Refund to card pending',
    );
    expect(itemStanding(facts({ ...cancelled, refunds: [card('sent')] })).refund?.state).toBe('pending');
    const paid = itemStanding(facts({ ...cancelled, refunds: [card('settled')] }));
    expect(paid).toMatchObject({
      state: 'cancelled',
      label: 'Cancelled · Refunded to card',
      tone: 'default',
    });
    expect(paid.refund).toEqual({
      state: 'refunded',
      to: 'card',
      amount: 450_000,
      label: 'Refunded to card',
    });
    expect(itemStanding(facts({ ...cancelled, refunds: [wallet()] })).label).toBe(
      'Cancelled · Refunded to wallet',
    );
    // Refused by the gateway: staff follow it up, and the person is told it is late, not lost.
    const refused = itemStanding(facts({ ...cancelled, refunds: [card('failed')] }));
    expect(refused).toMatchObject({ label: 'Cancelled · Refund to card delayed', tone: 'warning' });
    // Nothing to give back (a non-refundable fare, or the fee took it all): cancelled, no refund line.
    expect(itemStanding(facts(cancelled))).toMatchObject({ label: 'Cancelled', refund: null });
  });

  it('a booking cancelled at the airline whose leg is still being changed reads cancelled', () => {
    expect(itemStanding(facts({ cancelled: 'all' })).state).toBe('cancelled');
  });

  it('part cancelled: some travellers or sectors, with their refund', () => {
    const part = itemStanding(facts({ cancelled: 'part', refunds: [card('settled', 200_000)] }));
    expect(part).toMatchObject({ state: 'partiallyCancelled', label: 'Partly cancelled · Refunded to card' });
  });

  it('sums refunds: the worst state, every destination, the whole amount', () => {
    expect(refundStandingOf([wallet(100), card('settled', 200)])).toEqual({
      state: 'refunded',
      to: 'wallet and card',
      amount: 300,
      label: 'Refunded to wallet and card',
    });
    expect(refundStandingOf([card('settled'), card('sent')])?.state).toBe('pending');
    expect(refundStandingOf([card('sent'), card('failed')])?.state).toBe('delayed');
    expect(refundStandingOf([])).toBeNull();
    expect(refundStandingOf([card('settled', 0)])).toBeNull();
  });

  it('items never issued, held or being confirmed are named so', () => {
    expect(itemStanding(facts({ state: 'failed', refunds: [wallet()] })).label).toBe(
      'Not issued · Refunded to wallet',
    );
    expect(itemStanding(facts({ state: 'released' })).state).toBe('released');
    expect(itemStanding(facts({ state: 'held' })).state).toBe('held');
    expect(itemStanding(facts({ state: 'unknown' })).state).toBe('processing');
    expect(itemStanding(facts({ state: 'pending' })).state).toBe('processing');
  });

  it('a declined request is noted while nothing else is asked', () => {
    const staff = facts({ declined: { by: 'staff', reason: 'Travel date has passed' } });
    expect(itemStanding(staff)).toMatchObject({
      state: 'confirmed',
      note: 'Your last cancellation was declined by our team: Travel date has passed',
    });
    expect(itemStanding(facts({ declined: { by: 'supplier', reason: null } })).note).toBe(
      'Your last cancellation or change was declined by the airline.',
    );
    expect(itemStanding({ ...staff, asked: 'review' }).note).toBeNull();
  });
});

describe('the head of an order page', () => {
  it('a completed order is confirmed only while every issued item is', () => {
    expect(orderHeadline('completed', [facts()])).toEqual({
      title: 'Booking confirmed',
      headline: 'Your booking is confirmed.',
      tone: 'success',
    });
    // A return whose inbound the airline refused is still a confirmed outbound (the message says the rest).
    expect(orderHeadline('completed', [facts(), facts({ state: 'failed', refunds: [wallet()] })]).title).toBe(
      'Booking confirmed',
    );
  });

  it('a cancelled and refunded booking never says it is confirmed', () => {
    const cancelled = facts({ state: 'cancelled', cancelled: 'all', refunds: [card('settled')] });
    expect(orderHeadline('completed', [cancelled])).toEqual({
      title: 'Booking cancelled',
      headline: 'Your booking is cancelled. It is refunded to your card.',
      tone: 'info',
    });
    const onItsWay = facts({ state: 'cancelled', cancelled: 'all', refunds: [card('sent')] });
    expect(orderHeadline('completed', [onItsWay]).headline).toBe(
      'Your booking is cancelled. Your refund to your card is on its way.',
    );
    const refused = facts({ state: 'cancelled', cancelled: 'all', refunds: [card('failed')] });
    expect(orderHeadline('completed', [refused])).toMatchObject({
      headline: 'Your booking is cancelled. Your refund is delayed: our team is on it.',
      tone: 'warning',
    });
    expect(orderHeadline('completed', [facts({ state: 'cancelled', cancelled: 'all' })]).headline).toBe(
      'Your booking is cancelled.',
    );
  });

  it('says a cancellation is asked, waiting for review first', () => {
    expect(
      orderHeadline('completed', [facts({ asked: 'cancellation' }), facts({ asked: 'review' })]),
    ).toEqual({
      title: 'Cancellation requested',
      headline: 'Your cancellation is waiting for our team’s review.',
      tone: 'info',
    });
    expect(orderHeadline('completed', [facts({ asked: 'cancellation' })]).headline).toBe(
      'Your cancellation is with the airline: we will tell you when it is done.',
    );
    expect(orderHeadline('completed', [facts({ asked: 'change' })]).title).toBe('Change requested');
  });

  it('part of a booking cancelled: one leg of two, or some travellers', () => {
    const leg = facts({ state: 'cancelled', cancelled: 'all', refunds: [wallet()] });
    expect(orderHeadline('completed', [facts(), leg])).toEqual({
      title: 'Booking partly cancelled',
      headline: 'Part of your booking is cancelled; the rest is confirmed. It is refunded to your wallet.',
      tone: 'warning',
    });
    expect(orderHeadline('completed', [facts({ cancelled: 'part' })]).title).toBe('Booking partly cancelled');
  });

  it('an order that never completed has its own title, and the server’s message says the rest', () => {
    expect(orderHeadline('failed', [])).toEqual({
      title: 'Booking not completed',
      headline: null,
      tone: 'error',
    });
    expect(orderHeadline('expired', []).title).toBe('Payment expired');
    expect(orderHeadline('held', [facts({ state: 'held' })])).toMatchObject({
      title: 'Booking held',
      tone: 'info',
    });
    expect(orderHeadline('released', []).title).toBe('Booking released');
    expect(orderHeadline('lapsed', []).title).toBe('Hold lapsed');
    expect(orderHeadline('processing', []).title).toBe('Booking in progress');
  });
});
