import type { OrderOutcome } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client';
import type { JobKind } from './jobs/job-queue';
import { orderItems, type ProductKind } from './orders/order-items.schema';
import type { OrderRow } from './orders/orders.schema';

/** Where a request came from: the supplier wants the buyer's address, mails want the site's link. */
export type OrderContext = { endUserIp: string; linkBase?: string };

/**
 * What a product line does that only it knows (decision 0035). The core takes the money, moves the
 * order and its payments, refunds failed items, sweeps stale payments and stuck orders, and runs
 * the jobs; it imports no product and asks the line of an order's items for the rest.
 */
export type ProductLine = {
  kind: ProductKind;
  /** how a purchase reads on the buyer's wallet statement ("Flight booking") */
  label: string;
  /**
   * Does what a claimed (processing) order needs with the supplier — books, holds or issues its
   * items — outside any transaction; the order is finished once every item is known (`finishOrder`).
   */
  fulfil(order: OrderRow, context: OrderContext): Promise<void>;
  /** An order found processing long after it was paid (a crash, a restart): ask the supplier what it did. */
  resume(order: OrderRow): Promise<void>;
  /** What the spec's order calls (orderSuccessCallback, verifyPayment) answer about the order. */
  outcome(order: OrderRow): Promise<OrderOutcome>;
  /** Tells the buyer how the order ended (a mail job), inside `tx` when given. */
  announce(order: OrderRow, context: { linkBase?: string }, tx?: DbOrTx): Promise<void>;
  /**
   * Staff know the supplier issued nothing for the order's unknown items (they refund it whole):
   * they fail, in `tx`, so nothing asks the supplier about them again. Items whose supplier
   * reference another order holds too (decision 0059) are cancelled: what the supplier issued under
   * it is not this order's to use or cancel.
   */
  giveUp?(tx: DbOrTx, order: OrderRow, why: string): Promise<void>;
  /** Staff heard from the supplier that the unknown items were issued under `ref`; answers how many. */
  markFulfilled?(siteId: string, orderId: string, ref: string): Promise<number>;
  /** The line's scheduled work, run by the minute's sweep (holds past their time limit, seats to give back…). */
  sweep?(context: OrderContext): Promise<void>;
  /** The line's own durable jobs. */
  jobs?: JobKind<never>[];
};

/** The product lines of the app: each registers itself once; the core finds an order's line by its items. */
export function createProducts() {
  const lines = new Map<ProductKind, ProductLine>();
  const get = (kind: ProductKind) => {
    const line = lines.get(kind);
    if (!line) throw new Error(`no product line sells ${kind}`);
    return line;
  };
  return {
    register(line: ProductLine) {
      if (lines.has(line.kind)) throw new Error(`the product line ${line.kind} is registered twice`);
      lines.set(line.kind, line);
    },
    get,
    all: () => [...lines.values()],
    /** The line that sells the order's items. */
    async of(db: DbOrTx, order: Pick<OrderRow, 'id'>): Promise<ProductLine> {
      const [item] = await db
        .select({ kind: orderItems.productKind })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .limit(1);
      if (!item) throw new Error(`order ${order.id} has no items`);
      return get(item.kind);
    },
  };
}
export type Products = ReturnType<typeof createProducts>;
