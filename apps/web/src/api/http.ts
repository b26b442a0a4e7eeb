import { type Call, MSG, pathWith } from '@app/contracts';
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every failure the server answers: `{ success:false, errorMessage, errors? }`, plus call-specific extras. */
export interface FailureBody {
  success: false;
  errorMessage?: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

export interface SuccessBody {
  success: true;
  [field: string]: unknown;
}

/** Why a call produced no usable body: no answer, a gateway timeout, a logout, or a malformed answer. */
export type HttpErrorKind = 'network' | 'timeout' | 'unauthorized' | 'server' | 'parse';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestHeaders {
  siteId: string;
  staffId: string;
  authToken: string;
}

export interface HttpDeps {
  /** Where the API lives, ending with a slash ('/api/'). */
  baseUrl: string;
  getHeaders: () => RequestHeaders;
  notifyError: (message: string) => void;
  /** Called once when a call made with a session answers 401: log out and go to login. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  /**
   * Check an answer that has a `sample` schema with it instead of its full schema: the production
   * build does (docs/decisions/0021-per-request-cost.md); tests and development walk
   * every answer whole.
   */
  sampleLargeAnswers?: boolean;
}

export interface RequestOptions<S extends z.ZodType | undefined> {
  /** Parses a successful answer; its output type becomes the call's success type. */
  schema?: S;
  /**
   * For a large answer (a priced result page, ~600 KB): a schema that checks its envelope and a
   * sample of its items, used instead of `schema` where `sampleLargeAnswers` is on. It must accept
   * every answer `schema` accepts and change nothing in it (no defaults or transforms below it).
   */
  sample?: z.ZodType;
  /** Do not toast a `success:false` answer (the caller shows it elsewhere, e.g. in the alert bar). */
  quiet?: boolean;
  signal?: AbortSignal;
}

/** What a call takes: its request schema's input (a POST body or GET query), else nothing. */
export type CallInput<C extends Call> = C extends { request: infer R extends z.ZodType }
  ? z.input<R>
  : object;
/** The answer schema a call is parsed with: the caller's own (a sample, a narrower view), else the call's. */
type AnswerOf<C extends Call> = C extends { response: infer R extends z.ZodType } ? R : undefined;

type SuccessOf<S> = S extends z.ZodType ? z.output<S> : SuccessBody;
export type ApiResult<S> = SuccessOf<S> | FailureBody;

export const isFailure = (body: unknown): body is FailureBody =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;

/** GET data travels as query parameters: arrays repeat the key, null and undefined are left out. */
export function toQueryString(data: object | undefined): string {
  if (!data) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The one HTTP client of the app, with the rules of spec §7 and §8:
 * - headers site-id, staff-id and auth-token on every call; GET sends query parameters, others JSON;
 * - `success:false` with an errorMessage toasts the message and resolves with the body;
 * - no answer toasts MSG.requestFailed(METHOD); 502 toasts MSG.timeout; both reject with HttpError;
 * - 401 to a call that carried a session logs out (a 401 to an anonymous login attempt is just a failure).
 */
export function createHttpClient(deps: HttpDeps) {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function sessionHeaders(): Record<string, string> {
    const { siteId, staffId, authToken } = deps.getHeaders();
    return { 'site-id': siteId, 'staff-id': staffId, 'auth-token': authToken };
  }

  /**
   * A GET answered with a file (a spreadsheet), which the JSON path cannot read: fetched with the
   * same headers, then handed to the browser as a download named `fileName`.
   */
  async function download(path: string, query: object, fileName: string, failure: string) {
    const response = await doFetch(`${deps.baseUrl}${path.replace(/^\//, '')}${toQueryString(query)}`, {
      headers: sessionHeaders(),
    });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      throw new Error(isFailure(body) && body.errorMessage ? body.errorMessage : failure);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has started the download; the object URL is no longer needed after this tick.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  async function request<S extends z.ZodType | undefined = undefined>(
    method: HttpMethod,
    path: string,
    data?: object,
    options: RequestOptions<S> = {},
  ): Promise<ApiResult<S>> {
    const { authToken } = deps.getHeaders();
    const headers: Record<string, string> = { accept: 'application/json', ...sessionHeaders() };
    const isGet = method === 'GET';
    if (!isGet) headers['content-type'] = 'application/json';
    const url = `${deps.baseUrl}${path.replace(/^\//, '')}${isGet ? toQueryString(data) : ''}`;

    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: isGet ? undefined : JSON.stringify(data ?? {}),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      deps.notifyError(MSG.requestFailed(method));
      throw new HttpError('network', MSG.requestFailed(method));
    }

    if (response.status === 502) {
      deps.notifyError(MSG.timeout);
      throw new HttpError('timeout', MSG.timeout, 502);
    }

    const body: unknown = await response.json().catch(() => undefined);

    if (response.status === 401 && authToken) {
      const message = isFailure(body) && body.errorMessage ? body.errorMessage : 'Unauthorized';
      deps.notifyError(message);
      deps.onUnauthorized();
      throw new HttpError('unauthorized', message, 401, body);
    }

    if (isFailure(body)) {
      if (body.errorMessage && !options.quiet) deps.notifyError(body.errorMessage);
      return body;
    }

    if (!response.ok || body === undefined) {
      deps.notifyError(MSG.somethingWrong);
      throw new HttpError('server', MSG.somethingWrong, response.status, body);
    }

    if (!options.schema) return body as ApiResult<S>;
    const schema = deps.sampleLargeAnswers && options.sample ? options.sample : options.schema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      console.error(`Unexpected answer from ${method} ${path}`, parsed.error.issues);
      deps.notifyError(MSG.somethingWrong);
      throw new HttpError('parse', MSG.somethingWrong, response.status, body);
    }
    return parsed.data as ApiResult<S>;
  }

  /**
   * Makes a call of the registry: its method and path, and its answer parsed with its response
   * schema unless `options.schema` names another. `params` fill the path's `:name` parts.
   */
  function call<C extends Call, S extends z.ZodType | undefined = AnswerOf<C>>(
    definition: C,
    data?: CallInput<C>,
    options: RequestOptions<S> & { params?: Record<string, string> } = {},
  ): Promise<ApiResult<S>> {
    const schema = (options.schema ?? definition.response) as S;
    return request<S>(definition.method, pathWith(definition, options.params), data as object, {
      ...options,
      schema,
    });
  }

  return {
    request,
    call,
    download,
    get: <S extends z.ZodType | undefined = undefined>(
      path: string,
      params?: object,
      options?: RequestOptions<S>,
    ) => request<S>('GET', path, params, options),
    post: <S extends z.ZodType | undefined = undefined>(
      path: string,
      body?: object,
      options?: RequestOptions<S>,
    ) => request<S>('POST', path, body, options),
    delete: <S extends z.ZodType | undefined = undefined>(
      path: string,
      body?: object,
      options?: RequestOptions<S>,
    ) => request<S>('DELETE', path, body, options),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
