import { createHash, timingSafeEqual } from 'node:crypto';
import { metricsEndpoints } from '@hangar/contracts/endpoints/metrics';
import type { FastifyPluginAsync } from 'fastify';
import { NOT_AUTHENTICATED } from '../../http/auth';
import { serveEndpoint } from '../shared/serve-endpoint';
import { HttpError } from '../../http/errors';
import { routeAuth } from '../../http/route-access';
import type { Metrics } from './metrics-registry';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the header is `Bearer <token>`, compared in constant time (equal-length digests). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return timingSafeEqual(digest(given ?? ''), digest(token)) && given !== undefined;
}

/**
 * GET /metrics: Prometheus' text format, to `Authorization: Bearer <METRICS_TOKEN>` only. Without
 * METRICS_TOKEN it answers as an unknown address does (the route table stays the same).
 */
export const metricsRoutes: FastifyPluginAsync<{
  metrics: Metrics | null;
  token: string | null;
}> = async (app, { metrics, token }) => {
  routeAuth(app, 'metrics-token');
  serveEndpoint(app, metricsEndpoints.read, async (request, reply) => {
    if (!metrics || token === null) return reply.callNotFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      const refused = HttpError.simple(401, NOT_AUTHENTICATED);
      refused.headers = { 'www-authenticate': 'Bearer realm="metrics"' };
      throw refused;
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
};
