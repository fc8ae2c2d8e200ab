import type { Endpoint } from '@hangar/contracts/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute, type EndpointRoute } from '../../http/endpoint-route';
import { OPEN_ROUTE } from '../../http/route-access';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A route handler for the endpoint, as `app.route` types it from the endpoint's schemas. */
type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointRoute<E>['schema'],
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** An endpoint whose answers no cache may keep says so on every answer, refusals included. */
function cacheRule(target: Endpoint) {
  if (!target.noStore) return {};
  return {
    onRequest: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.header('cache-control', 'no-store');
      done();
    },
  };
}

/**
 * Registers the endpoint's route with its handler: the method, path and schemas are the
 * contract's (`endpointRoute`), and the handler's request and answer are typed from them.
 */
export function serveEndpoint<E extends Endpoint>(
  app: ZodApp,
  target: E,
  handler: EndpointHandler<E>,
): void {
  app.route({ ...endpointRoute(target), ...cacheRule(target), handler });
}

/**
 * `serveEndpoint` for a route anyone may call, signed out too (sign-in steps, e-mailed links):
 * the route's own config says it lets callers in without a token (`OPEN_ROUTE`).
 */
export function serveOpenEndpoint<E extends Endpoint>(
  app: ZodApp,
  target: E,
  handler: EndpointHandler<E>,
): void {
  app.route({ ...endpointRoute(target), ...cacheRule(target), config: OPEN_ROUTE, handler });
}
