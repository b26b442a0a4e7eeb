import { DEFAULT_PERMISSIONS, encodeTicketSlug, gstinCheckCharacter, TAX_ID_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import { createBooking } from '../../seed/booking-factories';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { giveAgencyContact } from '../../test/agency';
import { pdfText } from '../../test/pdf-text';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { flightMailBuilders } from '../bookings/flight-mail-builders';
import { FLIGHT_MAIL } from '../bookings/order-announcements';
import { findSiteById } from '../site/site.queries';
import { invoices } from './documents.schema';
import type { FrozenInvoice } from './invoice-content';
import { createInvoices } from './invoices.service';

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const SITE_GSTIN = gstin('07AAACF1234A1Z');
const SITE_PHONE = '+91 98111 22233';
/** What the buyer paid for the test order: fare ₹6,146.18 + fee ₹299.00 + GST ₹53.82. */
const PRICE = 649_900;
const FEE = 29_900;
const GST = 5_382;

/** Reads a PDF answer byte for byte (the shared `call` reads non-JSON answers as text). */
async function download(t: TestApp, siteId: string, token: string, reference: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/invoices/gst',
    query: { reference },
    headers: { 'site-id': siteId, 'auth-token': token },
  });
  return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload, json: () => res.json() };
}

/** What the order's invoice froze at issue. */
async function contentOf(t: TestApp, orderId: string): Promise<FrozenInvoice> {
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) throw new Error(`order ${orderId} has no invoice`);
  return invoice.content;
}

/** A ticketed order priced as the fare summary prices one: the fee and the GST on it inside the total. */
async function ticketedOrder(t: TestApp, siteId: string, userId: string) {
  const booking = await createBooking(t.db, siteId, userId, { price: PRICE });
  await t.db
    .update(orderItems)
    .set({ markup: FEE, gstOnMarkup: GST, net: PRICE - FEE - GST })
    .where(eq(orderItems.orderId, booking.orderId));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, booking.orderId));
  return { booking, order: order! };
}

describe('GST invoices', () => {
  let t: TestApp;
  let siteId: string;
  let buyer: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (
      await createSite(t.db, {
        shortCode: 'GST',
        legalName: 'Gst Travels Private Limited',
        address: '1 Connaught Place, New Delhi 110001',
        gstin: SITE_GSTIN,
        adminContact: SITE_PHONE,
      })
    ).id;
    buyer = await signIn(t, siteId, {
      userType: 'retail',
      billing: {
        billingName: 'Mehta Exports',
        gstNumber: '27AAPFU0939F1ZV',
        gstState: null,
        panNumber: null,
      },
    });
  });
  afterAll(() => t.close());

  it('downloads the invoice of the buyer’s ticket as a PDF whose totals are what was charged; asking again gives the same invoice', async () => {
    const { order } = await ticketedOrder(t, siteId, buyer.user.id);
    const res = await download(t, siteId, buyer.token, order.reference);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice?.number).toMatch(/^GST\/\d{2}-\d{2}\/\d{6}$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice?.number.replaceAll('/', '-')}.pdf"`,
    );
    // The buyer's GSTIN is of Maharashtra, the site's of Delhi: IGST, and the total is the charge.
    const content = await contentOf(t, order.id);
    expect(invoice?.total).toBe(order.amount);
    expect(content.tax).toMatchObject({ interState: true, taxableValue: FEE, igst: GST, cgst: 0, sgst: 0 });
    expect(content.placeOfSupply).toEqual({ stateCode: '27', stateName: 'Maharashtra' });
    const text = pdfText(res.pdf).replaceAll('\n', '');
    for (const expected of [
      'Tax invoice',
      invoice?.number ?? '',
      order.reference,
      'Gst Travels Private Limited',
      `GSTIN: ${SITE_GSTIN}`,
      'Mehta Exports',
      'GSTIN: 27AAPFU0939F1ZV',
      '998551',
      'INR 299.00',
      'IGST @ 18% on INR 299.00',
      'INR 53.82',
      'Total paidINR 6,499.00',
    ])
      expect(text).toContain(expected);

    const again = await download(t, siteId, buyer.token, order.reference);
    expect(again.status).toBe(200);
    const rows = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(rows.map((r) => r.number)).toEqual([invoice?.number]);
  });

  it('splits CGST and SGST when the place of supply is the site’s own state', async () => {
    const local = await signIn(t, siteId, {
      billing: { billingName: null, gstNumber: null, gstState: 'Delhi', panNumber: null },
    });
    const { order } = await ticketedOrder(t, siteId, local.user.id);
    expect((await download(t, siteId, local.token, order.reference)).status).toBe(200);
    const content = await contentOf(t, order.id);
    expect(content.tax).toMatchObject({
      interState: false,
      cgst: 2_691,
      sgst: 2_691,
    });
    // Bought without billing details: billed in the buyer's own name, no GSTIN.
    expect(content.buyer).toMatchObject({ name: 'Test User', gstin: null });
  });

  it('is for the buyer and for staff granted invoices.view; anyone else is told there is no such booking', async () => {
    const { order } = await ticketedOrder(t, siteId, buyer.user.id);
    const stranger = await signIn(t, siteId);
    expect((await download(t, siteId, stranger.token, order.reference)).status).toBe(404);
    const staff = await signIn(t, siteId, { userType: 'staff' });
    expect((await download(t, siteId, staff.token, order.reference)).status).toBe(200);
    const group = await createPermissionGroup(t.db, siteId, {
      permissions: DEFAULT_PERMISSIONS.filter((p) => p !== 'invoices.view'),
    });
    const withoutIt = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: group.id });
    expect((await download(t, siteId, withoutIt.token, order.reference)).status).toBe(404);
    // Another site's staff cannot reach it either.
    const otherSite = (await createSite(t.db)).id;
    const outsider = await signIn(t, otherSite, { userType: 'staff' });
    expect((await download(t, otherSite, outsider.token, order.reference)).status).toBe(404);
  });

  it('is not issued before the order is ticketed, nor by a site without a valid GSTIN', async () => {
    const { order } = await ticketedOrder(t, siteId, buyer.user.id);
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, order.id));
    const early = await download(t, siteId, buyer.token, order.reference);
    expect(early.status).toBe(409);
    expect(early.json().errorMessage).toMatch(/once the booking is confirmed/);

    const bare = (await createSite(t.db, { gstin: null })).id;
    const customer = await signIn(t, bare);
    const theirs = await ticketedOrder(t, bare, customer.user.id);
    const refused = await download(t, bare, customer.token, theirs.order.reference);
    expect(refused.status).toBe(409);
    expect(refused.json().errorMessage).toMatch(/GSTIN is not set/);
    expect(await t.db.select().from(invoices).where(eq(invoices.siteId, bare))).toEqual([]);
  });

  it('checks a GSTIN before it is printed: a malformed one is refused in the billing details and never billed', async () => {
    const res = await call(
      t.app,
      'wl/user/updateBillingDetails',
      {
        billingName: 'Typo Traders',
        gstNumber: `${SITE_GSTIN.slice(0, 14)}${SITE_GSTIN.endsWith('Q') ? 'R' : 'Q'}`,
      },
      { siteId, token: buyer.token },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(TAX_ID_MSG.gstinCheck);
    // A malformed GSTIN stored before the check existed is left off the invoice.
    const old = await signIn(t, siteId, {
      billing: { billingName: 'Old Books', gstNumber: '27AAPFU0939F1ZX', gstState: null, panNumber: null },
    });
    const { order } = await ticketedOrder(t, siteId, old.user.id);
    expect((await download(t, siteId, old.token, order.reference)).status).toBe(200);
    const content = await contentOf(t, order.id);
    expect(content.buyer).toMatchObject({ name: 'Old Books', gstin: null });
    expect(content.placeOfSupply.stateCode).toBe('07');
  });
});

/**
 * The series is gap-free and never repeats. Only PostgreSQL runs the issues truly side by side (CI
 * sets TEST_DATABASE_URL) and so proves the counter's row lock; PGlite serialises them.
 */
describe('invoice numbers under concurrent issues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives twenty orders issued at once the numbers 1 to 20, and one order asked for five times at once one invoice', async () => {
    const site = await createSite(t.db, { shortCode: 'RCE', gstin: SITE_GSTIN });
    const row = await findSiteById(t.db, site.id);
    const buyer = await signIn(t, site.id);
    const made = [];
    for (let i = 0; i < 21; i++) made.push(await ticketedOrder(t, site.id, buyer.user.id));
    const service = createInvoices({ db: t.db });
    const issued = await Promise.all(made.slice(0, 20).map(({ order }) => service.issue(row!, order.id)));
    expect(issued.map((i) => i.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(new Set(issued.map((i) => i.number)).size).toBe(20);

    const last = made[20]!.order.id;
    const same = await Promise.all(Array.from({ length: 5 }, () => service.issue(row!, last)));
    expect(new Set(same.map((i) => i.number))).toEqual(new Set([same[0]!.number]));
    // The four that found it issued took no number: the next is 21, not 25.
    expect(same[0]?.sequence).toBe(21);
  });
});

describe('documents in an agency’s name', () => {
  let t: TestApp;
  let site: NonNullable<Awaited<ReturnType<typeof findSiteById>>>;
  let agent: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await createTestApp();
    const made = await createSite(t.db, {
      brandingLabel: 'Sky Deals',
      adminContact: SITE_PHONE,
      adminEmail: 'help@skydeals.test',
      gstin: SITE_GSTIN,
      legalName: 'Sky Deals Private Limited',
    });
    site = (await findSiteById(t.db, made.id))!;
    agent = await signIn(t, site.id, { userType: 'travelAgent', companyName: 'Arjun Tours & Travels' });
    await giveAgencyContact(t.db, agent.user.legalEntityId!);
  });
  afterAll(() => t.close());

  /** The confirmation mail as its job would build it now, with its attachments' text. */
  async function confirmation(orderId: string) {
    const built = await flightMailBuilders({ db: t.db })[FLIGHT_MAIL.confirmed]!({
      event: FLIGHT_MAIL.confirmed,
      siteId: site.id,
      orderId,
    });
    const mail = built?.mail;
    const files = mail?.attachments ?? [];
    const eTicket = pdfText(files.find((f) => f.filename.startsWith('e-ticket-'))?.content as Buffer);
    return { mail, files, eTicket: eTicket.replaceAll('\n', '') };
  }

  /** The order's invoice as its buyer downloads it, as text. */
  async function invoiceText(reference: string) {
    return pdfText((await download(t, site.id, agent.token, reference)).pdf).replaceAll('\n', '');
  }

  it('carries the agency’s name, address and contact on the e-ticket, the mail and the invoice, and the site’s when switched off', async () => {
    const { booking, order } = await ticketedOrder(t, site.id, agent.user.id);
    const branded = await confirmation(order.id);
    // The invoice bills the agency at its price: it is the agency's to download, not its traveller's
    // to be mailed (decision 0053).
    expect(branded.files.map((f) => f.filename)).toEqual([`e-ticket-${booking.pnr}.pdf`]);
    expect(branded.eTicket).toContain('Arjun Tours & Travels');
    expect(branded.eTicket).toContain('14 Residency Road, Bengaluru');
    expect(branded.eTicket).toContain('desk@arjuntours.test · +91 9845012345');
    expect(branded.eTicket).not.toContain(SITE_PHONE);
    expect(branded.mail?.text).toContain('Arjun Tours & Travels');
    expect(branded.mail?.text).not.toContain(SITE_PHONE);
    expect(branded.mail?.subject).toMatch(/- Arjun Tours & Travels$/);
    // The invoice's band is the agency's; the supplier of the supply stays the site.
    const invoice = await invoiceText(order.reference);
    expect(invoice.startsWith('Arjun Tours & Travels')).toBe(true);
    expect(invoice).toContain('Sky Deals Private Limited');
    expect(invoice).not.toContain(SITE_PHONE);
    // The e-ticket page shows the agency too.
    const slug = encodeTicketSlug(booking.id, booking.pnr!);
    const page = await call(t.app, 'api/ticketDetail/getTicketDetail', { slug }, { siteId: site.id });
    expect(page.body.data.site).toMatchObject({
      companyName: 'Arjun Tours & Travels',
      adminContact: '+91 9845012345',
    });

    const off = await call(
      t.app,
      'wl/user/setDocumentBranding',
      { eTickets: false, invoices: false, mails: false },
      { siteId: site.id, token: agent.token },
    );
    expect(off.status).toBe(200);
    const plain = await confirmation(order.id);
    expect(plain.eTicket).toContain('Sky Deals');
    expect(plain.eTicket).toContain(SITE_PHONE);
    expect(plain.eTicket).not.toContain('Arjun Tours');
    expect(plain.mail?.text).toContain(SITE_PHONE);
    const plainInvoice = await invoiceText(order.reference);
    expect(plainInvoice).toContain(SITE_PHONE);
    // The agency is still who it is billed to; the band is the site's again.
    expect(plainInvoice.startsWith('Sky Deals')).toBe(true);
    const again = await call(t.app, 'api/ticketDetail/getTicketDetail', { slug }, { siteId: site.id });
    expect(again.body.data.site.adminContact).toBe(SITE_PHONE);
  });

  it('keeps each switch apart, and is for travel agents only', async () => {
    const saved = await call(
      t.app,
      'wl/user/setDocumentBranding',
      { eTickets: true, invoices: false, mails: true },
      { siteId: site.id, token: agent.token },
    );
    expect(saved.status).toBe(200);
    const read = await call(
      t.app,
      'wl/user/getDocumentBranding',
      {},
      { siteId: site.id, token: agent.token, method: 'GET' },
    );
    expect(read.body.data).toEqual({ eTickets: true, invoices: false, mails: true });
    const retail = await signIn(t, site.id);
    const refused = await call(
      t.app,
      'wl/user/setDocumentBranding',
      { eTickets: false, invoices: false, mails: false },
      { siteId: site.id, token: retail.token },
    );
    expect(refused.status).toBe(403);
    // A retail buyer's documents are always the site's, whatever is stored.
    const { order } = await ticketedOrder(t, site.id, retail.user.id);
    expect((await confirmation(order.id)).eTicket).toContain(SITE_PHONE);
  });
});
