import type { MultipartForm } from '@hangar/contracts';
import type { RouteArea } from '@hangar/domain';
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import type { RouteAuth } from './route-access';

/** One route the app answers, as registered: its method, full path and zod schemas. */
export interface RouteEntry {
  method: HTTPMethods;
  /** The full path with its `:params`, e.g. `/api/projects/:projectId/docs/:docId`. */
  url: string;
  schema: FastifySchema;
  /** A websocket route (`/ws/docs/:id/live`). */
  websocket: boolean;
  /** How a caller is let in (`routeAuth`, `OPEN_ROUTE`). */
  readonly auth: RouteAuth;
  /** What the route is about (`routeArea`). */
  readonly area: RouteArea;
  /** The multipart/form-data body of a route that takes a file (its `config.form`). */
  readonly form: MultipartForm | null;
}

/** A route of @fastify/websocket: `websocket: true`, or a `wsHandler` beside a plain handler. */
function isWebsocketRoute(route: { websocket?: boolean; wsHandler?: unknown }): boolean {
  return Boolean(route.websocket || route.wsHandler);
}

/**
 * A route kept out of the API's description: the web build's files (@fastify/static marks each
 * one `schema.hide`, the convention @fastify/swagger follows too).
 */
function isHidden(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && 'hide' in schema && schema.hide === true;
}

/**
 * Records every API route registered from now on, so tests (and tools such as an API reference)
 * can go through all of them: a new route is in the table without anyone writing it down.
 */
export function collectRouteTable(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    if (isHidden(route.schema)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({
        method,
        url: route.url,
        schema: route.schema ?? {},
        websocket: isWebsocketRoute(route),
        // Read when asked: the plugins' own onRoute hooks (routeAuth, routeArea) run after this one.
        get auth() {
          return route.config?.auth ?? 'bearer';
        },
        get area() {
          return route.config?.area ?? 'content';
        },
        form: route.config?.form ?? null,
      });
    }
  });
  return table;
}
