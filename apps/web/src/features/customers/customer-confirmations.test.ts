import { describe, expect, it } from 'vitest';
import { testCustomer } from '../../test/fixtures';
import { confirmationFor, customerIdentity } from './customer-confirmations';

const asha = testCustomer;
const exemptWith = (searchesLeft: number | null) => ({
  ...asha,
  flightLookToBook: { is_exempted: true, searchesLeft },
});

describe('which customer actions are confirmed first', () => {
  it('names the customer by name and e-mail, or phone when there is no e-mail', () => {
    expect(customerIdentity(asha)).toBe('Asha Agent (asha@agency.test)');
    expect(customerIdentity({ ...asha, email: null })).toBe('Asha Agent (+91 9876500000)');
    expect(customerIdentity({ ...asha, email: null, phone: null, lastName: null })).toBe('Asha');
  });

  it('confirms blocking and taking holds away, never unblocking or allowing holds', () => {
    expect(confirmationFor({ kind: 'block', customerId: 'c-1', isBlocked: true }, asha)?.message).toContain(
      'Asha Agent (asha@agency.test)',
    );
    expect(confirmationFor({ kind: 'block', customerId: 'c-1', isBlocked: false }, asha)).toBeNull();
    expect(confirmationFor({ kind: 'hold', userId: 'c-1', isFlightHold: false }, asha)?.confirmLabel).toBe(
      'Stop holds',
    );
    expect(confirmationFor({ kind: 'hold', userId: 'c-1', isFlightHold: true }, asha)).toBeNull();
  });

  it('confirms removing an exemption only where the customer’s searches would then stop', () => {
    const remove = { kind: 'exempt', customerId: 'c-1', exempt: false } as const;
    expect(confirmationFor(remove, exemptWith(0))?.title).toBe("Remove Asha's search exemption?");
    expect(confirmationFor(remove, exemptWith(3))).toBeNull();
    expect(confirmationFor(remove, exemptWith(null))).toBeNull();
    expect(confirmationFor({ ...remove, exempt: true }, exemptWith(0))).toBeNull();
    expect(confirmationFor({ kind: 'markupGroup', userId: 'c-1', groupId: null }, asha)).toBeNull();
  });
});
