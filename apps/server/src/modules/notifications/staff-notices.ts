import { formatMoney, type PermissionId, type StaffPushPayload } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import type { DbOrTx } from '../../platform/db/client';
import { sites } from '../site/site.schema';

/** What staff are pushed about (issue 16): each once, by its key. */
export type StaffNotice =
  | { kind: 'booking'; siteId: string; orderId: string }
  | { kind: 'booking-failed'; siteId: string; orderId: string }
  | { kind: 'ticketing-unconfirmed'; siteId: string; orderId: string }
  | { kind: 'change-request'; siteId: string; orderId: string; changeRequestId: string }
  | { kind: 'payment-pending'; siteId: string; orderId: string; paymentId: string };

/** Once per thing told: a booking per order, a change request per request, a late payment per payment. */
export const noticeKeyOf = (notice: StaffNotice) => {
  if (notice.kind === 'change-request') return `${notice.kind}:${notice.changeRequestId}`;
  if (notice.kind === 'payment-pending') return `${notice.kind}:${notice.paymentId}`;
  return `${notice.kind}:${notice.orderId}`;
};

/**
 * Who is told (decision 0046): the queues' staff (attention.view: Flights › Queues) hear of orders
 * and change requests; those who watch the gateway (payments.view) hear of late payments.
 */
export const PERMISSION_OF: Record<StaffNotice['kind'], PermissionId> = {
  booking: 'attention.view',
  'booking-failed': 'attention.view',
  'ticketing-unconfirmed': 'attention.view',
  'change-request': 'attention.view',
  'payment-pending': 'payments.view',
};

/** The web app's page of an order, by what it sold. */
const orderPath = (orderId: string, kind: string | null) =>
  kind === 'fixedDeparture' ? `/app/fixed-departures/order/${orderId}` : `/app/flight/order/${orderId}`;

/**
 * The push for a notice, from the order as it is when the job runs; null when there is nothing to
 * tell: the order is gone, or a "failed" order never took money (a payment the buyer abandoned is
 * not a failed booking).
 */
export async function buildNoticePayload(db: DbOrTx, notice: StaffNotice): Promise<StaffPushPayload | null> {
  const [order] = await db
    .select({
      reference: orders.reference,
      amount: orders.amount,
      currency: orders.currency,
      paidAt: orders.paidAt,
      status: orders.status,
      homeCountry: sites.homeCountry,
      kind: orderItems.productKind,
    })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.id, notice.orderId))
    .limit(1);
  if (!order) return null;
  const money = formatMoney(order.amount, { currency: order.currency, homeCountry: order.homeCountry });
  const page = orderPath(notice.orderId, order.kind);
  const tag = noticeKeyOf(notice);
  switch (notice.kind) {
    case 'booking':
      return {
        title: order.status === 'held' ? 'New hold' : 'New booking',
        body: `${order.reference} · ${money}`,
        url: page,
        tag,
      };
    case 'booking-failed':
      if (order.paidAt === null) return null;
      return { title: 'Ticketing failed', body: `${order.reference} · ${money}`, url: page, tag };
    case 'ticketing-unconfirmed':
      return {
        title: 'Ticketing not confirmed',
        body: `${order.reference}: the airline has not said whether it ticketed; see Needs attention.`,
        url: '/app/staff/attention',
        tag,
      };
    case 'change-request':
      return {
        title: 'New change request',
        body: `${order.reference}: a refund or reissue was requested.`,
        url: '/app/flight/changeRequests',
        tag,
      };
    case 'payment-pending':
      return {
        title: 'Payment pending over 15 minutes',
        body: `${order.reference} · ${money}: the gateway has not settled it.`,
        url: '/app/staff/pending-payments',
        tag,
      };
  }
}
