import { GST_STATES, gstinProblem, INVOICE_MSG, type SoldProductKind } from '@app/contracts';
import type { ItemState } from '../../commerce/orders/item-machine';
import { itemsOf } from '../../commerce/orders/order-items';
import type { OrderItemRow } from '../../commerce/orders/order-items.schema';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { hasPermission } from '../rbac/permissions';
import type { SiteRow } from '../site/site.schema';
import { documentBrand } from './document-brand';
import { type InvoiceRow, invoices } from './documents.schema';
import type { FrozenInvoice, InvoiceParty } from './invoice-content';
import { gstStateCodeOf, invoiceLines, placeOfSupplyOf } from './invoice-lines';
import { financialYearOf, invoiceNumberOf, nextInvoiceSequence } from './invoice-numbers';
import { renderInvoicePdf } from './invoice-pdf';
import { buyerOf, invoiceOfOrder, itemDescriptions, lockOrder, orderByReference } from './invoices.queries';

/** Items the supplier issued: a ticket cancelled later was still supplied (its refund is another matter). */
const INVOICED: readonly ItemState[] = ['fulfilled', 'cancelled'];

/** A wallet top-up is the buyer's own money put by, no supply (decision 0054): nothing to invoice. */
const isSold = (item: OrderItemRow): item is OrderItemRow & { productKind: SoldProductKind } =>
  item.productKind !== 'walletTopUp';

const validGstin = (value: string | null | undefined) =>
  value && gstinProblem(value) === null ? value.trim().toUpperCase() : null;

const stateOf = (code: string | null) => ({
  stateCode: code,
  stateName: code ? (GST_STATES[code] ?? null) : null,
});

/** The site as the supplier: its registered name, address and GSTIN (checked before issuing). */
function supplierOf(site: SiteRow, gstin: string): InvoiceParty {
  return {
    name: site.legalName?.trim() || site.companyName,
    address: site.address,
    gstin,
    ...stateOf(gstin.slice(0, 2)),
  };
}

/**
 * The buyer as billed: the billing details they gave (name, GSTIN, GST state), else their
 * company's, else their own name; a GSTIN that does not check out is left off.
 */
function buyerPartyOf(found: NonNullable<Awaited<ReturnType<typeof buyerOf>>>) {
  const { user, company } = found;
  const gstin = validGstin(user.billing.gstNumber) ?? validGstin(user.gstNumber);
  const state = gstStateCodeOf(gstin) ?? gstStateCodeOf(user.billing.gstState);
  const address = company
    ? [company.address1, company.address2, company.city, company.state, company.pincode]
        .map((p) => p?.trim())
        .filter(Boolean)
        .join(', ') || null
    : null;
  const party: InvoiceParty = {
    name:
      user.billing.billingName?.trim() ||
      company?.companyName.trim() ||
      [user.firstName, user.lastName].filter(Boolean).join(' '),
    address,
    gstin,
    ...stateOf(state),
  };
  return { party, gstState: user.billing.gstState };
}

/**
 * GST invoices (decision 0045): one per order, issued the first time it is asked for (its page,
 * the confirmation mail), numbered in the site's gap-free series of the financial year, its
 * figures frozen then. Legally the site's supply to the buyer, so the supplier is always the site.
 */
export function createInvoices({ db }: { db: Db }) {
  /** The order's invoice, issued now unless it already was. */
  async function issue(site: SiteRow, orderId: string): Promise<InvoiceRow> {
    const existing = await invoiceOfOrder(db, orderId);
    if (existing) return existing;
    const gstin = validGstin(site.gstin);
    if (!gstin) throw conflict(INVOICE_MSG.noGstin);
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, site.id, orderId);
      if (!order) throw notFound(INVOICE_MSG.notFound);
      // Whoever held the lock before us may have issued it.
      const issued = await invoiceOfOrder(tx, orderId);
      if (issued) return issued;
      const all = await itemsOf(tx, orderId);
      const sold = all.filter(isSold);
      if (sold.length < all.length) throw notFound(INVOICE_MSG.notFound);
      const items = sold.filter((i) => INVOICED.includes(i.state));
      if (order.status !== 'completed' || items.length === 0) throw conflict(INVOICE_MSG.notYet);
      const buyer = await buyerOf(tx, order.userId);
      if (!buyer) throw notFound(INVOICE_MSG.notFound);
      const supplier = supplierOf(site, gstin);
      const { party, gstState } = buyerPartyOf(buyer);
      const place = placeOfSupplyOf({ gstin: party.gstin, gstState }, gstin.slice(0, 2));
      const words = await itemDescriptions(tx, items);
      const { lines, tax, total } = invoiceLines(
        items.map((i) => ({ ...i, description: words.get(i.id) ?? `Order ${order.reference}` })),
        gstin.slice(0, 2),
        place,
      );
      const content: FrozenInvoice = {
        supplier,
        buyer: party,
        placeOfSupply: { stateCode: place, stateName: GST_STATES[place] ?? place },
        orderReference: order.reference,
        currency: order.currency,
        lines,
        tax,
        total,
      };
      const issuedAt = new Date();
      const financialYear = financialYearOf(issuedAt, site.timeZone);
      const sequence = await nextInvoiceSequence(tx, site.id, financialYear);
      const [row] = await tx
        .insert(invoices)
        .values({
          siteId: site.id,
          orderId,
          number: invoiceNumberOf(site.shortCode, financialYear, sequence),
          financialYear,
          sequence,
          issuedAt,
          total,
          content,
        })
        .returning();
      if (!row) throw new Error(`the invoice of order ${orderId} was not written`);
      return row;
    });
  }

  /** The invoice as a PDF, in the brand the buyer chose for invoices (the supplier stays the site). */
  async function pdfOf(site: SiteRow, invoice: InvoiceRow, buyerId: string): Promise<Buffer> {
    const brand = await documentBrand(db, site, buyerId, 'invoices');
    return renderInvoicePdf(invoice, site, brand);
  }

  return {
    issue,
    pdfOf,

    /**
     * The invoice of an order by its reference, for its buyer or staff granted invoices.view; any
     * other caller is told there is no such booking.
     */
    async download(site: SiteRow, user: UserRow, reference: string) {
      const order = await orderByReference(db, site.id, reference);
      const allowed =
        order &&
        (order.userId === user.id ||
          (user.userType === 'staff' && (await hasPermission(db, user, 'invoices.view'))));
      if (!order || !allowed) throw notFound(INVOICE_MSG.notFound);
      const invoice = await issue(site, order.id);
      return { invoice, pdf: await pdfOf(site, invoice, order.userId) };
    },
  };
}
export type Invoices = ReturnType<typeof createInvoices>;
