import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  AgencyBalanceResponse,
  BookingDetailsResponse,
  BookResponse,
  SearchResponse,
} from '@app/tbo-air';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKINGS_FILE } from './air/booking-file';
import { SandboxStore } from './air/store';
import { kit, passenger } from './air/test-kit';
import { buildSandbox } from './index';
import { PAYMENTS_FILE } from './pay/payments-file';
import { payKit } from './pay/test-kit';

type Kit = Awaited<ReturnType<typeof kit>>;
const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'sandbox-state-'));

/** A sandbox keeping its state in `dir`, closed after the test. */
async function sandboxOn(dir: string, config: Parameters<typeof kit>[0] = {}) {
  const k = await kit({ dataDir: dir, ...config });
  open.push(k.app);
  return k;
}

async function restart(k: Kit, dir: string, config: Parameters<typeof kit>[0] = {}) {
  await k.app.close();
  open.splice(open.indexOf(k.app), 1);
  return sandboxOn(dir, config);
}

async function fare(k: Kit, sources: string[]) {
  const s = await k.json<SearchResponse>(
    'Search',
    k.searchBody([['DEL', 'BOM', k.day(12)]], { Sources: sources }),
  );
  const first = (s.Response.Results ?? [])[0]?.[0];
  if (!first) throw new Error('no result');
  return { TraceId: s.Response.TraceId, ResultIndex: first.ResultIndex };
}

/** An LCC fare booked and ticketed at once: its BookingId, PNR and ticket numbers. */
async function ticketLcc(k: Kit) {
  const answer = await k.json<BookResponse>('Ticket', {
    ...k.base,
    ...(await fare(k, ['6E'])),
    Passengers: [passenger],
  });
  const booked = answer.Response.Response;
  if (!booked) throw new Error(JSON.stringify(answer.Response.Error));
  return {
    bookingId: booked.BookingId,
    pnr: booked.PNR,
    tickets: booked.FlightItinerary.Passenger.map((p) => p.Ticket?.TicketNumber),
  };
}

const details = (k: Kit, BookingId: number) =>
  k.json<BookingDetailsResponse>('GetBookingDetails', { ...k.base, BookingId });

const cash = async (k: Kit) =>
  (
    await k.json<AgencyBalanceResponse>('GetAgencyBalance', {
      ...k.base,
      ClientId: 'ApiIntegrationNew',
      TokenAgencyId: '51001',
      TokenMemberId: '60001',
    })
  ).CashBalance;

describe('the sandbox keeps its airline bookings across a restart', () => {
  it('finds every booking again, tickets a hold made before, and never issues a PNR, booking or ticket twice', async () => {
    const dir = freshDir();
    const first = await sandboxOn(dir);
    const before = await ticketLcc(first);
    const held = await first.json<BookResponse>('Book', {
      ...first.base,
      ...(await fare(first, ['GDS'])),
      Passengers: [passenger],
    });
    const hold = held.Response.Response;
    if (!hold) throw new Error(JSON.stringify(held.Response.Error));
    const balance = await cash(first);

    const second = await restart(first, dir);
    const found = (await details(second, before.bookingId)).Response.FlightItinerary;
    expect(found).toMatchObject({ PNR: before.pnr, Status: 2 });
    expect(found?.Passenger.map((p) => p.Ticket?.TicketNumber)).toEqual(before.tickets);
    expect(await cash(second)).toBe(balance);
    // The hold is still the airline's: ticketed after the restart, on its own PNR.
    const ticketed = await second.json<BookResponse>('Ticket', {
      ...second.base,
      TraceId: held.Response.TraceId,
      PNR: hold.PNR,
      BookingId: hold.BookingId,
    });
    expect(ticketed.Response.Response?.FlightItinerary.Status).toBe(2);

    const after = await ticketLcc(second);
    const third = await restart(second, dir);
    const last = await ticketLcc(third);
    const pnrs = [before.pnr, hold.PNR, after.pnr, last.pnr];
    const bookings = [before.bookingId, hold.BookingId, after.bookingId, last.bookingId];
    const tickets = [before, after, last].flatMap((b) => b.tickets);
    tickets.push(ticketed.Response.Response?.FlightItinerary.Passenger[0]?.Ticket?.TicketNumber);
    expect(new Set(pnrs).size).toBe(4);
    expect(new Set(bookings).size).toBe(4);
    expect(new Set(tickets).size).toBe(4);
    expect(tickets.every((t) => /^\d{13}$/.test(t ?? ''))).toBe(true);
  });

  it('refuses a second sandbox on a folder one is using, and takes over the lock of one that died', async () => {
    const dir = freshDir();
    await sandboxOn(dir);
    await expect(buildSandbox({ logLevel: 'silent', dataDir: dir })).rejects.toThrow(
      `Another sandbox in this process keeps its state in ${dir}.`,
    );
    const other = freshDir();
    // The lock of a live process (this one's parent) is respected; a dead one's is taken over.
    writeFileSync(path.join(other, 'sandbox.lock'), String(process.ppid));
    await expect(buildSandbox({ logLevel: 'silent', dataDir: other })).rejects.toThrow(
      `Another sandbox (pid ${process.ppid}) keeps its state in ${other}: give this one its own SANDBOX_DATA_DIR, or stop that one.`,
    );
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(other, 'sandbox.lock'), String(gone));
    const k = await sandboxOn(other);
    expect(readFileSync(path.join(other, 'sandbox.lock'), 'utf8')).toBe(String(process.pid));
    await k.app.close();
    open.splice(open.indexOf(k.app), 1);
    expect(existsSync(path.join(other, 'sandbox.lock'))).toBe(false);
  });

  it('sets an unreadable file aside and starts, without the bookings it could not read', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, BOOKINGS_FILE), '{"version": 1, "bookings": [');
    const k = await sandboxOn(dir);
    expect(readdirSync(dir).some((f) => f.startsWith(`${BOOKINGS_FILE}.unreadable-`))).toBe(true);
    expect(existsSync(path.join(dir, BOOKINGS_FILE))).toBe(false);
    const booked = await ticketLcc(k);
    expect(booked.pnr).toMatch(/^[A-Z0-9]{6}$/);
    // The next start reads the file this one wrote.
    const again = await restart(k, dir);
    expect((await details(again, booked.bookingId)).Response.FlightItinerary?.PNR).toBe(booked.pnr);
  });

  it('keeps the newest bookings only, its counters and the agency balance going on past the forgotten', async () => {
    const dir = freshDir();
    const k = await sandboxOn(dir, { bookingsKept: 2 });
    const oldest = await ticketLcc(k);
    await ticketLcc(k);
    const balance = await cash(k);
    const newest = await ticketLcc(k);
    const spentOnNewest = balance - (await cash(k));
    expect(spentOnNewest).toBeGreaterThan(0);
    const again = await restart(k, dir, { bookingsKept: 2 });
    expect((await details(again, oldest.bookingId)).Response.Error?.ErrorCode).toBe(8);
    expect((await details(again, newest.bookingId)).Response.FlightItinerary?.PNR).toBe(newest.pnr);
    expect(await cash(again)).toBeCloseTo(balance - spentOnNewest, 2);
    const file = JSON.parse(readFileSync(path.join(dir, BOOKINGS_FILE), 'utf8'));
    expect(file.bookings).toHaveLength(2);
    expect((await ticketLcc(again)).bookingId).toBe(newest.bookingId + 1);
  });

  it('draws PNRs from a bijection of the counter: no two bookings share one', () => {
    const store = new SandboxStore('sandbox', 1024, 10);
    const seen = new Set<string>();
    for (let n = 1; n <= 200_000; n++) seen.add(store.pnr(1_480_000 + n));
    expect(seen.size).toBe(200_000);
    expect([...seen].every((pnr) => /^[A-HJ-NP-Z2-9]{6}$/.test(pnr))).toBe(true);
  });
});

describe('the gateway keeps its payments across a restart', () => {
  it('answers the status and hosted page of a payment made before, refunds it, and refuses its id again', async () => {
    const dir = freshDir();
    const first = await payKit({ dataDir: dir });
    const paid = await first.started();
    expect((await first.choose(paid.pagePath, 'success')).statusCode).toBe(303);
    const pending = await first.started();
    await first.close();

    const second = await payKit({ dataDir: dir });
    open.push(second);
    const status = (await second.status(paid.id)).json();
    expect(status).toMatchObject({ code: 'PAYMENT_SUCCESS', data: { state: 'COMPLETED' } });
    expect(status.data.transactionId).toMatch(/^T\d{22}$/);
    expect((await second.app.inject({ method: 'GET', url: pending.pagePath })).statusCode).toBe(200);
    expect((await second.create(second.payPayload({ merchantTransactionId: paid.id }))).json().code).toBe(
      'INVALID_TRANSACTION_ID',
    );
    expect((await second.refund(paid.id, 1_000)).json().code).toBe('PAYMENT_SUCCESS');
    const kept = JSON.parse(readFileSync(path.join(dir, PAYMENTS_FILE), 'utf8'));
    expect(kept.transactions.map((t: { kind: string }) => t.kind)).toEqual(['PAYMENT', 'PAYMENT', 'REFUND']);
  });
});
