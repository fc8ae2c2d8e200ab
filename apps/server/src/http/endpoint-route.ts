import { simpleErrorBody } from '@hangar/contracts';
import type { Endpoint } from '@hangar/contracts/endpoint';

type SuccessStatus<E extends Endpoint> = E['status'] extends 201 | 202 ? E['status'] : 200;

type RefusalSchemas<E extends Endpoint> = E['refusals'] extends readonly (infer Status extends
  number)[]
  ? { [Refusal in Status]: typeof simpleErrorBody }
  : unknown;

/** The Fastify route options of an endpoint: its method, path and schemas, for `app.route`. */
export interface EndpointRoute<E extends Endpoint> {
  method: E['method'];
  url: E['path'];
  schema: {
    params: E['params'];
    querystring: E['query'];
    body: E['body'];
    response: E['response'] extends object
      ? { [Status in SuccessStatus<E>]: E['response'] } & RefusalSchemas<E>
      : undefined;
  };
}

/**
 * Spread into `app.route({ ...endpointRoute(groupEndpoints.read), handler })`: the route is the
 * contract's, and the handler's request and answer are typed from its schemas. The endpoint's
 * refusals are among the answers, so the API reference lists them.
 */
export function endpointRoute<E extends Endpoint>(target: E): EndpointRoute<E> {
  const status = target.status ?? 200;
  const refusals = (target.refusals ?? []).map((refusal) => [refusal, simpleErrorBody] as const);
  const schema = {
    params: target.params,
    querystring: target.query,
    body: target.body,
    response: target.response
      ? { [status]: target.response, ...Object.fromEntries(refusals) }
      : undefined,
  };
  // A key set to undefined reads to Fastify as a schema left out by mistake (a warning per route).
  const given = Object.entries(schema).filter(([, value]) => value !== undefined);
  return {
    method: target.method,
    url: target.path,
    schema: Object.fromEntries(given) as EndpointRoute<E>['schema'],
  };
}
