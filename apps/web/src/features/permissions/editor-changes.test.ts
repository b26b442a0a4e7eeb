import type { PermissionId } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { grantedAfter, NO_CHANGES, recordSwitch, sameGrants } from './editor-changes';

const none = new Set<PermissionId>();

describe('recording the editor switches', () => {
  it('keeps one change per switch, the last one', () => {
    let changes = recordSwitch(NO_CHANGES, 'permissions', { id: 'wallets.debit', isActive: true });
    changes = recordSwitch(changes, 'permissions', { id: 'wallets.debit', isActive: false });
    expect(changes.permissions).toEqual([{ id: 'wallets.debit', isActive: false }]);
  });

  it('lets a module switch decide every permission under it, whatever was clicked before', () => {
    let changes = recordSwitch(NO_CHANGES, 'permissions', { id: 'wallets.debit', isActive: true });
    changes = recordSwitch(changes, 'groups', { id: 'transactions.suppliers', isActive: true });
    changes = recordSwitch(changes, 'permissions', { id: 'markup.manage', isActive: true });
    changes = recordSwitch(changes, 'modules', { id: 'transactions', isActive: false });
    expect(changes).toEqual({
      modules: [{ id: 'transactions', isActive: false }],
      groups: [],
      permissions: [{ id: 'markup.manage', isActive: true }],
    });
    expect([...grantedAfter(none, changes)]).toEqual(['markup.manage']);
  });

  it('applies a later group or permission switch on top of its module', () => {
    let changes = recordSwitch(NO_CHANGES, 'modules', { id: 'transactions', isActive: true });
    changes = recordSwitch(changes, 'groups', { id: 'transactions.suppliers', isActive: false });
    changes = recordSwitch(changes, 'permissions', { id: 'wallets.debit', isActive: true });
    // Adding money, acting on the gateway and the margins are no default permissions: the module switch leaves them off.
    expect([...grantedAfter(none, changes)].sort()).toEqual([
      'payments.view',
      'wallets.debit',
      'wallets.view',
    ]);
    changes = recordSwitch(changes, 'groups', { id: 'transactions.wallets', isActive: true });
    expect(changes.permissions).toEqual([]);
    expect([...grantedAfter(none, changes)].sort()).toEqual(['payments.view', 'wallets.view']);
  });

  it('compares grants regardless of order', () => {
    expect(sameGrants(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameGrants(new Set(['a']), new Set(['a', 'b']))).toBe(false);
  });
});
