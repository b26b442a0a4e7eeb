import {
  CANCELLATION_REVIEW_MSG,
  CHANGE_REQUEST_STATUS,
  CHANGE_REQUEST_TYPES,
  type ChangeRequestListItem,
  formatMoney,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import type { SupplierBooking } from '../../suppliers/flight-supplier';
import { flightSettingsOf } from '../../test/flight-settings';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { refundOf, ticketedBooking } from '../../test/ticketed-booking';
import { auditLog } from '../audit/audit.schema';
import { outboxEmails } from '../notifications/outbox.schema';
import { walletBalance } from '../wallet/wallet.ledger';
import { cancellationReviews, changeRequests, flightBookings } from './bookings.schema';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MINUTE = 60_000;
/** ₹250 a passenger for retail customers, ₹100 for agents, nothing for corporates. */
const FEES = { retail: 25_000, travelAgent: 10_000, corporate: 0 };

describe('staff review of cancellations, and the site’s cancellation fee (decision 0056)', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  /** the sandbox's clock runs this far ahead of ours, so change requests can complete */
  let skewMs = 0;
  let siteId: string;
  type Who = { id: string; token: string };
  let customer: Who;
  let agent: Who;
  let reviewer: Who;
  let secondReviewer: Who;
  let plainStaff: Who;

  beforeAll(async () => {
    sandbox = await startSandbox({ now: () => new Date(Date.now() + skewMs) });
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db)).id;
    const sign = async (input: Parameters<typeof signIn>[2]) => {
      const { user, token } = await signIn(t, siteId, input);
      return { id: user.id, token };
    };
    [customer, agent, reviewer, secondReviewer, plainStaff] = await Promise.all([
      sign({ userType: 'retail' }),
      sign({ userType: 'travelAgent' }),
      sign({ userType: 'staff', isSuperAdmin: true }),
      sign({ userType: 'staff', isSuperAdmin: true }),
      // Default permissions: reviewing cancellations is granted on purpose, not by default.
      sign({ userType: 'staff' }),
    ]);
    const saved = await call(
      t.app,
      'staff/flightSettings/save',
      flightSettingsOf({ reviewCancellations: true, cancellationFees: FEES }),
      as(reviewer),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  afterEach(async () => {
    skewMs = 0;
    await sandbox.faults('');
  });

  function as(who: { token: string }) {
    return { siteId, token: who.token };
  }
  const booked = (owner: Who = customer) => ticketedBooking(t, sandbox, siteId, owner.id);
  const ask = (b: SupplierBooking, who: Who = customer, over: object = {}) =>
    call(t.app, 'api/changeRequest', { ...refundOf(b), ...over }, as(who));
  const queue = async (who: Who) =>
    (await call(t.app, 'api/getChangeRequests', { page: 1 }, as(who))).body.data
      .records as ChangeRequestListItem[];
  const decide = (reviewId: string, who: Who, decision: object = { decision: 'approve' }) =>
    call(t.app, 'api/reviewChangeRequest', { reviewId, ...decision }, as(who));
  const bookingOf = async (bookingId: number) =>
    (await t.db.select().from(flightBookings).where(eq(flightBookings.supplierBookingId, bookingId)))[0];
  const requestsOf = async (bookingId: number) =>
    t.db
      .select()
      .from(changeRequests)
      .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
      .where(eq(flightBookings.supplierBookingId, bookingId));
  const sentToAirline = () => sandbox.operations.filter((op) => op === 'SendChangeRequest').length;
  /** A customer's refund of a fresh booking, waiting for review; its id in the queue. */
  async function waiting() {
    const { supplierBooking, bookingId } = await booked();
    const asked = await ask(supplierBooking);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const item = (await queue(customer)).find((r) => r.bookingId === bookingId);
    return { supplierBooking, bookingId, reviewId: item?.review?.reviewId ?? '' };
  }

  it('keeps the review switch and the fees per channel in the flight settings, audited', async () => {
    const read = await call(t.app, 'staff/flightSettings', {}, { ...as(reviewer), method: 'GET' });
    expect(read.body.data).toMatchObject({ reviewCancellations: true, cancellationFees: FEES });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, siteId), eq(auditLog.action, 'settings.flights')));
    expect(entry?.summary).toContain('reviewCancellations');
    expect(entry?.after).toMatchObject({ reviewCancellations: true, cancellationFees: FEES });
  });

  it('shows the customer the fee of their channel and that staff review it, before they confirm', async () => {
    const mine = await booked();
    const quote = await call(t.app, 'api/getCC', { bookingId: mine.bookingId }, as(customer));
    expect(quote.body.data).toMatchObject({ cancellationFeePerPassenger: 25_000, awaitsReview: true });
    const agents = await booked(agent);
    const agentQuote = await call(t.app, 'api/getCC', { bookingId: agents.bookingId }, as(agent));
    expect(agentQuote.body.data).toMatchObject({ cancellationFeePerPassenger: 10_000, awaitsReview: true });
    // Staff opening a customer's booking see the customer's fee, and that theirs goes straight through.
    const staffQuote = await call(t.app, 'api/getCC', { bookingId: mine.bookingId }, as(reviewer));
    expect(staffQuote.body.data).toMatchObject({ cancellationFeePerPassenger: 25_000, awaitsReview: false });
  });

  it('holds a customer’s refund for staff: the airline hears nothing, the booking is claimed, the queue shows it', async () => {
    const before = sentToAirline();
    const { supplierBooking, bookingId } = await booked();
    const asked = await ask(supplierBooking);
    expect(asked.body.data).toEqual({ ticketCRInfo: [], awaitingReview: true });
    expect(sentToAirline()).toBe(before);
    expect((await bookingOf(bookingId))?.status).toBe('changeRequested');
    // Asked again while it waits: the booking is no longer ticketed.
    expect((await ask(supplierBooking)).status).toBe(409);

    const [item] = (await queue(customer)).filter((r) => r.bookingId === bookingId);
    expect(item).toMatchObject({
      changeRequestId: null,
      review: { state: 'pending', reason: null },
      requestTypeLabel: 'Refund',
      passengerNames: ['Mr Arun Rao', 'Mr Vikram Rao'],
      // Two passengers at ₹250.
      cancellationFee: 50_000,
    });
    // Staff see it in the site's queue; another customer does not.
    expect((await queue(reviewer)).some((r) => r.review?.reviewId === item?.review?.reviewId)).toBe(true);
    expect((await queue(agent)).some((r) => r.bookingId === bookingId)).toBe(false);
  });

  it('sends an approved refund to the airline as before, and keeps the site’s fee from the refund', async () => {
    const { bookingId, reviewId } = await waiting();
    const before = sentToAirline();
    const approved = await decide(reviewId, reviewer);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe(CANCELLATION_REVIEW_MSG.approved);
    expect(sentToAirline()).toBe(before + 1);

    // One airline request per ticket, each carrying its passenger's fee; the review left the queue.
    const opened = await requestsOf(bookingId);
    expect(opened.map((r) => r.change_requests.siteFee)).toEqual([25_000, 25_000]);
    expect(opened.every((r) => r.change_requests.createdById === customer.id)).toBe(true);
    const listed = (await queue(customer)).filter((r) => r.bookingId === bookingId);
    expect(listed.map((r) => r.review)).toEqual([null, null]);
    expect(listed.map((r) => r.cancellationFee)).toEqual([25_000, 25_000]);
    const [review] = await t.db
      .select()
      .from(cancellationReviews)
      .where(eq(cancellationReviews.id, reviewId));
    expect(review).toMatchObject({ state: 'approved', decidedById: reviewer.id });
    // Decided once: a second approval is told so and sends nothing.
    const again = await decide(reviewId, secondReviewer);
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe(CANCELLATION_REVIEW_MSG.alreadyDecided);
    expect(sentToAirline()).toBe(before + 1);

    // The airline completes both: the wallet gets what it refunded, less ₹250 on each.
    const walletBefore = await walletBalance(t.db, siteId, customer.id);
    skewMs = 16 * MINUTE;
    const refunded: number[] = [];
    for (const row of opened) {
      const status = await call(
        t.app,
        'api/getCRStatus',
        { changeRequestId: row.change_requests.supplierChangeRequestId },
        as(customer),
      );
      expect(status.body.data.status).toBe(CHANGE_REQUEST_STATUS.Completed);
      refunded.push(status.body.data.changeRequestInfo.refundedAmount);
    }
    expect(refunded.every((amount) => amount > 25_000)).toBe(true);
    expect(await walletBalance(t.db, siteId, customer.id)).toBe(
      walletBefore + refunded[0]! - 25_000 + refunded[1]! - 25_000,
    );
    expect((await bookingOf(bookingId))?.status).toBe('cancelled');

    // The buyer's mail names the fee and the refund after it.
    await t.app.jobs.queue.runDue(t.app.jobs.queue.kinds.get('send-mail') as never);
    const pnr = (await bookingOf(bookingId))?.pnr ?? '?';
    const told = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.siteId, siteId))).filter(
      (m) => m.subject.startsWith('Cancellation completed') && m.text.includes(pnr),
    );
    expect(told).toHaveLength(2);
    expect(told.map((m) => m.text).join()).toContain('Cancellation fee: ₹250.');
    expect(told.map((m) => m.text).join()).toContain(`Refund: ${formatMoney(refunded[0]! - 25_000)}.`);
  });

  it.runIf(onPostgres)('sends it once when two staff approve at the same moment (PostgreSQL)', async () => {
    const { bookingId, reviewId } = await waiting();
    const before = sentToAirline();
    const answers = await Promise.all([decide(reviewId, reviewer), decide(reviewId, secondReviewer)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(sentToAirline()).toBe(before + 1);
    expect(await requestsOf(bookingId)).toHaveLength(2);
  });

  it('approves or rejects, never both, when staff decide differently at once', async () => {
    const { bookingId, reviewId } = await waiting();
    const answers = await Promise.all([
      decide(reviewId, reviewer),
      decide(reviewId, secondReviewer, { decision: 'reject', reason: 'Not allowed on this fare' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [review] = await t.db
      .select()
      .from(cancellationReviews)
      .where(eq(cancellationReviews.id, reviewId));
    const approvedFirst =
      answers.find((a) => a.status === 200)?.body.message === CANCELLATION_REVIEW_MSG.approved;
    expect(review?.state).toBe(approvedFirst ? 'approved' : 'rejected');
    expect((await requestsOf(bookingId)).length).toBe(approvedFirst ? 2 : 0);
    expect((await bookingOf(bookingId))?.status).toBe(approvedFirst ? 'changeRequested' : 'ticketed');
  });

  it('rejects with a reason the customer reads, and gives the booking back', async () => {
    const { supplierBooking, bookingId, reviewId } = await waiting();
    const before = sentToAirline();
    const blank = await decide(reviewId, reviewer, { decision: 'reject', reason: '' });
    expect(blank.status).toBe(400);
    const rejected = await decide(reviewId, reviewer, {
      decision: 'reject',
      reason: 'Your fare allows no refund this close to departure',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(CANCELLATION_REVIEW_MSG.rejected);
    expect(sentToAirline()).toBe(before);
    expect((await bookingOf(bookingId))?.status).toBe('ticketed');
    expect((await queue(customer)).find((r) => r.review?.reviewId === reviewId)).toMatchObject({
      changeRequestId: null,
      review: { state: 'rejected', reason: 'Your fare allows no refund this close to departure' },
    });
    expect((await decide(reviewId, secondReviewer)).status).toBe(409);
    // Ticketed again, the customer may ask again.
    expect((await ask(supplierBooking)).body.data.awaitingReview).toBe(true);
  });

  it('hands an approval back when the airline fails, so it can be approved again', async () => {
    const { bookingId, reviewId } = await waiting();
    await sandbox.faults('error=SendChangeRequest');
    const failed = await decide(reviewId, reviewer);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.body.success).toBe(false);
    const [review] = await t.db
      .select()
      .from(cancellationReviews)
      .where(eq(cancellationReviews.id, reviewId));
    expect(review).toMatchObject({ state: 'pending', decidedById: null });
    expect(await requestsOf(bookingId)).toHaveLength(0);
    expect((await bookingOf(bookingId))?.status).toBe('changeRequested');

    await sandbox.faults('');
    expect((await decide(reviewId, reviewer)).status).toBe(200);
    expect(await requestsOf(bookingId)).toHaveLength(2);
  });

  it('lets only staff holding the permission decide, on their own site', async () => {
    const { reviewId } = await waiting();
    expect((await decide(reviewId, plainStaff)).status).toBe(403);
    expect((await decide(reviewId, customer)).status).toBe(403);
    const other = await createSite(t.db);
    const { token } = await signIn(t, other.id, { userType: 'staff', isSuperAdmin: true });
    const foreign = await call(
      t.app,
      'api/reviewChangeRequest',
      { reviewId, decision: 'approve' },
      { siteId: other.id, token },
    );
    expect(foreign.status).toBe(404);
    const [review] = await t.db
      .select()
      .from(cancellationReviews)
      .where(eq(cancellationReviews.id, reviewId));
    expect(review?.state).toBe('pending');
  });

  it('sends staff’s own cancellations and every reissue straight to the airline, the fee still the buyer’s', async () => {
    const { supplierBooking, bookingId } = await booked();
    const byStaff = await ask(supplierBooking, reviewer);
    expect(byStaff.body.data.awaitingReview).toBe(false);
    expect((await requestsOf(bookingId)).map((r) => r.change_requests.siteFee)).toEqual([25_000, 25_000]);

    const other = await booked();
    const reissue = await ask(other.supplierBooking, customer, {
      requestType: CHANGE_REQUEST_TYPES.Reissue,
      passengers: ['0'],
    });
    expect(reissue.body.data.awaitingReview).toBe(false);
    // A reissue cancels nothing: no fee.
    expect((await requestsOf(other.bookingId)).map((r) => r.change_requests.siteFee)).toEqual([0]);
  });
});
