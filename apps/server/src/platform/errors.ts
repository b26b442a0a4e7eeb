import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { OWN_MSG, RBAC_MSG } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a client caused or may see: its message goes out as errorMessage with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = (message: string = OWN_MSG.sessionExpired) => new AppError(401, message);
export const forbidden = (message: string = OWN_MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = OWN_MSG.notFound) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, message, errors);
export const tooManyRequests = (message: string) => new AppError(429, message);

/**
 * Unique indexes whose violation is the client's doing (two sign-ups racing with one e-mail):
 * the same answer the service gives when it sees the clash first.
 */
const UNIQUE_CLASHES: Record<string, { field: string; message: string }> = {
  users_site_email_idx: { field: 'email', message: OWN_MSG.emailTaken },
  users_site_google_idx: { field: 'email', message: OWN_MSG.emailTaken },
  users_site_referral_idx: { field: 'referralCode', message: OWN_MSG.referralTaken },
  rbac_user_groups_site_name_idx: { field: 'userGroupName', message: RBAC_MSG.groupNameTaken },
};

function uniqueClash(error: unknown): AppError | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string; message?: string } }).cause;
  if (cause?.code !== '23505') return undefined;
  const name = cause.constraint ?? Object.keys(UNIQUE_CLASHES).find((k) => cause.message?.includes(k));
  const clash = name ? UNIQUE_CLASHES[name] : undefined;
  return clash ? conflict(clash.message, { [clash.field]: clash.message }) : conflict('Already exists');
}

/** Field name of a validation issue: its path joined with dots (phoneNumbers.0.phoneNumber). */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || 'body';
}

const SOMETHING_WENT_WRONG = 'Something went wrong';

/** What Fastify and Node answer themselves, before any route or error handler, in our words. */
const BEFORE_ROUTING: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  ERR_HTTP_REQUEST_TIMEOUT: 'The request took too long to arrive.',
  HPE_HEADER_OVERFLOW: 'The request headers are too large.',
};

/**
 * Fastify's `frameworkErrors`: a request its router cannot match (a path parameter over
 * maxParamLength: 414; a malformed percent-encoding: 400) is answered in the house's shape, with
 * Fastify's status, rather than Fastify's own JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'router error');
  const errorMessage = status >= 500 ? SOMETHING_WENT_WRONG : (BEFORE_ROUTING[error.code] ?? error.message);
  return reply.status(status).send({ success: false, errorMessage });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a malformed request line or
 * header: 400, headers over the limit: 431, too slow to arrive: 408) is answered in the house's shape
 * on the raw socket, which then closes, as Fastify's own handler does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const errorMessage = BEFORE_ROUTING[error.code ?? ''] ?? 'The request is not valid HTTP.';
  const body = JSON.stringify({ success: false, errorMessage });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The single error handler: every failure leaves as { success:false, errorMessage, errors? }.
 * Client mistakes keep their status and message; anything else is logged and hidden behind a 500.
 */
/** Routes that answer field errors as error.shortError (spec §8), keyed by the form's own field names. */
function shortErrorOf(request: FastifyRequest, errors: Record<string, string> | undefined) {
  if (!errors || request.routeOptions.config.fieldErrors !== 'shortError') return {};
  return {
    error: {
      shortError: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.split('.').pop(), v])),
    },
  };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
    const error = uniqueClash(raw) ?? raw;
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        errorMessage: error.message,
        errors: error.errors,
        ...shortErrorOf(request, error.errors),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        errors[field] ??= issue.message ?? OWN_MSG.wrongType;
      }
      const [field, message] = Object.entries(errors)[0] ?? ['body', OWN_MSG.wrongType];
      return reply.status(400).send({
        success: false,
        errorMessage: `${field}: ${message}`,
        errors,
        ...shortErrorOf(request, errors),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, errorMessage: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, errorMessage: SOMETHING_WENT_WRONG });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ success: false, errorMessage: `No such call: ${request.method} ${request.url}` });
  });
}
