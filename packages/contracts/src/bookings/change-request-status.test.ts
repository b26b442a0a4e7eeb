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

  it('gives staff the supplier’s own word', () => {
    expect(changeRequestStatusLabel(request(0, 'Unassigned'), 'staff')).toBe('Unassigned');
  });
});
