import { and, eq, inArray } from 'drizzle-orm';
import type { RefundOrders } from '../../commerce/payments/refunds.routes';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { flightOrders } from './bookings.schema';

/** What the refunds list shows of a flight order: its reference and the account that paid. */
export function flightRefundOrders({ db }: { db: Db }): RefundOrders {
  return {
    async describe(siteId, orderIds) {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: flightOrders.id,
          reference: flightOrders.reference,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(flightOrders)
        .innerJoin(users, eq(users.id, flightOrders.userId))
        .where(and(eq(flightOrders.siteId, siteId), inArray(flightOrders.id, orderIds)));
      return new Map(
        rows.map((r) => {
          const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
          return [r.id, { reference: r.reference, buyer: r.email ? `${name} · ${r.email}` : name }];
        }),
      );
    },
  };
}
