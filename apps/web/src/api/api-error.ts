import { classifyErrorBody, errorDetailText, type ErrorKind } from '@hangar/contracts/errors';

/** What the app reports when a call got no response at all (offline, server down, DNS). */
export const NETWORK_FAILURE_STATUS = 408;
/** What the server answers while its database is unavailable: retry later. */
export const SERVICE_UNAVAILABLE_STATUS = 503;

/** A failed API call: the HTTP status, the parsed JSON body and what that body means. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly kind: ErrorKind;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? errorDetailText(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.kind = classifyErrorBody(body);
  }

  /** The server's own explanation, shown as 'Reason: ...' on the error page. */
  get detail(): string | null {
    return errorDetailText(this.body);
  }

  static networkFailure(cause: unknown): ApiError {
    const error = new ApiError(NETWORK_FAILURE_STATUS, null, 'Could not reach the server');
    error.cause = cause;
    return error;
  }

  get isNetworkFailure(): boolean {
    return this.status === NETWORK_FAILURE_STATUS && this.body === null;
  }

  /** No response, or the server's 503: the same call may well pass a little later. */
  get isTemporary(): boolean {
    return this.isNetworkFailure || this.status === SERVICE_UNAVAILABLE_STATUS;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Turns a non-2xx response into an ApiError; its body is read when it is JSON. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  return new ApiError(response.status, await readJsonBody(response));
}
