import { applyPermissionChanges, DEFAULT_PERMISSIONS } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { users } from '../modules/accounts/accounts.schema';
import { rbacUserGroups } from '../modules/rbac/rbac.schema';
import type { Db } from '../platform/db/client';

/**
 * Two permission groups so the editor has something to show: Operations (no markup, no wallet
 * debits or credits: ops@ shows a staff member kept out of markup) and Accounts (money only).
 */
const GROUPS = [
  {
    name: 'Operations',
    members: ['ops@flightdeals.test'],
    permissions: applyPermissionChanges(DEFAULT_PERMISSIONS, {
      modules: [],
      groups: [{ id: 'flights.markup', isActive: false }],
      permissions: [],
    }),
  },
  {
    name: 'Accounts',
    members: [],
    permissions: applyPermissionChanges([], {
      modules: [{ id: 'transactions', isActive: true }],
      groups: [],
      permissions: [
        // Adding money is no default (a default staff member could mint it): Accounts is granted it.
        { id: 'wallets.credit', isActive: true },
        { id: 'wallets.debit', isActive: true },
        { id: 'wallets.deposits', isActive: true },
        { id: 'dashboard.view', isActive: true },
        { id: 'customers.view', isActive: true },
      ],
    }),
  },
];

export async function seedDemoPermissions(db: Db, siteId: string) {
  for (const group of GROUPS) {
    const [row] = await db
      .insert(rbacUserGroups)
      .values({ siteId, name: group.name, permissions: group.permissions })
      .onConflictDoNothing()
      .returning({ id: rbacUserGroups.id });
    // An existing group was seeded before and may have been edited since: leave it and its members.
    if (!row) continue;
    for (const email of group.members) {
      await db
        .update(users)
        .set({ rbacUserGroupId: row.id, rbacGroupChangedAt: new Date() })
        .where(and(eq(users.siteId, siteId), eq(users.email, email)));
    }
  }
}
