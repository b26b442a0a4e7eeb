import { createHash } from 'node:crypto';
import {
  authenticateResponse,
  RESPONSE_STATUS,
  TBO_AUTH_STATUS,
  type TboError,
  type TboOperation,
  tboUrl,
} from '@app/tbo-air';
import type { z } from 'zod';
import type { SupplierConfig } from '../../config';
import type { Cache } from '../../platform/cache';
import type { AnswerShape } from '../answer-shape';
import { SupplierError } from '../flight-supplier';

/** TBO answers failures in the body: ErrorCode 2 is a stale TokenId, 6 an expired TraceId, 8 no such booking. */
const STALE_TOKEN = 2;
const TRACE_EXPIRED = 6;
const BOOKING_NOT_FOUND = 8;
export const NO_RESULT = 25;

/** What staff read (the supplier balance card, the logs) when TBO says the account's password expired. */
export const TBO_PASSWORD_EXPIRED =
  'Authenticate: TBO says this account’s password has expired. Change it with TBO, then save the new one in Flight settings.';

/**
 * A TokenId is good for the Indian calendar day it was issued on ("valid for 24 hours (00:00 AM to
 * 11:59 PM)", TBO's Authentication page): kept until 23:59 IST (18:29 UTC), never past TBO's midnight.
 */
export function tokenDayEnd(nowMs: number): number {
  const IST_MS = 330 * 60_000;
  const istDay = Math.floor((nowMs + IST_MS) / 86_400_000) * 86_400_000;
  return istDay + 86_400_000 - 60_000 - IST_MS;
}

/** What is read of any answer before its status says it succeeded: failures carry nothing else. */
type Envelope = { Response?: { ResponseStatus?: number; Error?: TboError } };
/** SharedData calls (GetAgencyBalance) answer flat: Status and Error at the top. */
type FlatAnswer = { Status?: number; Error?: TboError };
/** How an answer is read: a zod schema (parsed, a copy), or a light shape check (answer-shape.ts). */
type Reader = z.ZodType | AnswerShape<unknown>;
type Answer<S extends Reader> =
  S extends AnswerShape<infer T> ? T : S extends z.ZodType ? z.output<S> : never;
/** Who the token was issued to; SharedData calls must name them. */
type Member = { agencyId: number; memberId: number };
type Outcome = { status: number; error: TboError } | undefined;

/**
 * A successful answer must have the shape the schema describes; anything else is the supplier's
 * fault, told as a SupplierError naming the first field that is wrong, never a TypeError later.
 */
export function parseAnswer<S extends Reader>(operation: string, schema: S, answer: unknown): Answer<S> {
  let issue: { path: PropertyKey[]; message: string } | undefined;
  if ('safeParse' in schema) {
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed.data as Answer<S>;
    issue = parsed.error.issues[0];
  } else {
    const checked = schema.check(answer);
    if (checked.ok) return checked.value as Answer<S>;
    issue = checked.issue;
  }
  const field = issue?.path.length ? issue.path.map(String).join('.') : 'the answer';
  throw new SupplierError(
    'unavailable',
    `${operation} answered in a shape we cannot read (${field}: ${issue?.message})`,
  );
}

/**
 * Where an account's token and member ids are cached: keyed by the whole account (decision 0042),
 * so sites with their own account never share a token and a changed password is a new key.
 */
export function tboCacheKeys(
  config: Pick<SupplierConfig, 'endpoints' | 'clientId' | 'userName' | 'password'>,
) {
  const account = createHash('sha256')
    .update(`${config.endpoints.shared}\n${config.clientId}\n${config.userName}\n${config.password}`)
    .digest('base64url');
  return { tokenKey: `tbo:token:${account}`, memberKey: `tbo:member:${account}` };
}

/**
 * Speaks HTTP to a TBO-style Air API: adds the TokenId (one per day, shared through the cache by
 * every process), re-authenticates once when the supplier says the token is stale, and turns
 * every way a call can fail into a SupplierError.
 */
export function createTboClient(config: SupplierConfig, cache: Cache) {
  const { tokenKey, memberKey } = tboCacheKeys(config);
  let authenticating: Promise<{ tokenId: string; member: Member | undefined }> | undefined;

  async function post(operation: TboOperation, body: object): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(tboUrl(config.endpoints, operation), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new SupplierError(
        timedOut ? 'timeout' : 'unavailable',
        timedOut
          ? `${operation} took longer than ${config.timeoutMs} ms`
          : `${operation} could not reach the supplier`,
      );
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new SupplierError('unavailable', `${operation} answered HTTP ${res.status}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SupplierError('unavailable', `${operation} answered something that is not JSON`);
    }
  }

  async function authenticate() {
    const answer = parseAnswer(
      'Authenticate',
      authenticateResponse,
      await post('Authenticate', {
        ClientId: config.clientId,
        UserName: config.userName,
        Password: config.password,
        EndUserIp: '127.0.0.1',
      }),
    );
    if (answer.Status !== TBO_AUTH_STATUS.Successful || !answer.TokenId)
      throw new SupplierError(
        'rejected',
        answer.Status === TBO_AUTH_STATUS.PasswordExpired
          ? TBO_PASSWORD_EXPIRED
          : `Authenticate: ${answer.Error?.ErrorMessage || 'refused'}`,
        answer.Error?.ErrorCode,
      );
    const ttl = Math.max(60, Math.floor((tokenDayEnd(Date.now()) - Date.now()) / 1000));
    await cache.set(tokenKey, answer.TokenId, ttl);
    const member = answer.Member && { agencyId: answer.Member.AgencyId, memberId: answer.Member.MemberId };
    if (member) await cache.set(memberKey, member, ttl);
    return { tokenId: answer.TokenId, member };
  }

  // Concurrent first calls share one Authenticate call.
  function authenticateOnce() {
    authenticating ??= authenticate().finally(() => {
      authenticating = undefined;
    });
    return authenticating;
  }

  async function token(): Promise<string> {
    return (await cache.get<string>(tokenKey)) ?? (await authenticateOnce()).tokenId;
  }

  /** The agency and member of the account, learnt from Authenticate and kept as long as the token. */
  async function member(): Promise<Member> {
    const found = (await cache.get<Member>(memberKey)) ?? (await authenticateOnce()).member;
    if (!found) throw new SupplierError('unavailable', 'Authenticate answered without the agency and member');
    return found;
  }

  /**
   * Posts an operation with the TokenId added and reads its outcome; a token the supplier calls
   * stale is dropped and the call made once more with a new one. Answers the whole body on success,
   * parsed with the operation's schema.
   */
  async function withToken<S extends Reader>(
    operation: Exclude<TboOperation, 'Authenticate'>,
    schema: S,
    body: object,
    outcomeOf: (answer: unknown) => Outcome,
    options: { allowNoResult?: boolean } = {},
  ): Promise<Answer<S>> {
    for (let attempt = 0; ; attempt++) {
      const answer = await post(operation, { ...body, TokenId: await token() });
      const outcome = outcomeOf(answer);
      if (!outcome) throw new SupplierError('unavailable', `${operation} answered without a status`);
      const { status, error } = outcome;
      if (status === RESPONSE_STATUS.Successful) return parseAnswer(operation, schema, answer);
      if (options.allowNoResult && error.ErrorCode === NO_RESULT)
        return parseAnswer(operation, schema, answer);
      if (status === RESPONSE_STATUS.InvalidSession && error.ErrorCode === TRACE_EXPIRED)
        throw new SupplierError('traceExpired', error.ErrorMessage, error.ErrorCode);
      if (status === RESPONSE_STATUS.InvalidSession && attempt === 0) {
        if (error.ErrorCode === STALE_TOKEN || error.ErrorCode === 0) await cache.del(tokenKey);
        continue;
      }
      const kind =
        error.ErrorCode === BOOKING_NOT_FOUND
          ? 'notFound'
          : status === RESPONSE_STATUS.InvalidRequest
            ? 'invalidRequest'
            : 'rejected';
      throw new SupplierError(kind, error.ErrorMessage || `${operation} failed`, error.ErrorCode);
    }
  }

  const noError: TboError = { ErrorCode: 0, ErrorMessage: '' };

  /** Calls an Air operation with the session added; answers the envelope's Response when it succeeded. */
  async function call<S extends z.ZodType<{ Response: object }> | AnswerShape<{ Response: object }>>(
    operation: Exclude<TboOperation, 'Authenticate'>,
    schema: S,
    body: object,
    options: { allowNoResult?: boolean } = {},
  ): Promise<Answer<S>['Response']> {
    const answer = await withToken(
      operation,
      schema,
      body,
      (raw) => {
        const r = (raw as Envelope | null)?.Response;
        return r && typeof r.ResponseStatus === 'number'
          ? { status: r.ResponseStatus, error: r.Error ?? noError }
          : undefined;
      },
      options,
    );
    return answer.Response;
  }

  /** Calls a SharedData operation, which names the client, agency and member besides the token. */
  async function sharedCall<S extends Reader>(
    operation: Exclude<TboOperation, 'Authenticate'>,
    schema: S,
    body: object,
  ): Promise<Answer<S>> {
    const { agencyId, memberId } = await member();
    return withToken(
      operation,
      schema,
      {
        ClientId: config.clientId,
        TokenAgencyId: String(agencyId),
        TokenMemberId: String(memberId),
        ...body,
      },
      (raw) => {
        const answer = raw as FlatAnswer | null;
        return typeof answer?.Status === 'number'
          ? { status: answer.Status, error: answer.Error ?? noError }
          : undefined;
      },
    );
  }

  return { call, sharedCall };
}
export type TboClient = ReturnType<typeof createTboClient>;
