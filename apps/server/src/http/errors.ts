import type { ErrorBody, StructuredErrorBody, ValidationIssue } from '@hangar/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  diskFullPath,
  innermostMessage,
  isConnectionFailure,
  isDiskFull,
  isStatementTimeout,
} from '../db/connection-failure';
import { databaseDiskExhausted, fullDiskNow, noteDiskFull } from '../db/data-folder-space';

/** The one error type routes and services throw; its body is one of SPEC.md section 8's shapes. */
export class HttpError extends Error {
  /** Extra response headers, such as Retry-After. */
  headers: Record<string, string> = {};

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }

  /** `{detail: "text"}` */
  static simple(status: number, detail: string): HttpError {
    return new HttpError(status, { detail });
  }

  /** `{detail: {key: value}}` */
  static structured(status: number, detail: StructuredErrorBody['detail']): HttpError {
    return new HttpError(status, { detail });
  }

  /** `{detail: [{loc, msg}]}` */
  static validation(issues: ValidationIssue[], status = 422): HttpError {
    return new HttpError(status, { detail: issues });
  }

  /** `{detail: "provider's message", provider}` */
  static payment(status: number, detail: string, provider: string): HttpError {
    return new HttpError(status, { detail, provider });
  }

  static notFound(detail = 'Not Found'): HttpError {
    return HttpError.simple(404, detail);
  }

  static forbidden(detail = 'Not enough privileges'): HttpError {
    return HttpError.simple(403, detail);
  }
}

/** The answer while the database cannot serve a call (unreachable, frozen, or too slow). */
export const SERVICE_UNAVAILABLE_DETAIL = 'The service is temporarily unavailable, please retry';
/** Seconds a client should wait before it retries after that answer. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database is unreachable, or cancelled a statement that ran too long. */
export function serviceUnavailable(cause?: unknown): HttpError {
  const error = HttpError.simple(503, SERVICE_UNAVAILABLE_DETAIL);
  error.headers = { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) };
  error.cause = cause;
  return error;
}

/** True for the database failures a retry may get past: they answer 503, never 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionFailure(error) || isStatementTimeout(error);
}

/** The answer to a write the disk had no room for: nothing of it was kept. */
export const DISK_FULL_DETAIL =
  "The server's disk is full: nothing was saved. Try again once space has been freed.";

/** 507 Insufficient Storage: a write failed for want of disk space. */
function insufficientStorage(cause?: unknown): HttpError {
  const error = HttpError.simple(507, DISK_FULL_DETAIL);
  error.cause = cause;
  return error;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What an error the routes did not answer themselves answers: 507 when the disk had no room
 * (also for a write while the embedded database is down because its disk is full), 503 when
 * the database is unavailable, else the error itself.
 */
function answerOf(
  error: FastifyError | HttpError,
  request: FastifyRequest,
): FastifyError | HttpError {
  if (error instanceof HttpError) return error;
  if (isDiskFull(error)) {
    noteDiskFull(diskFullPath(error));
    return insufficientStorage(error);
  }
  if (!isDatabaseUnavailable(error)) return error;
  const write = !READS.has(request.method);
  if (write && (fullDiskNow() || databaseDiskExhausted())) return insufficientStorage(error);
  return serviceUnavailable(error);
}

/** Fastify's own client errors, in words a user can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Request body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid content length' },
};

const JSON_SYNTAX_ERRORS = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
]);

function pathSegments(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

function toErrorResponse(error: FastifyError | HttpError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.status, body: error.body };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? 'body';
    const issues = error.validation.map((issue) => ({
      loc: [part, ...pathSegments(issue.instancePath)],
      msg: issue.message ?? 'Invalid value',
    }));
    return { status: 422, body: { detail: issues } };
  }
  if ((error.code && JSON_SYNTAX_ERRORS.has(error.code)) || error instanceof SyntaxError) {
    return {
      status: 400,
      body: { detail: [{ loc: ['body'], msg: 'The request body is not valid JSON' }] },
    };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, body: { detail: known.detail } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { detail: error.message } };
  return { status: 500, body: { detail: 'Internal Server Error' } };
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Every error the API answers goes through here, so its JSON has one of the section 8 shapes. */
export function registerErrorHandler(
  app: FastifyInstance,
  report: ((error: unknown, request: FastifyRequest) => void) | null = null,
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answered = answerOf(error, request);
    const { status, body } = toErrorResponse(answered);
    if (answered instanceof HttpError) reply.headers(answered.headers);
    if (status === 503 || status === 507) {
      // A user saw it, so a warning; named and passing (the database's tracker logs an outage
      // once, the disk's watch a full disk): no stack, no report.
      const what = status === 503 ? 'service unavailable' : 'disk full';
      request.log.warn({ reason: innermostMessage(error) }, what);
    } else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      report?.(error, request);
    } else {
      request.log.info({ status, code: error.code }, 'client error');
    }
    return sendError(reply, status, body);
  });
}

/** Errors the router raises before any route runs (Fastify's `frameworkErrors`). */
const FRAMEWORK_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: { status: 400, detail: 'The address is malformed (invalid percent-encoding)' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'A part of the address is too long' },
};

/**
 * Fastify's `frameworkErrors`: router errors in the app's error shape, never echoing the URL
 * (Fastify's own bodies have no `detail` and quote the whole address back).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // A refused websocket upgrade: its socket left the HTTP server's hands, and nothing else would
  // close it (it leaked, and held up the server's shutdown).
  if (request.headers.upgrade) reply.raw.once('finish', () => request.raw.socket.destroy());
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) {
    request.log.info({ status: known.status, code: error.code }, 'client error');
    sendError(reply, known.status, { detail: known.detail });
    return;
  }
  request.log.error({ err: error }, 'request failed');
  sendError(reply, 500, { detail: 'Internal Server Error' });
}

/** What Node's HTTP parser refuses before Fastify sees a request, by the parser's error code. */
function connectionErrorAnswer(code: string | undefined): { status: number; detail: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, detail: 'The request took too long to arrive' };
  }
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, detail: 'The request headers are too large' };
  return { status: 400, detail: 'The request is not valid HTTP' };
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses (a NUL or a line break in a
 * header, a malformed request line, headers too large) answers in the app's error shape too.
 */
export function answerConnectionError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = connectionErrorAnswer(error.code);
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
