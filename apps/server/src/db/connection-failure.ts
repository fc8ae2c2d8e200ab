/** Thrown instead of running a query while the database is known to be unreachable. */
export class DatabaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The database is unreachable', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors of a server that is down, unreachable, or dropped the link. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve this connection: admin or crash shutdown, starting
 * up, too many connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool give these as plain Errors, without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // 'unexpectedly', 'due to connection timeout', or after end()
  /^Query read timeout$/, // query_timeout: no answer from the server in time
  /^timeout exceeded when trying to connect$/, // the pool had no free connection in time
  /^timeout expired$/, // a client's own connection timeout
  /is not queryable$/, // a client whose connection already failed or was closed
];

const STATEMENT_TIMEOUT = '57014';

/** The error, its causes (drizzle wraps driver errors) and the errors of an AggregateError. */
function* errorChain(error: unknown, depth = 0): Generator<unknown> {
  if (error === null || error === undefined || depth > 8) return;
  yield error;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) yield* errorChain(inner, depth + 1);
  }
  if (error instanceof Error) yield* errorChain(error.cause, depth + 1);
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function isConnectionLevel(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = codeOf(error);
  if (code && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return (
    error instanceof Error &&
    code === undefined &&
    DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))
  );
}

/**
 * True when `error` (or one of its causes) says the database cannot be reached or cannot serve
 * this connection, as opposed to an ordinary query error (a constraint, bad SQL).
 */
export function isConnectionFailure(error: unknown): boolean {
  for (const link of errorChain(error)) if (isConnectionLevel(link)) return true;
  return false;
}

/** True when the server cancelled a statement that ran longer than `statement_timeout`. */
export function isStatementTimeout(error: unknown): boolean {
  for (const link of errorChain(error)) if (codeOf(link) === STATEMENT_TIMEOUT) return true;
  return false;
}

/** PostgreSQL's disk_full (ENOSPC in its files); our own file writes' errno codes. */
const DISK_FULL_SQLSTATE = '53100';
const DISK_FULL_ERRNOS = new Set(['ENOSPC', 'EDQUOT']);

/** True when `error` (or one of its causes) says a write failed for want of disk space. */
export function isDiskFull(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const code = codeOf(link);
    if (code === DISK_FULL_SQLSTATE || (code && DISK_FULL_ERRNOS.has(code))) return true;
  }
  return false;
}

/** The file a disk-full error of our own (ENOSPC) names; undefined for PostgreSQL's. */
export function diskFullPath(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const code = codeOf(link);
    if (!code || !DISK_FULL_ERRNOS.has(code)) continue;
    const file = (link as { path?: unknown }).path;
    if (typeof file === 'string') return file;
  }
  return undefined;
}

/** The innermost cause's message ('connect ECONNREFUSED ...'), without drizzle's query text. */
export function innermostMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}
