import { CLIENT_ID_HEADER, WORKSPACE_ID_HEADER } from '@hangar/contracts/http';
import type { z } from 'zod';
import { ApiError, apiErrorFromResponse, SERVICE_UNAVAILABLE_STATUS } from './api-error';
import { apiUrl } from './base-url';
import { CLIENT_ID } from './client-id';
import { markApiReachable, markApiUnreachable } from './connection-status';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads) or URLSearchParams (the sign-in form). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Leave out the current workspace header (public share mode, workspace-less calls). */
  withoutWorkspace?: boolean;
  /**
   * The workspace this call is about, instead of the current one: queries keyed by a
   * workspace id send their own, so a cached answer always belongs to the key's workspace.
   */
  workspaceId?: number;
  /**
   * The bearer token to send instead of the signed-in user's: a token just received (sign-in,
   * sign-up), or null to call anonymously (refresh, sign-in). By default the provider decides.
   */
  accessToken?: string | null;
  /** Send and accept cookies even when the API is on another origin (the refresh cookie). */
  withCookies?: boolean;
  /** The request completes even if the page unloads meanwhile (a save made on leaving). */
  keepalive?: boolean;
}

/** Gives the bearer token of the signed-in user, or null; the accounts feature installs it. */
export type AccessTokenProvider = () => string | null | Promise<string | null>;

let accessTokenProvider: AccessTokenProvider = () => null;
let currentWorkspaceId: string | null = null;

export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

/** The workspace every call is about (`X-Workspace-Id`); null when there is none. */
export function setCurrentWorkspaceId(workspaceId: number | string | null): void {
  currentWorkspaceId = workspaceId === null ? null : String(workspaceId);
}

export function getCurrentWorkspaceId(): string | null {
  return currentWorkspaceId;
}

/** The signed-in user's bearer token as the next call would send it (refreshed if expired). */
export function currentAccessToken(): Promise<string | null> {
  return Promise.resolve(accessTokenProvider());
}

/** Bodies fetch sends as they are, with their own content type. */
function isRawBody(body: unknown): body is FormData | URLSearchParams {
  return body instanceof FormData || body instanceof URLSearchParams;
}

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/**
 * The headers of every API call (client id, workspace, bearer token), also sent by the uploads
 * that report their progress (upload-progress.ts).
 */
export async function buildHeaders(options: ApiRequestOptions): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json', [CLIENT_ID_HEADER]: CLIENT_ID });
  if (options.body !== undefined && !isRawBody(options.body)) {
    headers.set('Content-Type', 'application/json');
  }
  const workspaceId =
    options.workspaceId === undefined ? currentWorkspaceId : String(options.workspaceId);
  if (workspaceId !== null && !options.withoutWorkspace) {
    headers.set(WORKSPACE_ID_HEADER, workspaceId);
  }
  const token =
    options.accessToken === undefined ? await accessTokenProvider() : options.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (isRawBody(body)) return body;
  return JSON.stringify(body);
}

async function parseSuccessBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * Calls the API and returns the parsed JSON body. Throws an ApiError for an error status, and an
 * ApiError with status 408 when no response arrived (network failure). An abort stays an abort.
 * A 503 or no response shows the Reconnecting state; a success hides it (connection-status.ts).
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers: await buildHeaders(options),
    body: encodeBody(options.body),
    signal: options.signal,
    credentials: options.withCookies ? 'include' : 'same-origin',
    keepalive: options.keepalive,
  };
  let response: Response;
  try {
    response = await fetch(apiUrl(withQuery(path, options.query)), init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    markApiUnreachable();
    throw ApiError.networkFailure(error);
  }
  if (response.status === SERVICE_UNAVAILABLE_STATUS) markApiUnreachable();
  if (!response.ok) throw await apiErrorFromResponse(response);
  markApiReachable();
  return parseSuccessBody(response);
}

/** Like apiRequest, and checks the body against the contract's schema. */
export async function apiCall<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: ApiRequestOptions = {},
): Promise<z.infer<Schema>> {
  const body = await apiRequest(path, options);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`Unexpected response from ${options.method ?? 'GET'} ${path}`);
  }
  return parsed.data;
}
