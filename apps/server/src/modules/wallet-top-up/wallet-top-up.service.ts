import { randomBytes } from 'node:crypto';
import {
  type CreatedTopUp,
  mayPayByWallet,
  ORDER_MSG,
  PAYMENT_VALIDITY_MINUTES,
  TOP_UP_MSG,
  type TopUpOptions,
  type TopUpReceipt,
  topUpCharge,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Checkout } from '../../commerce/orders/checkout';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { allocateOrderReference } from '../../commerce/orders/order-references';
import { orders } from '../../commerce/orders/orders.schema';
import type { PaymentLinks } from '../../commerce/payments/order-payments';
import { openPayment } from '../../commerce/payments/payments';
import type { Db } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { type AuditBy, recordAudit } from '../audit/audit';
import type { SiteGateways } from '../payments/site-gateways';
import { hasPermission } from '../rbac/permissions';
import { receiptOf } from './top-up-receipt';
import { findTopUp } from './top-ups.queries';
import { walletTopUpSettings } from './wallet-top-up.schema';

type Deps = {
  db: Db;
  checkout: Pick<Checkout, 'createPayment'>;
  gateways: Pick<SiteGateways, 'active' | 'onlineProvider'>;
  now?: () => Date;
};

/** Named like the other orders: the gateway's merchant transaction id, letters and digits. */
const newOrderId = () => `WT${randomBytes(10).toString('hex').toUpperCase()}`;

/** Who supplies a top-up (order_items.supplier_code): the site's own wallet ledger. */
const WALLET_SUPPLIER = 'wallet';

/**
 * Agencies top their wallet up online (decision 0054): the order and its gateway page, the result
 * and receipt, and the fee the site passes on (staff's, audited).
 */
export function createWalletTopUps({ db, checkout, gateways, now = () => new Date() }: Deps) {
  async function feeOf(siteId: string): Promise<number> {
    const [row] = await db
      .select({ fee: walletTopUpSettings.feeBasisPoints })
      .from(walletTopUpSettings)
      .where(eq(walletTopUpSettings.siteId, siteId));
    return row?.fee ?? 0;
  }

  return {
    async options(siteId: string): Promise<TopUpOptions> {
      const { provider } = await gateways.active(siteId);
      return { feeBasisPoints: await feeOf(siteId), acceptsOnline: provider !== 'none' };
    },

    /**
     * The order (its item, its payment under way) in one transaction, then the gateway's page: the
     * buyer pays `amount` and the site's fee on it, and is credited `amount` once the gateway says
     * it was paid. A gateway that does not answer leaves an unpaid order, which expires.
     */
    async create(user: UserRow, amount: number, links: PaymentLinks): Promise<CreatedTopUp> {
      if (!mayPayByWallet(user.userType)) throw forbidden(ORDER_MSG.walletNotAllowed);
      const siteId = user.siteId;
      // A site that takes no online payments is told before any order is made.
      const provider = await gateways.onlineProvider(siteId);
      const charge = topUpCharge(amount, await feeOf(siteId));
      const orderId = newOrderId();
      const reference = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            id: orderId,
            siteId,
            reference: await allocateOrderReference(tx, siteId, now()),
            userId: user.id,
            paymentMethod: 'gateway',
            amount: charge.total,
            expiresAt: new Date(now().getTime() + PAYMENT_VALIDITY_MINUTES * 60_000),
          })
          .returning();
        if (!order) throw new Error('top-up order not made');
        await tx.insert(orderItems).values({
          siteId,
          orderId,
          position: 0,
          productKind: 'walletTopUp',
          supplierCode: WALLET_SUPPLIER,
          net: charge.amount,
          fees: charge.fee,
          total: charge.total,
        });
        await openPayment(tx, order, 'gateway', provider, { remark: `Wallet top-up ${order.reference}` });
        return order.reference;
      });
      const page = await checkout.createPayment(siteId, user, orderId, links);
      return { orderId, reference, ...charge, redirectUrl: page.redirectUrl, expiryTime: page.expiryTime };
    },

    /** The caller's own top-up; staff holding wallets.view may read any of the site's. */
    async receipt(caller: UserRow, orderId: string): Promise<TopUpReceipt> {
      const found = await findTopUp(db, caller.siteId, orderId);
      const mayRead =
        found &&
        (found.order.userId === caller.id ||
          (caller.userType === 'staff' && (await hasPermission(db, caller, 'wallets.view'))));
      if (!found || !mayRead) throw notFound(TOP_UP_MSG.notFound);
      return receiptOf(db, found);
    },

    fee: async (siteId: string) => ({ feeBasisPoints: await feeOf(siteId) }),

    /** Staff set the fee passed on; applies to the next top-up, and is audited with the change. */
    async saveFee(by: AuditBy, siteId: string, feeBasisPoints: number) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ fee: walletTopUpSettings.feeBasisPoints })
          .from(walletTopUpSettings)
          .where(eq(walletTopUpSettings.siteId, siteId))
          .for('update');
        await tx
          .insert(walletTopUpSettings)
          .values({ siteId, feeBasisPoints })
          .onConflictDoUpdate({
            target: walletTopUpSettings.siteId,
            set: { feeBasisPoints, updatedAt: new Date() },
          });
        const was = before?.fee ?? 0;
        await recordAudit(tx, by, {
          action: 'settings.payments',
          targetKind: 'site',
          targetId: siteId,
          summary: `Wallet top-up fee: ${was / 100}% → ${feeBasisPoints / 100}%`,
          before: { topUpFeeBasisPoints: was },
          after: { topUpFeeBasisPoints: feeBasisPoints },
        });
        return { feeBasisPoints };
      });
    },
  };
}
export type WalletTopUps = ReturnType<typeof createWalletTopUps>;
