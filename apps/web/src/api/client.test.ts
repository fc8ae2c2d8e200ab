import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import { signupEndpoints } from '@hangar/contracts/endpoints/signup';
import { publicEndpoints } from '@hangar/contracts/endpoints/public';
import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import { healthEndpoints } from '@hangar/contracts/endpoints/health';
import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { endpointPath } from '@hangar/contracts/endpoint';
import { API_PREFIX } from '@hangar/contracts/http';
import { appConfigResponse } from '@hangar/contracts/app-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { CLIENT_ID } from './client-id';
import { apiCall, apiRequest, setAccessTokenProvider, setCurrentWorkspaceId } from './client';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

function sentHeaders(): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setCurrentWorkspaceId(null);
  setAccessTokenProvider(() => null);
});

describe('API errors', () => {
  it('a simple error carries the detail as its reason', async () => {
    fetchMock.mockResolvedValue(jsonResponse(410, { detail: 'Workspace deleted' }));
    const error = await failureOf(apiRequest(workspaceEndpoints.read.path));
    expect(error.status).toBe(410);
    expect(error.kind).toEqual({ kind: 'simple', detail: 'Workspace deleted' });
    expect(error.detail).toBe('Workspace deleted');
  });

  it('a structured error keeps its key/value detail', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { detail: { name: 'already used' } }));
    const error = await failureOf(
      apiRequest(groupEndpoints.create.path, { method: 'POST', body: {} }),
    );
    expect(error.kind).toEqual({ kind: 'structured', detail: { name: 'already used' } });
  });

  it('a validation error lists its issues', async () => {
    const body = { detail: [{ loc: ['body', 'email'], msg: 'Invalid email address' }] };
    fetchMock.mockResolvedValue(jsonResponse(422, body));
    const error = await failureOf(
      apiRequest(signupEndpoints.sendEmail.path, { method: 'POST', body: {} }),
    );
    expect(error.kind).toEqual({ kind: 'validation', issues: body.detail });
  });

  it("a payment error keeps the provider's message", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(402, { detail: 'Your card was declined.', provider: 'stripe' }),
    );
    const error = await failureOf(
      apiRequest(billingEndpoints.setPaymentMethod.path, { method: 'PUT' }),
    );
    expect(error.kind).toEqual({
      kind: 'payment',
      detail: 'Your card was declined.',
      provider: 'stripe',
    });
  });

  it('a body that is not JSON is an unknown error', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failureOf(apiRequest(healthEndpoints.check.path));
    expect(error.status).toBe(502);
    expect(error.kind).toEqual({ kind: 'unknown' });
    expect(error.detail).toBeNull();
  });

  it('no response at all is a 408 network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest(appConfigEndpoints.read.path));
    expect(error.status).toBe(408);
    expect(error.kind).toEqual({ kind: 'unknown' });
    expect(error.isNetworkFailure).toBe(true);
  });

  it('an abort stays an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    const error: unknown = await apiRequest(appConfigEndpoints.read.path, {
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DOMException);
  });
});

describe('API calls', () => {
  it('send the tab id, the workspace and the token, and JSON bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { created_id: 3 }));
    setCurrentWorkspaceId(7);
    setAccessTokenProvider(() => 'token-1');

    await apiRequest(groupEndpoints.create.path, { method: 'POST', body: { name: 'Ops' } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(API_PREFIX + groupEndpoints.create.path);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Ops"}');
    const headers = sentHeaders();
    expect(headers.get('x-client-id')).toBe(CLIENT_ID);
    expect(headers.get('x-workspace-id')).toBe('7');
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('leave out the workspace when asked (public mode) and when there is none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    setCurrentWorkspaceId(7);
    await apiRequest(endpointPath(publicEndpoints.docs, { token: 'abc' }), {
      withoutWorkspace: true,
    });
    expect(sentHeaders().get('x-workspace-id')).toBeNull();
    expect(sentHeaders().get('x-client-id')).toBe(CLIENT_ID);
  });

  it('add query parameters, skipping empty ones', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiRequest(projectEndpoints.list.path, {
      query: { limit: 6, only: undefined, group_id: 2 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `${API_PREFIX}${projectEndpoints.list.path}?limit=6&group_id=2`,
    );
  });

  it('check the response against the contract', async () => {
    const config = {
      product_name: 'Hangar',
      version: '1.2.3',
      build_id: '1.2.3+20261122T031500Z',
      environment: 'production',
      help_url: null,
      support_email: 'support@example.com',
      upload_max_bytes: 10_485_760,
      trash_retention_days: 30,
      gtm_id: 'GTM-AB12CD3',
      crisp_website_id: null,
      sentry_dsn: null,
    };
    fetchMock.mockResolvedValue(jsonResponse(200, config));
    await expect(apiCall('/config', appConfigResponse)).resolves.toEqual(config);

    fetchMock.mockResolvedValue(jsonResponse(200, { version: 3 }));
    await expect(apiCall('/config', appConfigResponse)).rejects.toThrow('Unexpected response');
  });
});
