import { describe, expect, it } from 'vitest';
import { referenceOf } from './wallet-references';

describe('referenceOf: what a ledger entry names', () => {
  it('names the order of a booking debit, also when a hold was paid in a later attempt', () => {
    expect(referenceOf('booking', 'FD0A1B2C3D4E5F6A7B8C9D')).toEqual({ orderId: 'FD0A1B2C3D4E5F6A7B8C9D' });
    expect(referenceOf('booking', 'FD0A1B2C3D4E5F6A7B8C9DT2')).toEqual({ orderId: 'FD0A1B2C3D4E5F6A7B8C9D' });
  });

  it('names the order of a leg refund, and the change request of its refund', () => {
    expect(referenceOf('refund', 'FD0A1B2C3D4E5F6A7B8C9D:1')).toEqual({ orderId: 'FD0A1B2C3D4E5F6A7B8C9D' });
    expect(referenceOf('refund', 'FD0A1B2C3D4E5F6A7B8C9DT3:0')).toEqual({
      orderId: 'FD0A1B2C3D4E5F6A7B8C9D',
    });
    expect(referenceOf('refund', 'cr:42')).toEqual({ changeRequestId: '42' });
  });

  it('names nothing of ours for staff entries', () => {
    expect(referenceOf('topup', 'staff:7')).toBeNull();
  });
});
