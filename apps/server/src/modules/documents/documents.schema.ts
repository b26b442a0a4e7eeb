import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderIdColumn } from '../../commerce/orders/orders.schema';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { users } from '../accounts/accounts.schema';
import { siteIdColumn } from '../site/site.schema';
import type { FrozenInvoice } from './invoice-content';

/**
 * GST tax invoices (decision 0045): one per order, numbered in the site's series of the Indian
 * financial year it was issued in (FLD/2026-27/000123), with everything it prints frozen in
 * `content` at issue, so a later change of address, billing details or prices never alters it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    orderId: orderIdColumn(),
    /** as printed: the site's short code, the financial year and the sequence */
    number: text('number').notNull(),
    /** the Indian financial year, April to March in the site's time zone ('2026-27') */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** what the buyer paid for the invoiced items, paise: the invoice's total */
    total: integer('total').notNull(),
    /** the printed document's parts (supplier, buyer, lines, tax split), frozen at issue */
    content: jsonb('content').$type<FrozenInvoice>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_site_number_idx').on(t.siteId, t.number),
    uniqueIndex('invoices_site_year_sequence_idx').on(t.siteId, t.financialYear, t.sequence),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The last invoice number a site gave out in a financial year. Taken in the transaction that writes
 * the invoice: the upsert locks the row until it commits, and a rolled-back issue gives the number
 * back, so the series has no gaps and no repeats.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    siteId: siteIdColumn(),
    financialYear: text('financial_year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.financialYear] })],
);

/**
 * Which documents a travel agent issues in its agency's name (logo, name, address, contact) rather
 * than the site's. No row: every document carries the agency's, as the agent's profile promises.
 */
export const agentDocumentBranding = pgTable('agent_document_branding', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  siteId: siteIdColumn(),
  eTickets: boolean('e_tickets').notNull().default(true),
  invoices: boolean('invoices').notNull().default(true),
  mails: boolean('mails').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AgentDocumentBrandingRow = typeof agentDocumentBranding.$inferSelect;
