import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../../modules/site/site.schema';
import { createdAtColumn } from '../../platform/db/ids';
import { orderIdColumn } from '../orders/orders.schema';

/** pending → paid | failed | closed (the attempt ended unpaid: expired, or the hold was reopened). */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'closed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * One attempt to pay an order: a wallet debit or a gateway payment. An order is paid by one attempt;
 * a hold may take several (each a new id: a gateway never takes an id twice). Refunds and ledger
 * debits name the payment they return or make (decision 0035).
 */
export const payments = pgTable(
  'payments',
  {
    /** the merchant transaction id the gateway knows: the order id, then `<orderId>T<n>` */
    id: text('id').primaryKey(),
    siteId: siteIdColumn(),
    orderId: orderIdColumn(),
    method: text('method').$type<'wallet' | 'gateway'>().notNull(),
    /** the gateway's name (phonepe); null for the wallet */
    provider: text('provider'),
    /** the gateway's own id of the payment, once it told us */
    providerTransactionId: text('provider_transaction_id'),
    /** minor units */
    amount: integer('amount').notNull(),
    state: text('state').$type<PaymentState>().notNull().default('pending'),
    // The payment state of spec §3 (transactionId is providerTransactionId above).
    /** what was bought: the product line's kind (flight, fixedDeparture…) */
    serviceName: text('service_name'),
    /** a flight order's supplier search trace */
    traceId: text('trace_id'),
    /** the supplier that fulfils the order (its code) */
    supplierSiteId: text('supplier_site_id'),
    /** what the buyer's statement says of it */
    remark: text('remark'),
    /** the gateway's hosted page this attempt was sent to */
    redirectTo: text('redirect_to'),
    /** when the attempt can no longer be paid */
    expiryTime: timestamp('expiry_time', { withTimezone: true }),
    createdAt: createdAtColumn(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // The payment-gateway screens list a site's payments newest first, and pending ones by age.
    index('payments_site_created_idx').on(t.siteId, t.createdAt, t.id),
    // Gateway transactions (decision 0070): newest first, all or of one state, id last for stable pages.
    index('payments_site_gateway_idx').on(t.siteId, t.createdAt, t.id).where(sql`${t.method} = 'gateway'`),
    index('payments_site_gateway_state_idx')
      .on(t.siteId, t.state, t.createdAt, t.id)
      .where(sql`${t.method} = 'gateway'`),
    // One attempt under way per order, whatever races to open a second (issue 23).
    uniqueIndex('payments_one_pending_idx').on(t.orderId).where(sql`${t.state} = 'pending'`),
    // The stray-charge sweep: attempts that ended unpaid, by when they ended.
    index('payments_ended_unpaid_idx').on(t.settledAt).where(sql`${t.state} in ('closed', 'failed')`),
    // Profit and loss: a site's sales by the day they were paid (decision 0057).
    index('payments_site_paid_idx').on(t.siteId, t.settledAt).where(sql`${t.state} = 'paid'`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;
