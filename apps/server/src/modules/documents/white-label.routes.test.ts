import { FD_MSG, gstinCheckCharacter } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { createBooking } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { createDeparture, departureInput } from '../../seed/fixed-departure-factories';
import { AGENCY_CONTACT, giveAgencyContact } from '../../test/agency';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp';
import { fundedAgent, leadTraveller, placeHold, placeOrder } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { deliverAccountMails } from '../accounts/account-mails.test-helpers';
import { outboxEmails } from '../notifications/outbox.schema';

const SITE_PHONE = '+91 98111 22233';
/** Anything of the site the agency bought from: its brand, its company, its support contacts. */
const SITE_TRACES = /Sky Deals|skydeals|98111 22233/;
const AGENCY = 'Arjun Tours & Travels';
const AGENCY_DESK = AGENCY_CONTACT.email;
let mailNo = 0;
const newAddress = () => `traveller-${Date.now()}-${++mailNo}@example.test`;
/** A traveller to Dubai (the fixed departures' sector): abroad, so with a passport. */
const travellerAbroad = (email: string) => ({
  ...leadTraveller(email),
  passportNo: 'Z1234567',
  passportIssueCountryCode: 'IN',
  passportIssueDate: '2020-01-10',
  passportExpiry: '2032-01-09',
});

/** One attachment of a raw MIME message, decoded. */
function attachmentOf(raw: string, filename: string): Buffer {
  const part = raw.split(/\r?\n--/).find((p) => p.includes(`filename=${filename}`));
  if (!part) throw new Error(`no attachment ${filename}`);
  return Buffer.from(
    part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, ''),
    'base64',
  );
}

/** A header of a raw MIME message, as written (nodemailer folds none this short). */
const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

/**
 * Decision 0053: whatever an agency's traveller is sent or opens carries the agency's name (where
 * it switched it on) and the price the traveller paid, or none; never the site it bought from, nor
 * what it paid there. The site's own customers hear from the site, under its own name.
 */
describe('an agency’s traveller never meets the site it was sold on', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let smtp: FakeSmtp;
  let siteId: string;
  let agent: Awaited<ReturnType<typeof fundedAgent>>;
  let staff: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    smtp = await startFakeSmtp();
    t = await createTestApp({
      supplier: sandbox.supplierConfig(),
      paymentGateway: sandbox.paymentConfig(),
      smtpUrl: smtp.url,
    });
    const first14 = '07AAACS1234A1Z';
    siteId = (
      await createSite(t.db, {
        brandingLabel: 'Sky Deals',
        companyName: 'Sky Deals Pvt Ltd',
        adminEmail: 'help@skydeals.test',
        adminContact: SITE_PHONE,
        legalName: 'Sky Deals Private Limited',
        // A site that issues GST invoices: the agency's traveller must still not be mailed one.
        gstin: `${first14}${gstinCheckCharacter(first14)}`,
      })
    ).id;
    agent = await fundedAgent(t, siteId, 200_000, { companyName: AGENCY, isFlightHoldAllowed: true });
    await giveAgencyContact(t.db, agent.user.legalEntityId!);
    staff = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sandbox.close();
  });

  const api = (path: string, body: object, token?: string, method?: 'GET') =>
    call(t.app, path, body, { siteId, ...(token ? { token } : {}), ...(method ? { method } : {}) });
  const runJobs = async (name: string) => {
    const kind = t.app.jobs.queue.kinds.get(name) as JobKind<never>;
    while ((await t.app.jobs.queue.runDue(kind)) > 0);
  };
  const outboxTo = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  /** The one message the fake mail server took for `to`. */
  const messageTo = (to: string) => {
    const [message, ...more] = smtp.to(to);
    expect(more).toHaveLength(0);
    if (!message) throw new Error(`nothing was sent to ${to}`);
    return message.raw;
  };

  it('the confirmation: from the agency, its e-ticket in the agency’s name, no price, no invoice, no sign-in link', async () => {
    const email = newAddress();
    const { orderId } = await placeOrder(t, siteId, agent.token, { paymentMethod: 'wallet', email });
    const paid = await api('api/payments/orderSuccessCallback', { orderId }, agent.token);
    expect(paid.body.data.status).toBe('completed');
    await runJobs('send-mail');

    const [mail] = await outboxTo(email);
    expect(mail?.subject).toBe(`Booking confirmed ${paid.body.data.reference} - ${AGENCY}`);
    expect(mail?.text).toContain('/flight/eTicket/');
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toMatch(SITE_TRACES);
      // What the agency paid is its own business; its order page is its own to sign in to.
      expect(part).not.toMatch(/Amount paid|₹|INR|\/flight\/order\//);
    }
    // The GST invoice bills the agency: it stays with the agency.
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      `e-ticket-${paid.body.data.bookings[0].pnr}.pdf`,
    ]);

    const raw = messageTo(email);
    // The platform's address sends it, under the agency's name; a reply goes to the agency.
    expect(headerOf(raw, 'From')).toBe(`"${AGENCY}" <no-reply@flightdeals.test>`);
    expect(headerOf(raw, 'Reply-To')).toBe(AGENCY_DESK);
    const eTicket = pdfText(attachmentOf(raw, `e-ticket-${paid.body.data.bookings[0].pnr}.pdf`));
    expect(eTicket.replaceAll('\n', '')).toContain(AGENCY);
    expect(eTicket).not.toMatch(SITE_TRACES);
    expect(eTicket).not.toMatch(/INR|Rs\.?\s?\d/);
    // Nor does the agency itself hear of it by mail: it booked it.
    expect(await outboxTo(agent.user.email!)).toHaveLength(0);
  });

  it('a hold concerns the agency’s money: the agency hears, in the site’s name; its traveller hears nothing', async () => {
    const email = newAddress();
    const { outcome } = await placeHold(t, siteId, agent.token, { email });
    await runJobs('send-mail');
    expect(await outboxTo(email)).toHaveLength(0);
    const [held] = await outboxTo(agent.user.email!);
    expect(held?.subject).toContain(`Booking held ${outcome.reference}`);
    expect(held?.subject).toMatch(/- Sky Deals$/);
    expect(held?.text).toContain('Ticket or release it');
    const raw = messageTo(agent.user.email!);
    expect(headerOf(raw, 'From')).toBe('Sky Deals <no-reply@flightdeals.test>');
    expect(headerOf(raw, 'Reply-To')).toBe('help@skydeals.test');
  });

  it('the e-ticket mail, sent by the agent or by staff, is the agency’s desk’s; its link opens the ticket in the agency’s name with no price', async () => {
    const booking = await createBooking(t.db, siteId, agent.user.id);
    const send = (to: string, token: string) =>
      api('notifications/sendEmailForWl', { siteId, bookingId: booking.id, name: 'x', to, text: '' }, token);
    const byAgent = newAddress();
    const byStaff = newAddress();
    expect((await send(byAgent, agent.token)).status).toBe(200);
    expect((await send(byStaff, staff)).status).toBe(200);
    await runJobs('e-ticket-mail');

    const [fromAgent] = await outboxTo(byAgent);
    const [fromStaff] = await outboxTo(byStaff);
    for (const [to, mail] of [
      [byAgent, fromAgent],
      [byStaff, fromStaff],
    ] as const) {
      expect(mail?.subject).toBe(`E-ticket ${booking.pnr} - ${AGENCY}`);
      // Whoever at the agency or the site sends it, the traveller hears from the agency's desk.
      expect(mail?.text).toContain(`${AGENCY} (${AGENCY_DESK}) sent you the e-ticket of booking`);
      expect(mail?.text).not.toContain(agent.user.email);
      for (const part of [mail?.text, mail?.html]) expect(part).not.toMatch(SITE_TRACES);
      const raw = messageTo(to);
      expect(headerOf(raw, 'From')).toBe(`"${AGENCY}" <no-reply@flightdeals.test>`);
      expect(headerOf(raw, 'Reply-To')).toBe(AGENCY_DESK);
      const pdf = pdfText(attachmentOf(raw, `e-ticket-${booking.pnr}.pdf`));
      expect(pdf.replaceAll('\n', '')).toContain(AGENCY);
      expect(pdf).not.toMatch(SITE_TRACES);
    }

    // The traveller opens the mail's link, signed in as nobody.
    const slug = decodeURIComponent(/\/flight\/eTicket\/([^\s"]+)/.exec(fromAgent?.text ?? '')?.[1] ?? '');
    const opened = await api('api/ticketDetail/getTicketDetail', { slug });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      pnr: booking.pnr,
      priceHidden: true,
      contact: null,
      site: { companyName: AGENCY, adminEmail: AGENCY_DESK, adminContact: '+91 9845012345' },
    });
    expect(opened.body.data.fare).toBeUndefined();
    expect(JSON.stringify(opened.body)).not.toMatch(SITE_TRACES);
  });

  it('the fixed-departure ticket: the agency’s, no price by link; to the agent, its traveller’s price over what it paid', async () => {
    const departure = await createDeparture(t.db, siteId, departureInput(30, { blockPnr: 'WL7K2M' }));
    const email = newAddress();
    const passengers = [travellerAbroad(email)];
    const placed = await api(
      'fixedDeparture/createOrder',
      { departureId: departure.id, passengers, paymentMethod: 'wallet' },
      agent.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderId, amount } = placed.body.data;
    await api('api/payments/orderSuccessCallback', { orderId }, agent.token);
    const queue = await api('fixedDeparture/getBookings', { page: 1 }, agent.token);
    const record = queue.body.data.records.find((r: { orderId: string }) => r.orderId === orderId);
    const print = (token?: string) =>
      api(`fixedDeparture/print/${encodeURIComponent(record.slug)}`, {}, token, 'GET');

    const byLink = await print();
    expect(byLink.body.data).toMatchObject({ amount: null, markup: null, site: { companyName: AGENCY } });
    expect(JSON.stringify(byLink.body)).not.toMatch(SITE_TRACES);
    expect((await print(agent.token)).body.data).toMatchObject({ amount, markup: 0 });

    // The agent prices its traveller's ticket: the ticket shows that, and what the agency paid nowhere.
    const priced = await api(
      'fixedDeparture/ticketMarkup',
      { bookingId: record.bookingId, markup: 150_000 },
      agent.token,
    );
    expect(priced.status).toBe(200);
    expect(priced.body.data).toEqual({
      amount: amount + 150_000,
      markup: 150_000,
      message: FD_MSG.markupSaved,
    });
    expect((await print(agent.token)).body.data).toMatchObject({ amount: amount + 150_000, markup: 150_000 });
    expect((await print()).body.data.amount).toBeNull();

    // Staff may change it; another agent is told there is no such booking; bad amounts are refused.
    const stranger = await fundedAgent(t, siteId, 1_000, { companyName: 'Other Tours' });
    const markUp = (markup: unknown, token: string) =>
      api('fixedDeparture/ticketMarkup', { bookingId: record.bookingId, markup }, token);
    expect((await markUp(100_000, staff)).status).toBe(200);
    expect((await markUp(100_000, stranger.token)).status).toBe(404);
    const negative = await markUp(-1, agent.token);
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.errors)).toEqual(['markup']);
    expect((await print(agent.token)).body.data.markup).toBe(100_000);

    // The traveller's confirmation: from the agency, with the ticket's link and no price.
    await runJobs('send-mail');
    const [mail] = await outboxTo(email);
    expect(mail?.subject).toMatch(new RegExp(`^Booking confirmed .* - ${AGENCY}$`));
    expect(mail?.text).toContain(`/flight/fixedDeparture/print/${encodeURIComponent(record.slug)}`);
    expect(mail?.text).not.toMatch(/Amount paid|₹|fixedDepartureQueue/);
    expect(mail?.text).not.toMatch(SITE_TRACES);
    expect(headerOf(messageTo(email), 'From')).toBe(`"${AGENCY}" <no-reply@flightdeals.test>`);

    // A cancelled booking has no ticket to price.
    expect(
      (await api('fixedDeparture/cancelBooking', { bookingId: record.bookingId }, agent.token)).status,
    ).toBe(200);
    const cancelled = await markUp(120_000, agent.token);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.errorMessage).toBe(FD_MSG.onlyConfirmedTickets);
  });

  it('a retail buyer may not price its ticket; the site’s own customers hear from the site, under its name', async () => {
    const retail = await signIn(t, siteId, { userType: 'retail' });
    const departure = await createDeparture(t.db, siteId, departureInput(31, { blockPnr: 'WL8K2M' }));
    const placed = await api(
      'fixedDeparture/createOrder',
      {
        departureId: departure.id,
        passengers: [travellerAbroad(newAddress())],
        paymentMethod: 'gateway',
      },
      retail.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [booking] = (await api('fixedDeparture/getBookings', { page: 1 }, retail.token)).body.data.records;
    const refused = await api(
      'fixedDeparture/ticketMarkup',
      { bookingId: booking.bookingId, markup: 100 },
      retail.token,
    );
    expect(refused.status).toBe(403);

    // An account mail goes out under the site's name too, replies to its support address.
    const forgot = await api('wl/user/forgetPassword', { email: retail.user.email });
    expect(forgot.status).toBe(200);
    await deliverAccountMails(t.app);
    const raw = messageTo(retail.user.email!);
    expect(headerOf(raw, 'From')).toBe('Sky Deals <no-reply@flightdeals.test>');
    expect(headerOf(raw, 'Reply-To')).toBe('help@skydeals.test');
  });
});
