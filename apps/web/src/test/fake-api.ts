import type { AppConfigResponse } from '@hangar/contracts/app-config';
import type { Endpoint, JsonEndpoint, PathParams } from '@hangar/contracts/endpoint';
import { listEndpoints } from '@hangar/contracts/endpoints';
import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { authEndpoints } from '@hangar/contracts/endpoints/auth';
import { type Mock, vi } from 'vitest';
import type { z } from 'zod';

export const TEST_CONFIG: AppConfigResponse = {
  product_name: 'Hangar',
  version: '9.9.9',
  build_id: '9.9.9+test',
  environment: 'test',
  help_url: null,
  support_email: 'support@example.com',
  upload_max_bytes: 10 * 1024 * 1024,
  trash_retention_days: 30,
  gtm_id: null,
  crisp_website_id: null,
  sentry_dsn: null,
};

/** The names of an endpoint path's `:name` parameters, each with its value as sent. */
type SentParams<Path extends string> = { [Name in keyof PathParams<Path>]: string };

export interface FakeRequest<Params = Record<string, string>> {
  method: string;
  /** The path under /api, without the query: '/users/me'. */
  path: string;
  /** The values of the endpoint path's `:name` parameters, decoded. */
  params: Params;
  url: URL;
  headers: Headers;
  /** JSON bodies parsed; form bodies as URLSearchParams; FormData as is. */
  body: unknown;
}

type Answer = Response | Promise<Response>;
type Handler<E extends Endpoint = Endpoint> = (
  request: FakeRequest<SentParams<E['path']>>,
) => Answer;
/** What the endpoint answers on success, as sent on the wire; any JSON when it declares none. */
type SuccessBody<E extends Endpoint> = E extends JsonEndpoint
  ? z.input<E['response']>
  : object | null;

interface Route {
  target: Endpoint;
  handler: Handler;
}

/** What a fake endpoint answers: a handler, or the JSON body of a success. */
export type FakeAnswer<E extends Endpoint> = Handler<E> | SuccessBody<E>;

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

export interface FakeApi {
  fetch: FetchMock;
  requests: FakeRequest[];
  /** Answers the endpoint with `handler`, or with this JSON body and the endpoint's status. */
  on<E extends Endpoint>(target: E, answer: FakeAnswer<E>): FakeApi;
  /** Answers the endpoint with this JSON body and status (an error, most often). */
  on(target: Endpoint, answer: object | null, status: number): FakeApi;
  /** Calls made to the endpoint; with `params`, only those whose path has these values. */
  callsTo<E extends Endpoint>(
    target: E,
    params?: Partial<PathParams<E['path']>>,
  ): FakeRequest<SentParams<E['path']>>[];
  install(): FakeApi;
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? null;
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:([A-Za-z_]+)/g, '(?<$1>[^/]+)')}$`);
}

const knownEndpoints = listEndpoints().map((target) => ({
  target,
  pattern: pathPattern(target.path),
  paramCount: target.path.split(':').length - 1,
}));

/** The endpoint a call is for; a fixed path wins over a `:name` one, as on the server. */
function endpointOf(method: string, path: string) {
  const matches = knownEndpoints
    .filter((known) => known.target.method === method && known.pattern.test(path))
    .sort((first, second) => first.paramCount - second.paramCount);
  return matches[0];
}

/**
 * A fake of the API for component and route tests: answers by endpoint of the contract, with
 * fresh responses each time (a Response body reads once). By default the config answers, a
 * refresh is refused (401) and anything else is a 404.
 */
export function createFakeApi(): FakeApi {
  const routes: Route[] = [];
  const requests: FakeRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const known = endpointOf(method, path);
    const sent = known?.pattern.exec(path)?.groups ?? {};
    const request: FakeRequest = {
      method,
      path,
      params: Object.fromEntries(
        Object.entries(sent).map(([name, value]) => [name, decodeURIComponent(value)]),
      ),
      url,
      headers: new Headers(init?.headers),
      body: parseBody(init?.body),
    };
    requests.push(request);
    // The latest route declared for a call wins, so a test can override a default.
    const route = known
      ? [...routes]
          .reverse()
          .find(
            (candidate) =>
              candidate.target.method === known.target.method &&
              candidate.target.path === known.target.path,
          )
      : undefined;
    if (!route) return Response.json({ detail: 'Not Found' }, { status: 404 });
    return route.handler(request);
  });

  const api: FakeApi = {
    fetch: fetchMock,
    requests,
    on(target: Endpoint, answer: unknown, status?: number) {
      const handler: Handler =
        typeof answer === 'function'
          ? (answer as Handler)
          : () => Response.json(answer, { status: status ?? target.status ?? 200 });
      routes.push({ target, handler });
      return api;
    },
    callsTo<E extends Endpoint>(target: E, params: Partial<PathParams<E['path']>> = {}) {
      const wanted: Record<string, number | string | undefined> = params;
      return requests.filter((request): request is FakeRequest<SentParams<E['path']>> => {
        const known = endpointOf(request.method, request.path)?.target;
        return (
          known?.method === target.method &&
          known.path === target.path &&
          Object.entries(wanted).every(
            ([name, value]) => value === undefined || request.params[name] === String(value),
          )
        );
      });
    },
    install() {
      vi.stubGlobal('fetch', fetchMock);
      return api;
    },
  };
  api.on(appConfigEndpoints.read, TEST_CONFIG);
  api.on(authEndpoints.refresh, { detail: 'Not signed in' }, 401);
  return api;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** The 422 answer refusing one field of the body (a path into it for a nested one). */
export function fieldRefusal(field: string | (string | number)[], msg: string): Response {
  return jsonResponse({ detail: [{ loc: ['body', ...[field].flat()], msg }] }, 422);
}
