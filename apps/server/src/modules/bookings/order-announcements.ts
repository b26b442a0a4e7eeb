import type { FastifyBaseLogger } from 'fastify';
import type { MailJobs } from '../../commerce/mail/send-mail';
import type { OrderRow, OrderStatus } from '../../commerce/orders/orders.schema';
import type { DbOrTx } from '../../platform/db/client';

/** The flight order events a buyer is mailed about (the refund-paid mail is the core's). */
export const FLIGHT_MAIL = {
  confirmed: 'order-confirmed',
  held: 'hold-confirmed',
  failed: 'order-failed',
  cancelled: 'cancellation-completed',
} as const;

const EVENT_OF: Partial<Record<OrderStatus, string>> = {
  completed: FLIGHT_MAIL.confirmed,
  held: FLIGHT_MAIL.held,
  failed: FLIGHT_MAIL.failed,
};

/**
 * Tells the buyer how an order ended (confirmed, held, failed) by a mail job keyed by the event
 * and the order. Inside the state change's transaction a failure to queue undoes the change; after
 * it (no transaction), it is logged and never fails the buyer's request.
 */
export function createOrderAnnouncer(mails: MailJobs, log: FastifyBaseLogger) {
  return async function announce(order: OrderRow, context: { linkBase?: string }, tx?: DbOrTx) {
    const event = EVENT_OF[order.status];
    if (!event) return;
    const job = {
      event,
      siteId: order.siteId,
      orderId: order.id,
      ...(context.linkBase ? { linkBase: context.linkBase } : {}),
    };
    if (tx) return mails.send(tx, job);
    try {
      await mails.send(undefined, job);
    } catch (error) {
      log.error({ err: error, orderId: order.id, event }, 'buyer mail not queued');
    }
  };
}
export type Announce = ReturnType<typeof createOrderAnnouncer>;
