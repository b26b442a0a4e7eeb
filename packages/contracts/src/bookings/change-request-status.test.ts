import { describe, expect, it } from 'vitest';
import { CHANGE_REQUEST_STATUS, changeRequestStatusLabel } from './change-request-status';

const request = (status: number, statusText = 'Unassigned') => ({ status, statusText });

describe('change-request status as each reader is told it', () => {
  it('tells a customer what is happening, not the supplier’s word', () => {
    expect(changeRequestStatusLabel(request(CHANGE_REQUEST_STATUS.Unassigned), 'customer')).toBe(
      'Received — we’re on it',
    );
    expect(changeRequestStatusLabel(request(CHANGE_REQUEST_STATUS.Acknowledged), 'customer')).toBe(
      'With the airline',
    );
    expect(changeRequestStatusLabel(request(CHANGE_REQUEST_STATUS.Completed), 'customer')).toBe('Done');
    expect(changeRequestStatusLabel(request(CHANGE_REQUEST_STATUS.Rejected), 'customer')).toBe(
      'Declined by the airline',
    );
  });

  it('has words for every supplier state, and a safe one for a state it does not know', () => {
    for (const status of Object.values(CHANGE_REQUEST_STATUS)) {
      const label = changeRequestStatusLabel(request(status, 'raw'), 'customer');
      expect(label).not.toBe('raw');
    }
    expect(changeRequestStatusLabel(request(42, 'Unknown (42)'), 'customer')).toBe(
      'In progress — we’ll keep you posted',
    );
  });

  it('numbers the states as TBO does, so its Completed (4) is never read as declined', () => {
    expect(CHANGE_REQUEST_STATUS).toEqual({
      NotSet: 0,
      Unassigned: 1,
      Assigned: 2,
      Acknowledged: 3,
      Completed: 4,
      Rejected: 5,
      Closed: 6,
      Pending: 7,
      Other: 8,
    });
    // NotSet and Other are no answer yet: the customer is told it is in progress.
    for (const status of [CHANGE_REQUEST_STATUS.NotSet, CHANGE_REQUEST_STATUS.Other])
      expect(changeRequestStatusLabel(request(status, 'raw'), 'customer')).toBe(
        'In progress — we’ll keep you posted',
      );
  });

  it('gives staff the supplier’s own word', () => {
    expect(changeRequestStatusLabel(request(CHANGE_REQUEST_STATUS.Unassigned), 'staff')).toBe('Unassigned');
  });
});

describe('a cancellation the site’s staff review first', () => {
  const waiting = { ...request(CHANGE_REQUEST_STATUS.Unassigned, 'Awaiting review') };
  it('says it waits for the site, not the airline, to each reader', () => {
    const review = { reviewId: 'r1', state: 'pending' as const, reason: null };
    expect(changeRequestStatusLabel({ ...waiting, review }, 'customer')).toBe('Waiting for our review');
    expect(changeRequestStatusLabel({ ...waiting, review }, 'staff')).toBe('Awaiting review');
  });

  it('says the site declined it, not the airline', () => {
    const review = { reviewId: 'r1', state: 'rejected' as const, reason: 'Travel date has passed' };
    const rejected = { ...request(CHANGE_REQUEST_STATUS.Rejected, 'Rejected'), review };
    expect(changeRequestStatusLabel(rejected, 'customer')).toBe('Declined by our team');
    expect(changeRequestStatusLabel(rejected, 'staff')).toBe('Rejected');
  });
});
