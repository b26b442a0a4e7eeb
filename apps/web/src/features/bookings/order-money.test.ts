import { describe, expect, it } from 'vitest';
import { moneySentence } from './order-money';

const money = (charged: number, refunded: number, refundedTo: 'wallet' | 'gateway' | 'staff' | null) => ({
  charged,
  refunded,
  refundedTo,
});

describe('moneySentence', () => {
  it('says no money was taken when none was, and nothing yet for a hold', () => {
    expect(moneySentence({ status: 'failed', money: money(0, 0, null) })).toBe('No money was taken.');
    expect(moneySentence({ status: 'held', money: money(0, 0, null) })).toBe('Nothing has been charged yet.');
  });

  it('says where money taken went back, to the paisa', () => {
    expect(moneySentence({ status: 'failed', money: money(0, 529_817, 'wallet') })).toBe(
      'No money was kept: ₹5,298.17 has been refunded to your wallet.',
    );
    expect(moneySentence({ status: 'completed', money: money(600_000, 400_000, 'gateway') })).toBe(
      '₹6,000 was charged. ₹4,000 has been refunded to your original payment method (banks take up to 7 working days to show it).',
    );
  });

  it('says staff will return money the gateway would not take back', () => {
    expect(moneySentence({ status: 'failed', money: money(0, 0, 'staff') })).toContain(
      'Our team has been alerted',
    );
  });

  it('says what was charged when nothing went back', () => {
    expect(moneySentence({ status: 'completed', money: money(2_500_050, 0, null) })).toBe(
      '₹25,000.50 was charged.',
    );
  });
});
