import type {
  AgencyBalanceResponse,
  BookResponse,
  ChangeRequestStatusResponse,
  SearchResponse,
  SendChangeResponse,
  TboPassenger,
} from '@app/tbo-air';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit } from './test-kit';

type Kit = Awaited<ReturnType<typeof kit>>;
let k: Kit;
beforeAll(async () => {
  k = await kit({ agencyDeposit: 1_000_000, agencyCreditLimit: 0 });
});
afterAll(async () => {
  await k.app.close();
});

const passenger: TboPassenger = {
  Title: 'Ms',
  FirstName: 'Meera',
  LastName: 'Iyer',
  PaxType: 1,
  Gender: 2,
  IsLeadPax: true,
  ContactNo: '9800000001',
  Email: 'meera@example.com',
  Fare: { BaseFare: 0, Tax: 0 },
};

const member = { ClientId: 'ApiIntegrationNew', TokenAgencyId: '51001', TokenMemberId: '60001' };
const balance = (body: object = {}, faults?: string) =>
  k.json<AgencyBalanceResponse>('GetAgencyBalance', { ...k.base, ...member, ...body }, faults);

async function searchFor(sources: string[]) {
  const s = await k.json<SearchResponse>(
    'Search',
    k.searchBody([['BLR', 'DEL', k.day(9)]], { Sources: sources }),
  );
  const first = (s.Response.Results ?? [])[0]?.[0];
  if (!first) throw new Error('no result');
  return { traceId: s.Response.TraceId, result: first };
}

describe('GetAgencyBalance', () => {
  it('answers the opening deposit flat, with the member Authenticate named', async () => {
    const auth = await k.json<{ Member: { AgencyId: number; MemberId: number } }>('Authenticate', {
      ClientId: 'ApiIntegrationNew',
      UserName: 'flightdeals',
      Password: 'Flight@123',
      EndUserIp: '10.0.0.1',
    });
    const answer = await balance({
      TokenAgencyId: auth.Member.AgencyId,
      TokenMemberId: auth.Member.MemberId,
    });
    expect(answer).toEqual({
      Status: 1,
      AgencyType: 1,
      CashBalance: 1_000_000,
      CreditBalance: 0,
      Error: { ErrorCode: 0, ErrorMessage: '' },
    });
  });

  it('falls by the net fare when a ticket is issued, not when a fare is only held', async () => {
    const before = (await balance()).CashBalance;
    const gds = await searchFor(['GDS']);
    const held = await k.json<BookResponse>('Book', {
      ...k.base,
      TraceId: gds.traceId,
      ResultIndex: gds.result.ResultIndex,
      Passengers: [passenger],
    });
    expect(held.Response.ResponseStatus).toBe(1);
    expect((await balance()).CashBalance).toBe(before);

    const lcc = await searchFor(['6E']);
    const ticketed = await k.json<BookResponse>('Ticket', {
      ...k.base,
      TraceId: lcc.traceId,
      ResultIndex: lcc.result.ResultIndex,
      Passengers: [passenger],
    });
    const booking = ticketed.Response.Response;
    if (!booking) throw new Error(JSON.stringify(ticketed.Response.Error));
    const net = booking.FlightItinerary.Fare.OfferedFare;
    expect(net).toBeGreaterThan(0);
    expect(net).toBeLessThanOrEqual(booking.FlightItinerary.Fare.PublishedFare);
    const after = (await balance()).CashBalance;
    expect(after).toBeCloseTo(before - net, 2);

    // A cancellation gives its refund back once TBO completes it, which for an LCC is at once.
    const change = await k.json<SendChangeResponse>('SendChangeRequest', {
      ...k.base,
      BookingId: booking.BookingId,
      RequestType: 1,
      CancellationType: 3,
      Remarks: 'Plans changed',
    });
    const id = change.Response.TicketCRInfo[0]?.ChangeRequestId ?? 0;
    const done = await k.json<ChangeRequestStatusResponse>('GetChangeRequestStatus', {
      ...k.base,
      ChangeRequestId: id,
    });
    expect(done.Response.RefundedAmount).toBeGreaterThan(0);
    expect((await balance()).CashBalance).toBeCloseTo(after + done.Response.RefundedAmount, 2);
  });

  it('refuses another agency, a stale token and answers injected faults flat', async () => {
    const stranger = await balance({ TokenAgencyId: '99' });
    expect(stranger.Status).toBe(3);
    expect(stranger.Error.ErrorMessage).toContain('TokenAgencyId');
    const stale = await balance({ TokenId: 'not-a-token' });
    expect(stale).toMatchObject({ Status: 4, Error: { ErrorCode: 2 } });
    const fault = await balance({}, 'error=GetAgencyBalance');
    expect(fault).toMatchObject({ Status: 2, CashBalance: 0, Error: { ErrorCode: 5 } });
  });

  it('reports a credit line as a credit agency', async () => {
    const credit = await kit({ agencyDeposit: 0, agencyCreditLimit: 250_000 });
    try {
      const answer = await credit.json<AgencyBalanceResponse>('GetAgencyBalance', {
        ...credit.base,
        ...member,
      });
      expect(answer).toMatchObject({ Status: 1, AgencyType: 2, CashBalance: 0, CreditBalance: 250_000 });
    } finally {
      await credit.app.close();
    }
  });
});
