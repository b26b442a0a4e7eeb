import { describe, expect, it } from 'vitest';
import { formatInr } from '../common/money';
import {
  mayPayByWallet,
  paymentOptions,
  resolveMethod,
  walletAvailable,
  walletCovers,
  walletShortMessage,
} from './payment-options';

const agent = (balance: number, creditLimit = 0, amount = 650_000) =>
  paymentOptions({ userType: 'travelAgent', wallet: { balance, creditLimit }, amount });

describe('mayPayByWallet', () => {
  it('is for travel agents and corporate customers only', () => {
    expect(mayPayByWallet('travelAgent')).toBe(true);
    expect(mayPayByWallet('corporate')).toBe(true);
    for (const type of ['retail', 'staff', 'supplier', 'consumer'] as const)
      expect(mayPayByWallet(type)).toBe(false);
    expect(mayPayByWallet(undefined)).toBe(false);
    expect(mayPayByWallet(null)).toBe(false);
  });
});

describe('walletCovers', () => {
  it('counts the credit line on top of the balance, to the paisa', () => {
    expect(walletAvailable({ balance: 100_000, creditLimit: 550_000 })).toBe(650_000);
    expect(walletCovers({ balance: 100_000, creditLimit: 550_000 }, 650_000)).toBe(true);
    expect(walletCovers({ balance: 100_000, creditLimit: 549_999 }, 650_000)).toBe(false);
  });

  it('counts a balance already below zero against the credit line', () => {
    expect(walletCovers({ balance: -200_000, creditLimit: 1_000_000 }, 800_000)).toBe(true);
    expect(walletCovers({ balance: -200_000, creditLimit: 1_000_000 }, 800_001)).toBe(false);
  });
});

describe('paymentOptions', () => {
  it('prefers the wallet of an agent whose balance pays', () => {
    expect(agent(1_000_000)).toEqual({
      walletOffered: true,
      walletUsable: true,
      gateway: true,
      preferred: 'wallet',
    });
  });

  it('lets an agent whose balance is short but whose credit line covers it pick the wallet', () => {
    expect(agent(100_000, 600_000)).toMatchObject({ walletUsable: true, preferred: 'wallet' });
  });

  it('offers but refuses a wallet short even with its credit line, and prefers paying online', () => {
    expect(agent(100_000, 500_000)).toEqual({
      walletOffered: true,
      walletUsable: false,
      gateway: true,
      preferred: 'gateway',
    });
  });

  it('does not offer the wallet to a retail buyer, whatever the balance', () => {
    const options = paymentOptions({
      userType: 'retail',
      wallet: { balance: 9_000_000, creditLimit: 0 },
      amount: 1,
    });
    expect(options).toMatchObject({ walletOffered: false, walletUsable: false, preferred: 'gateway' });
  });

  it('does not offer a wallet it could not read, nor anything for nothing due', () => {
    expect(paymentOptions({ userType: 'corporate', wallet: null, amount: 650_000 }).walletOffered).toBe(
      false,
    );
    expect(agent(1_000_000, 0, 0).walletOffered).toBe(false);
  });

  it('has nothing to prefer when the wallet cannot pay and the site takes no online payment', () => {
    const options = paymentOptions({
      userType: 'travelAgent',
      wallet: { balance: 0, creditLimit: 0 },
      amount: 650_000,
      gatewayActive: false,
    });
    expect(options).toMatchObject({ gateway: false, preferred: null });
  });
});

describe('resolveMethod', () => {
  it('keeps a pick the options allow', () => {
    expect(resolveMethod(agent(1_000_000), 'gateway')).toBe('gateway');
    expect(resolveMethod(agent(1_000_000), 'wallet')).toBe('wallet');
    expect(resolveMethod(agent(1_000_000), null)).toBe('wallet');
  });

  it('falls back when the wallet can no longer pay', () => {
    expect(resolveMethod(agent(100), 'wallet')).toBe('gateway');
  });
});

describe('walletShortMessage', () => {
  it('names the credit line when there is one', () => {
    expect(walletShortMessage({ balance: 100_000, creditLimit: 200_000 }, 650_000, formatInr)).toBe(
      'Your wallet balance of ₹1,000 and credit line of ₹2,000 are not enough for this booking of ₹6,500. Nothing was booked or charged.',
    );
    expect(walletShortMessage({ balance: 100_000, creditLimit: 0 }, 650_000, formatInr)).toBe(
      'Your wallet balance of ₹1,000 is not enough for this booking of ₹6,500. Nothing was booked or charged.',
    );
  });
});
