import type { MultipartForm } from '@hangar/contracts';
import type { RouteArea } from '@hangar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a caller shows to be let in: an access token of a session or a personal API token
 * (`bearer`, the default), nothing (`none`: health, sign-in, e-mailed links, the live channels
 * whose token travels inside them), a project's share token in the path (`share-token`), or the
 * operator's metrics token (`metrics-token`).
 */
export type RouteAuth = 'bearer' | 'none' | 'share-token' | 'metrics-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route is about, for the rule on API tokens (`apiTokenAbilities`); `content` if unset. */
    area?: RouteArea;
    /** How a caller is let in (the API reference says it); `bearer` if unset. */
    auth?: RouteAuth;
    /** The multipart/form-data body of a route that takes a file (the API reference shows it). */
    form?: MultipartForm;
  }
}

/** Marks every route the plugin registers from now on as being about the account or billing. */
export function routeArea(app: FastifyInstance, area: RouteArea): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, area };
  });
}

/** Declares how every route the plugin registers from now on lets callers in. */
export function routeAuth(app: FastifyInstance, auth: RouteAuth): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth };
  });
}

/** A route's own `config` that lets anyone in: `{ config: OPEN_ROUTE }`. */
export const OPEN_ROUTE = { auth: 'none' } as const;

export function areaOf(request: FastifyRequest): RouteArea {
  return request.routeOptions.config.area ?? 'content';
}
