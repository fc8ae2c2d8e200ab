import type { RouteArea } from '@hangar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route is about, for the rule on API tokens (`apiTokenRefusal`); `content` if unset. */
    area?: RouteArea;
  }
}

/** Marks every route the plugin registers from now on as being about the account or billing. */
export function routeArea(app: FastifyInstance, area: RouteArea): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, area };
  });
}

export function areaOf(request: FastifyRequest): RouteArea {
  return request.routeOptions.config.area ?? 'content';
}
