import { type FlightPriceData, type FlightResult, formatSiteDateTime } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { createSite } from '../../seed/factories';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp';
import { fundedAgent, leadTraveller, payAtGateway } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { outboxEmails } from '../notifications/outbox.schema';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let mailNo = 0;
const newAddress = () => `buyer-${Date.now()}-${++mailNo}@example.test`;

/** Decision 0027: every event a buyer should hear about is one mail job, and one mail, however often it is caused. */
describe('buyer mails of a flight order', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let smtp: FakeSmtp;
  let siteId: string;
  // An Indian site on Dubai's clock: the hold's deadline must be read on it, not the server's or India's.
  const locale = { timeZone: 'Asia/Dubai', homeCountry: 'IN' };

  beforeAll(async () => {
    sandbox = await startSandbox();
    smtp = await startFakeSmtp();
    t = await createTestApp({
      supplier: sandbox.supplierConfig(),
      paymentGateway: sandbox.paymentConfig(),
      smtpUrl: smtp.url,
    });
    siteId = (await createSite(t.db, { shortCode: 'MLS', ...locale })).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  const api = (path: string, body: object, token: string) => call(t.app, path, body, { siteId, token });
  const kind = (name: string) => t.app.jobs.queue.kinds.get(name) as JobKind<never>;
  const runMails = () => t.app.jobs.queue.runDue(kind('send-mail'));
  const outboxTo = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  const agent = (canHold = false) =>
    fundedAgent(t, siteId, 50_000, { companyName: 'Mail Tours', isFlightHoldAllowed: canHold });

  async function order(
    token: string,
    email: string,
    paymentMethod: 'wallet' | 'gateway',
    pick: (f: FlightResult) => boolean,
    holdBooking = false,
  ) {
    const found = await api(
      'api/search',
      {
        JourneyType: 1,
        segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(14) }],
        adultCount: 1,
      },
      token,
    );
    const searchId = found.body.data.searchId as string;
    const priced = await api('api/getFlightPrice', { searchId }, token);
    const fare = (priced.body.data as FlightPriceData).results[0]?.find(pick);
    if (!fare) throw new Error('no such fare');
    const placed = await api(
      'api/setFlightDetails',
      {
        searchId,
        resultIndexes: [fare.resultIndex],
        passengers: [leadTraveller(email)],
        paymentMethod,
        holdBooking,
      },
      token,
    );
    if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
    return placed.body.data.orderId as string;
  }

  it('a confirmed booking is mailed once, with its e-ticket as a PDF, after two callbacks and a retry', async () => {
    const { token } = await agent();
    const email = newAddress();
    const orderId = await order(token, email, 'wallet', (f) => f.isLcc);
    const first = await api('api/payments/orderSuccessCallback', { orderId }, token);
    const second = await api('api/payments/orderSuccessCallback', { orderId }, token);
    expect(second.body.data).toEqual(first.body.data);
    const { reference, bookings } = first.body.data;
    expect(bookings[0].status).toBe('ticketed');
    // Nothing is sent with the buyer's request: the job sends it.
    expect(await outboxTo(email)).toHaveLength(0);
    await runMails();
    await api('api/payments/orderSuccessCallback', { orderId }, token);
    await runMails();

    const rows = await outboxTo(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: expect.stringContaining(`Booking confirmed ${reference}`) });
    expect(rows[0]?.text).toContain(`PNR ${bookings[0].pnr}`);
    expect(rows[0]?.text).toContain('/flight/eTicket/');
    expect(rows[0]?.sentAt).not.toBeNull();
    // Staff see in the outbox what went with it.
    expect(rows[0]?.attachments).toEqual([
      {
        filename: `e-ticket-${bookings[0].pnr}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    expect(rows[0]?.attachments[0]?.size).toBeGreaterThan(1_000);
    const sent = smtp.to(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.raw).toMatch(/Content-Type: application\/pdf; name=e-ticket-[A-Z0-9]{6}\.pdf/);
    expect(sent[0]?.raw).toContain(`filename=e-ticket-${bookings[0].pnr}.pdf`);
    // The attachment is a PDF: base64 of '%PDF-'.
    expect(sent[0]?.raw).toContain('JVBERi0');
  });

  it("a hold's mail names its deadline on the site's clock, and nothing charged, to the agency that holds it", async () => {
    const { token, user } = await agent(true);
    const email = newAddress();
    const orderId = await order(token, email, 'wallet', (f) => !f.isLcc, true);
    const held = await api('api/payments/orderSuccessCallback', { orderId }, token);
    expect(held.body.data.status).toBe('held');
    await runMails();
    // The agency's money and its choice to ticket: its traveller is not the one to ask (decision 0053).
    expect(await outboxTo(email)).toHaveLength(0);
    const [mail, ...more] = await outboxTo(user.email!);
    expect(more).toHaveLength(0);
    const ticketBy = `${formatSiteDateTime(held.body.data.heldUntil, locale)} (Asia/Dubai)`;
    expect(mail?.subject).toContain(`Booking held ${held.body.data.reference}: ticket by ${ticketBy}`);
    expect(mail?.text).toContain(`Ticket it by ${ticketBy}`);
    expect(mail?.text).toContain('Nothing has been charged.');
    expect(mail?.text).toContain(`PNR ${held.body.data.bookings[0].pnr}`);
  });

  it('a failed booking paid online tells where the money is; the refund paid is mailed once', async () => {
    const { token } = await signIn(t, siteId, { userType: 'retail' });
    const email = newAddress();
    const orderId = await order(token, email, 'gateway', (f) => f.isLcc);
    await sandbox.faults('error=Ticket');
    const created = await api('payment/createPayment', { orderId }, token);
    await payAtGateway(created.body.data.redirectUrl, 'success');
    const failed = await api('payment/phonepe/verifyPayment', { orderId }, token);
    expect(failed.body.data.status).toBe('failed');
    const { reference } = failed.body.data;

    await runMails();
    const [failure] = await outboxTo(email);
    expect(failure?.subject).toContain(`Booking failed ${reference}`);
    expect(failure?.text).toContain('is being refunded to your original payment method');

    // The refund job gets the gateway's word that the refund is paid: that is what the buyer hears.
    expect(await t.app.jobs.queue.runDue(kind('send-refund'))).toBe(1);
    const [refund] = await t.app.jobs.refunds.ofOrder(siteId, orderId);
    expect(refund?.state).toBe('settled');
    await runMails();
    await t.app.jobs.queue.runDue(kind('send-refund'));
    await runMails();

    const paid = (await outboxTo(email)).filter((m) => m.subject.includes('Refund paid'));
    expect(paid).toHaveLength(1);
    expect(paid[0]?.subject).toContain(`Refund paid ${reference}`);
    expect(paid[0]?.text).toContain('has been refunded to your original payment method');
    expect(smtp.to(email)).toHaveLength(2);
  });

  it('a declined payment is mailed once: nothing charged', async () => {
    const { token } = await signIn(t, siteId, { userType: 'retail' });
    const email = newAddress();
    const orderId = await order(token, email, 'gateway', (f) => f.isLcc);
    const created = await api('payment/createPayment', { orderId }, token);
    await payAtGateway(created.body.data.redirectUrl, 'failure');
    await api('payment/phonepe/verifyPayment', { orderId }, token);
    await api('payment/phonepe/verifyPayment', { orderId }, token);
    await runMails();
    const rows = await outboxTo(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toContain('Payment unsuccessful');
    expect(rows[0]?.text).toContain('Nothing was charged.');
  });
});
