import {
  type AuthenticateResponse,
  RESPONSE_STATUS,
  TBO_PATHS,
  type TboError,
  type TboOperation,
} from '@app/tbo-air';
import type { SupplierConfig } from '../../config';
import type { Cache } from '../../platform/cache';
import { SupplierError } from '../flight-supplier';

/** TBO answers failures in the body: ErrorCode 2 is a stale TokenId, 6 an expired TraceId. */
const STALE_TOKEN = 2;
const TRACE_EXPIRED = 6;
export const NO_RESULT = 25;

type Envelope = { Response?: { ResponseStatus?: number; Error?: TboError } };

/**
 * Speaks HTTP to a TBO-style Air API: adds the TokenId (one per day, shared through the cache by
 * every process), re-authenticates once when the supplier says the token is stale, and turns
 * every way a call can fail into a SupplierError.
 */
export function createTboClient(config: SupplierConfig, cache: Cache) {
  const tokenKey = `tbo:token:${config.url}:${config.userName}`;
  let authenticating: Promise<string> | undefined;

  async function post<T>(operation: TboOperation, body: object): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(TBO_PATHS[operation], config.url), {
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
      return JSON.parse(text) as T;
    } catch {
      throw new SupplierError('unavailable', `${operation} answered something that is not JSON`);
    }
  }

  async function authenticate(): Promise<string> {
    const answer = await post<AuthenticateResponse>('Authenticate', {
      ClientId: config.clientId,
      UserName: config.userName,
      Password: config.password,
      EndUserIp: '127.0.0.1',
    });
    if (answer.Status !== RESPONSE_STATUS.Successful || !answer.TokenId)
      throw new SupplierError(
        'rejected',
        `Authenticate: ${answer.Error?.ErrorMessage || 'refused'}`,
        answer.Error?.ErrorCode,
      );
    // TBO tokens live for the day: keep it until just before midnight UTC.
    const endOfDay = new Date();
    endOfDay.setUTCHours(23, 59, 0, 0);
    const ttl = Math.max(60, Math.floor((endOfDay.getTime() - Date.now()) / 1000));
    await cache.set(tokenKey, answer.TokenId, ttl);
    return answer.TokenId;
  }

  async function token(): Promise<string> {
    const cached = await cache.get<string>(tokenKey);
    if (cached) return cached;
    // Concurrent first searches share one Authenticate call.
    authenticating ??= authenticate().finally(() => {
      authenticating = undefined;
    });
    return authenticating;
  }

  /** Calls an operation with the session added; answers the envelope's Response when it succeeded. */
  async function call<T extends Envelope>(
    operation: Exclude<TboOperation, 'Authenticate'>,
    body: object,
    options: { allowNoResult?: boolean } = {},
  ): Promise<NonNullable<T['Response']>> {
    for (let attempt = 0; ; attempt++) {
      const answer = await post<T>(operation, { ...body, TokenId: await token() });
      const response = answer.Response;
      if (!response || typeof response.ResponseStatus !== 'number')
        throw new SupplierError('unavailable', `${operation} answered without a ResponseStatus`);
      const error = response.Error ?? { ErrorCode: 0, ErrorMessage: '' };
      if (response.ResponseStatus === RESPONSE_STATUS.Successful)
        return response as NonNullable<T['Response']>;
      if (options.allowNoResult && error.ErrorCode === NO_RESULT)
        return response as NonNullable<T['Response']>;
      if (response.ResponseStatus === RESPONSE_STATUS.InvalidSession && error.ErrorCode === TRACE_EXPIRED)
        throw new SupplierError('traceExpired', error.ErrorMessage, error.ErrorCode);
      if (response.ResponseStatus === RESPONSE_STATUS.InvalidSession && attempt === 0) {
        if (error.ErrorCode === STALE_TOKEN || error.ErrorCode === 0) await cache.del(tokenKey);
        continue;
      }
      const kind = response.ResponseStatus === RESPONSE_STATUS.InvalidRequest ? 'invalidRequest' : 'rejected';
      throw new SupplierError(kind, error.ErrorMessage || `${operation} failed`, error.ErrorCode);
    }
  }

  return { call };
}
export type TboClient = ReturnType<typeof createTboClient>;
