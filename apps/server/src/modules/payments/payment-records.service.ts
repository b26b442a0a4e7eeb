import {
  type GatewayTransactionFilters,
  PAYMENT_RECORDS_MSG,
  PAYMENT_RECORDS_PAGE_SIZE,
  pageInfo,
  type RefreshOutcome,
  type RefundMethod,
} from '@app/contracts';
import type { Checkout } from '../../commerce/orders/checkout';
import { findOrder } from '../../commerce/orders/orders.queries';
import type { PaymentRow } from '../../commerce/payments/payments.schema';
import type { OrderContext } from '../../commerce/products';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { type AuditBy, recordAudit } from '../audit/audit';
import type { PaymentStatus } from './payment-gateway';
import {
  findSitePayment,
  gatewayEntries,
  gatewayTotals,
  orderMoney,
  pendingGatewayPayments,
  userPayments,
  userRefunds,
} from './payment-records.queries';
import { orderRefundOf } from './refund-views';

type Deps = { db: Db; checkout: Checkout; now?: () => Date };

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const customerOf = (row: {
  customerId: string;
  firstName: string;
  lastName: string | null;
  email: string | null;
}) => ({
  id: row.customerId,
  name: [row.firstName, row.lastName].filter(Boolean).join(' '),
  email: row.email,
});
/** A payment as its buyer reads it (their payments, an order's, their flight transactions). */
export const myPaymentOf = (p: PaymentRow, orderReference: string) => ({
  id: p.id,
  orderId: p.orderId,
  orderReference,
  amount: p.amount,
  method: p.method,
  state: p.state,
  createdAt: p.createdAt.toISOString(),
  settledAt: iso(p.settledAt),
});

/** What the gateway said, as the audit log keeps it (never a key or a signature). */
const answerOf = (status: PaymentStatus | undefined) =>
  status
    ? {
        gatewayState: status.state,
        gatewayCode: status.code,
        gatewayAmount: status.amount,
        gatewayTransactionId: status.gatewayTransactionId,
      }
    : { gatewayState: 'unavailable' };

/**
 * The payment-gateway screens (issue 16): staff's record of gateway money in and out, the payments
 * still pending with a Refresh Status that goes through checkout's own settlement, and a
 * customer's own payments.
 */
export function createPaymentRecords({ db, checkout, now = () => new Date() }: Deps) {
  return {
    async transactions(siteId: string, filters: GatewayTransactionFilters) {
      const { totalRecords, totals } = await gatewayTotals(db, siteId, filters);
      const page = pageInfo(totalRecords, filters.page, PAYMENT_RECORDS_PAGE_SIZE);
      const { totalPages } = page;
      // A page past the end is a client mistake (a stale link), not an empty list.
      if (filters.page > totalPages) {
        const message = PAYMENT_RECORDS_MSG.pastLastPage(filters.page, totalPages);
        throw badRequest(message, { page: message });
      }
      const rows = await gatewayEntries(
        db,
        siteId,
        filters,
        (filters.page - 1) * PAYMENT_RECORDS_PAGE_SIZE,
        PAYMENT_RECORDS_PAGE_SIZE,
      );
      return {
        records: rows.map((row) => ({
          kind: row.kind,
          id: row.id,
          orderId: row.orderId,
          orderReference: row.orderReference,
          customer: customerOf(row),
          amount: row.amount,
          state: row.state,
          provider: row.provider,
          gatewayReference: row.gatewayReference,
          createdAt: row.createdAt.toISOString(),
          settledAt: iso(row.settledAt),
        })),
        ...page,
        totals,
      };
    },

    async pending(siteId: string, page: number) {
      const { rows, total } = await pendingGatewayPayments(db, siteId, page);
      const at = now().getTime();
      return {
        records: rows.map(({ payment, ...row }) => ({
          id: payment.id,
          orderId: payment.orderId,
          orderReference: row.orderReference,
          customer: customerOf(row),
          amount: payment.amount,
          provider: payment.provider,
          createdAt: payment.createdAt.toISOString(),
          ageMinutes: Math.max(0, Math.floor((at - payment.createdAt.getTime()) / 60_000)),
        })),
        ...pageInfo(total, page, PAYMENT_RECORDS_PAGE_SIZE),
      };
    },

    /**
     * Staff's Refresh Status: asks the gateway about a pending payment through checkout's own
     * settlement (a paid one is claimed once and its order fulfilled; a declined or expired one
     * closed), recording the press and the gateway's answer in the audit log with the change. A
     * payment no longer pending is answered as it stands, the gateway not asked again.
     */
    async refresh(siteId: string, by: AuditBy, paymentId: string, context: OrderContext) {
      const payment = await findSitePayment(db, siteId, paymentId);
      if (!payment) throw notFound(PAYMENT_RECORDS_MSG.notFound);
      if (payment.method !== 'gateway') throw conflict(PAYMENT_RECORDS_MSG.notGateway);
      const order = await findOrder(db, siteId, payment.orderId);
      if (!order) throw notFound(PAYMENT_RECORDS_MSG.notFound);
      const heard: { asked: boolean; status?: PaymentStatus } = { asked: false };
      const target = { action: 'payments.refreshStatus', targetKind: 'payment', targetId: payment.id };
      if (payment.state === 'pending')
        await checkout.settleFromGateway(order, context, async (tx, status) => {
          Object.assign(heard, { asked: true, status });
          await recordAudit(tx, by, {
            ...target,
            summary: `Refresh Status of payment ${payment.id} (order ${order.reference}): the gateway answered ${status ? `${status.state} (${status.code})` : 'nothing'}`,
            before: { state: payment.state, orderStatus: order.status },
            after: answerOf(status),
          });
        });
      if (!heard.asked)
        await recordAudit(db, by, {
          ...target,
          summary: `Refresh Status of payment ${payment.id} (order ${order.reference}): the gateway was not asked, ${
            payment.state === 'pending'
              ? `the order is no longer waiting for this payment (${order.status})`
              : `the payment is already ${payment.state}`
          }`,
          before: { state: payment.state, orderStatus: order.status },
          after: null,
        });
      const [after, orderAfter] = await Promise.all([
        findSitePayment(db, siteId, payment.id),
        findOrder(db, siteId, order.id),
      ]);
      const state = after?.state ?? payment.state;
      const outcome: RefreshOutcome =
        state !== 'pending' ? state : heard.asked && !heard.status ? 'unavailable' : 'pending';
      return {
        paymentId: payment.id,
        outcome,
        paymentState: state,
        orderStatus: orderAfter?.status ?? order.status,
        message: PAYMENT_RECORDS_MSG.refreshed[outcome],
      };
    },

    async mine(user: UserRow, page: number) {
      const { rows, total } = await userPayments(db, user.siteId, user.id, page);
      return {
        records: rows.map((row) => myPaymentOf(row.payment, row.orderReference)),
        ...pageInfo(total, page, PAYMENT_RECORDS_PAGE_SIZE),
      };
    },

    /** The caller's own refunds, newest first, each with where it goes and how far it got (decision 0058). */
    async myRefunds(user: UserRow, request: { page: number; method?: RefundMethod }) {
      const { rows, total } = await userRefunds(db, user.siteId, user.id, request);
      return {
        records: rows.map((row) => ({
          ...orderRefundOf(row),
          orderId: row.orderId,
          orderReference: row.orderReference,
          productKind: row.productKind,
        })),
        ...pageInfo(total, request.page, PAYMENT_RECORDS_PAGE_SIZE),
      };
    },

    /** One of the caller's own orders with its payments and refunds; anyone else's is not found. */
    async myOrder(user: UserRow, orderId: string) {
      const order = await findOrder(db, user.siteId, orderId);
      if (!order || order.userId !== user.id) throw notFound(PAYMENT_RECORDS_MSG.orderNotFound);
      const money = await orderMoney(db, user.siteId, order.id);
      return {
        order: {
          id: order.id,
          reference: order.reference,
          status: order.status,
          amount: order.amount,
          productKind: money.productKind,
          createdAt: order.createdAt.toISOString(),
        },
        payments: money.payments.map((p) => myPaymentOf(p, order.reference)),
        refunds: money.refunds.map(orderRefundOf),
      };
    },
  };
}
export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
