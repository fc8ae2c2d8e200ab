import type { AppConfigResponse } from '@hangar/contracts/app-config';
import { vi } from 'vitest';

export const TEST_CONFIG: AppConfigResponse = {
  product_name: 'Hangar',
  version: '9.9.9',
  build_id: '9.9.9+test',
  environment: 'test',
  help_url: null,
  support_email: 'support@example.com',
  upload_max_bytes: 10 * 1024 * 1024,
  gtm_id: null,
  crisp_website_id: null,
  sentry_dsn: null,
};

export interface FakeRequest {
  method: string;
  /** The path under /api, without the query: '/users/me'. */
  path: string;
  url: URL;
  headers: Headers;
  /** JSON bodies parsed; form bodies as URLSearchParams; FormData as is. */
  body: unknown;
}

type Answer = Response | Promise<Response>;
type Handler = (request: FakeRequest) => Answer;

interface Route {
  method: string;
  path: string | RegExp;
  handler: Handler;
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? null;
}

/**
 * A fake of the API for component and route tests: answers by method and path, with fresh
 * responses each time (a Response body reads once). By default the config answers, a refresh
 * is refused (401) and anything else is a 404.
 */
export function createFakeApi() {
  const routes: Route[] = [];
  const requests: FakeRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      url,
      headers: new Headers(init?.headers),
      body: parseBody(init?.body),
    };
    requests.push(request);
    // The latest route declared for a call wins, so a test can override a default.
    const route = [...routes]
      .reverse()
      .find(
        (candidate) =>
          candidate.method === request.method &&
          (typeof candidate.path === 'string'
            ? candidate.path === request.path
            : candidate.path.test(request.path)),
      );
    if (!route) return Response.json({ detail: 'Not Found' }, { status: 404 });
    return route.handler(request);
  });

  const api = {
    fetch: fetchMock,
    requests,
    /** Answers `method path` with `handler`, or with this JSON body (status 200). */
    on(method: string, path: string | RegExp, answer: Handler | unknown, status = 200) {
      const handler: Handler =
        typeof answer === 'function'
          ? (answer as Handler)
          : () => Response.json(answer, { status });
      routes.push({ method, path, handler });
      return api;
    },
    /** Calls made to `method path`. */
    callsTo(method: string, path: string): FakeRequest[] {
      return requests.filter((request) => request.method === method && request.path === path);
    },
    install() {
      vi.stubGlobal('fetch', fetchMock);
      return api;
    },
  };
  api.on('GET', '/config', TEST_CONFIG);
  api.on('POST', '/auth/refresh', { detail: 'Not signed in' }, 401);
  return api;
}

export type FakeApi = ReturnType<typeof createFakeApi>;

export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}
