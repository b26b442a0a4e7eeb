import type { TboStatus } from '@app/tbo-air';

/** Error codes the sandbox answers with (see README). */
export const ERROR_CODE = {
  InvalidCredentials: 1,
  InvalidToken: 2,
  InvalidRequest: 3,
  SupplierFault: 5,
  TraceExpired: 6,
  NoSsr: 7,
  BookingNotFound: 8,
  InvalidBookingState: 9,
  SeatsUnavailable: 10,
  NoResult: 25,
} as const;

export const MESSAGES = {
  invalidToken: 'Invalid or expired TokenId.',
  traceExpired: 'Your session (TraceId) is expired.',
  injected: 'Supplier is unable to process the request (injected fault)',
  noResult: 'No Result Found',
} as const;

/** A failure answered inside the TBO envelope with HTTP 200, as TBO does. */
export class TboFailure extends Error {
  constructor(
    readonly status: TboStatus,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new TboFailure(3, ERROR_CODE.InvalidRequest, message);

export function failureEnvelope(f: TboFailure, traceId: string) {
  return {
    Response: {
      ResponseStatus: f.status,
      Error: { ErrorCode: f.code, ErrorMessage: f.message },
      TraceId: traceId,
    },
  };
}

export const OK = { ResponseStatus: 1 as const, Error: { ErrorCode: 0, ErrorMessage: '' } };
