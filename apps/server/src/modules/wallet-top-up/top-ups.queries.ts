import { and, eq } from 'drizzle-orm';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import { latestPayment } from '../../commerce/payments/payments';
import type { DbOrTx } from '../../platform/db/client';
import { legalEntities, users } from '../accounts/accounts.schema';
import { walletLedger } from '../wallet/wallet.schema';

/** A top-up order with its one item, its buyer, its latest payment and when its credit was posted. */
export async function findTopUp(db: DbOrTx, siteId: string, orderId: string) {
  const [row] = await db
    .select({ order: orders, item: orderItems, payer: users, companyName: legalEntities.companyName })
    .from(orders)
    .innerJoin(
      orderItems,
      and(
        eq(orderItems.orderId, orders.id),
        eq(orderItems.position, 0),
        eq(orderItems.productKind, 'walletTopUp'),
      ),
    )
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  if (!row) return undefined;
  const payment = await latestPayment(db, orderId);
  const [credit] = await db
    .select({ createdAt: walletLedger.createdAt })
    .from(walletLedger)
    .where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.kind, 'topup')));
  return { ...row, payment, creditedAt: credit?.createdAt ?? null };
}
export type FoundTopUp = NonNullable<Awaited<ReturnType<typeof findTopUp>>>;
