import { setTimeout as sleep } from 'node:timers/promises';
import {
  agencyBalanceRequest,
  authenticateRequest,
  bookingDetailsRequest,
  bookRequest,
  calendarFareRequest,
  cancellationChargesRequest,
  changeRequest,
  changeRequestStatusRequest,
  fareQuoteRequest,
  fareRuleRequest,
  RESPONSE_STATUS,
  releasePnrRequest,
  SANDBOX_FAULT_HEADER,
  searchRequest,
  ssrRequest,
  TBO_AUTH_STATUS,
  TBO_PATHS,
  type TboOperation,
  ticketRequest,
} from '@app/tbo-air';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Faults, faultApplies, faultNumber, mergeFaults, parseFaults } from '../faults';
import { agencyBalance, flatFailure, SANDBOX_MEMBER } from './agency-balance';
import {
  book,
  bookingDetails,
  cancellationCharges,
  changeStatus,
  releasePnr,
  sendChange,
  ticket,
} from './booking';
import type { Air, Call } from './context';
import { ERROR_CODE, failureEnvelope, MESSAGES, TboFailure } from './envelope';
import { calendarFare, fareQuote, fareRule, search, ssr } from './operations';
import { realShapes, withBookingStatus } from './real-shapes';
import { dayOf } from './time';

/** A client that times out has gone long before this; the socket is then dropped to free it. */
const TIMEOUT_HOLD_MS = 120_000;

type Handler<S extends z.ZodType> = (air: Air, call: Call, body: z.output<S>) => unknown;
/** How an operation answers a failure: Air calls inside the Response envelope, SharedData calls flat. */
type FailureShape = (failure: TboFailure, traceId: string) => unknown;

/** The global fault set can be replaced at runtime through POST /_sandbox/faults. */
export type FaultState = { global: Faults };

function requestFaults(state: FaultState, request: FastifyRequest): Faults {
  const header = request.headers[SANDBOX_FAULT_HEADER];
  return mergeFaults(state.global, parseFaults(Array.isArray(header) ? header.join(',') : header));
}

/** Keeps the request open without an answer, as a supplier that hangs does, until the client gives up. */
function neverAnswer(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const socket = request.raw.socket;
  const timer = setTimeout(() => socket.destroy(), TIMEOUT_HOLD_MS);
  // An unref'd timer and a close listener: a held request never keeps the process or the server alive.
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** Faults below the TBO envelope: delay, silence, HTTP errors, broken bodies. True when answered. */
async function transportFaults(
  faults: Faults,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const latency = faultNumber(faults, 'latency', 0);
  if (latency > 0) await sleep(latency);
  if (faults.has('timeout')) {
    neverAnswer(request, reply);
    return true;
  }
  if (faults.has('http500')) {
    await reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error');
    return true;
  }
  if (faults.has('garbage')) {
    await reply
      .code(200)
      .type('text/html; charset=utf-8')
      .send("<html><head><title>Runtime Error</title></head><body><h2>Server Error in '/' Application.</h2>");
    return true;
  }
  return false;
}

/**
 * A successful answer in a shape the client does not expect, as suppliers send after an unannounced
 * change: the status still says success, but every other number has become text with a unit (a
 * numeric string alone is no fault: TBO sends those, see the realShapes fault).
 */
function malformed(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(malformed);
  if (typeof answer === 'number') return `INR ${answer}`;
  if (typeof answer !== 'object' || answer === null) return answer;
  return Object.fromEntries(
    Object.entries(answer).map(([key, value]) => [
      key,
      key === 'ResponseStatus' || key === 'Status' ? value : malformed(value),
    ]),
  );
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.length ? issue.path.join('.') : 'body';
  return `Invalid request: ${field}: ${issue.message}`;
}

const traceIdOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'TraceId' in body && typeof body.TraceId === 'string'
    ? body.TraceId
    : '';

export function registerAirRoutes(app: FastifyInstance, air: Air, faults: FaultState) {
  const nowMs = () => air.config.now().getTime();

  app.post(TBO_PATHS.Authenticate, async (request, reply) => {
    const active = requestFaults(faults, request);
    if (await transportFaults(active, request, reply)) return reply;
    const fail = (code: number, message: string, status: number = TBO_AUTH_STATUS.Failed) => ({
      Status: status,
      TokenId: null,
      Error: { ErrorCode: code, ErrorMessage: message },
    });
    if (faultApplies(active, 'error', 'Authenticate'))
      return fail(ERROR_CODE.SupplierFault, MESSAGES.injected);
    const parsed = authenticateRequest.safeParse(request.body);
    if (!parsed.success) return { ...fail(ERROR_CODE.InvalidRequest, describe(parsed.error)), Status: 3 };
    const { credentials } = air.config;
    const body = parsed.data;
    // As a real answer reads (decision 0069 §5): "Status": 4, ErrorCode 1, "Incorrect Username or Password".
    const wrong = 'Incorrect Username or Password';
    if (body.ClientId !== credentials.clientId || body.UserName !== credentials.userName)
      return fail(ERROR_CODE.InvalidCredentials, wrong, TBO_AUTH_STATUS.InCorrectUserName);
    if (body.Password !== credentials.password)
      return fail(ERROR_CODE.InvalidCredentials, wrong, TBO_AUTH_STATUS.InCorrectPassword);
    if (active.has('passwordExpired'))
      return fail(ERROR_CODE.InvalidCredentials, 'Password Expired', TBO_AUTH_STATUS.PasswordExpired);
    return {
      Status: RESPONSE_STATUS.Successful,
      TokenId: air.store.issueToken(nowMs()),
      Error: { ErrorCode: 0, ErrorMessage: '' },
      Member: SANDBOX_MEMBER,
    };
  });

  const operation = <S extends z.ZodType<{ TokenId: string }>>(
    name: TboOperation,
    schema: S,
    handler: Handler<S>,
    failure: FailureShape = failureEnvelope,
  ) => {
    app.post(TBO_PATHS[name], async (request, reply) => {
      const active = requestFaults(faults, request);
      if (await transportFaults(active, request, reply)) return reply;
      const traceId = traceIdOf(request.body);
      try {
        if (faultApplies(active, 'error', name))
          throw new TboFailure(2, ERROR_CODE.SupplierFault, MESSAGES.injected);
        const parsed = schema.safeParse(request.body);
        if (!parsed.success) throw new TboFailure(3, ERROR_CODE.InvalidRequest, describe(parsed.error));
        const now = nowMs();
        if (active.has('invalidSession') || !air.store.tokenValid(parsed.data.TokenId, now))
          throw new TboFailure(4, ERROR_CODE.InvalidToken, MESSAGES.invalidToken);
        const call: Call = {
          nowMs: now,
          faults: active,
          pricing: { nowMs: now, today: dayOf(now), seats: air.store },
          trace(id) {
            const found = active.has('expireTrace') ? undefined : air.store.trace(id, now);
            if (!found) throw new TboFailure(4, ERROR_CODE.TraceExpired, MESSAGES.traceExpired);
            return found;
          },
        };
        let answer: unknown;
        try {
          answer = handler(air, call, parsed.data);
        } finally {
          // What the call booked is kept before anyone hears of it, even if no one ever does.
          air.persist();
        }
        // The call did its work (a ticket issued, seats sold) and its answer is lost on the way.
        if (faultApplies(active, 'lostAnswer', name)) {
          neverAnswer(request, reply);
          return reply;
        }
        if (active.has('malformed')) return malformed(answer);
        const status = faultNumber(active, 'bookingStatus', Number.NaN);
        const shaped = Number.isNaN(status) ? answer : withBookingStatus(answer, status);
        return active.has('realShapes') ? realShapes(name, shaped) : shaped;
      } catch (error) {
        if (error instanceof TboFailure) return failure(error, traceId);
        throw error;
      }
    });
  };

  operation('GetAgencyBalance', agencyBalanceRequest, agencyBalance, flatFailure);
  operation('Search', searchRequest, search);
  operation('GetCalendarFare', calendarFareRequest, calendarFare);
  operation('FareRule', fareRuleRequest, fareRule);
  operation('FareQuote', fareQuoteRequest, fareQuote);
  operation('SSR', ssrRequest, ssr);
  operation('Book', bookRequest, book);
  operation('Ticket', ticketRequest, ticket);
  operation('GetBookingDetails', bookingDetailsRequest, bookingDetails);
  operation('ReleasePNRRequest', releasePnrRequest, releasePnr);
  operation('SendChangeRequest', changeRequest, sendChange);
  operation('GetChangeRequestStatus', changeRequestStatusRequest, changeStatus);
  operation('GetCancellationCharges', cancellationChargesRequest, cancellationCharges);
}
