import {
  type AgencyBalanceResponse,
  type agencyBalanceRequest,
  TBO_AGENCY_TYPE,
  TBO_CHANGE_REQUEST_STATUS,
} from '@app/tbo-air';
import type { z } from 'zod';
import { changeStatusAt } from './booking';
import type { Air, Call } from './context';
import { invalid, type TboFailure } from './envelope';
import { round2 } from './fares';

/** The one agency and member the sandbox's credentials belong to, as Authenticate names them. */
export const SANDBOX_MEMBER = {
  FirstName: 'Sandbox',
  LastName: 'Agent',
  Email: 'sandbox@example.com',
  MemberId: 60_001,
  AgencyId: 51_001,
} as const;

/**
 * What the agency has spent: the net fare (OfferedFare, what TBO charges the agency) of every
 * booking that was ticketed, less the refunds of cancellations TBO has completed. Read from the
 * store on every call, so the balance moves as soon as a ticket is issued; bookings no longer kept
 * count by what they came to when they went.
 */
export function agencySpend(air: Air, nowMs: number): number {
  let spent = air.store.spentOnForgotten();
  for (const booking of air.store.bookings.values()) {
    if (booking.tickets.length > 0) spent += booking.result.Fare.OfferedFare;
  }
  for (const change of air.store.changes.values()) {
    if (changeStatusAt(change, nowMs) === TBO_CHANGE_REQUEST_STATUS.Completed) spent -= change.refund;
  }
  return round2(spent);
}

/** SharedData GetAgencyBalance: the opening deposit less the spend; a credit line is reported beside it. */
export function agencyBalance(
  air: Air,
  call: Call,
  body: z.output<typeof agencyBalanceRequest>,
): AgencyBalanceResponse {
  // The token proves the session; the agency and member must still be the ones it was issued to.
  if (body.ClientId !== air.config.credentials.clientId)
    throw invalid('Invalid request: ClientId is not valid.');
  if (String(body.TokenAgencyId) !== String(SANDBOX_MEMBER.AgencyId))
    throw invalid('Invalid request: TokenAgencyId does not belong to this TokenId.');
  if (String(body.TokenMemberId) !== String(SANDBOX_MEMBER.MemberId))
    throw invalid('Invalid request: TokenMemberId does not belong to this TokenId.');
  const credit = air.config.agencyCreditLimit;
  return {
    Status: 1,
    AgencyType: credit > 0 ? TBO_AGENCY_TYPE.Credit : TBO_AGENCY_TYPE.Cash,
    CashBalance: round2(air.config.agencyDeposit - agencySpend(air, call.nowMs)),
    CreditBalance: round2(credit),
    Error: { ErrorCode: 0, ErrorMessage: '' },
  };
}

/** SharedData calls answer failures flat, as Authenticate does, rather than in a Response envelope. */
export const flatFailure = (f: TboFailure) => ({
  Status: f.status,
  AgencyType: TBO_AGENCY_TYPE.NotSet,
  CashBalance: 0,
  CreditBalance: 0,
  Error: { ErrorCode: f.code, ErrorMessage: f.message },
});
