import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics-registry';

/**
 * Counts and times every answer of the app by its route pattern (never the raw address, which
 * would make a series per id), and opens the METRICS_BIND listener with the app.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const { method } = request;
    metrics.requests.inc({ method, route, status: String(reply.statusCode) });
    metrics.durations.observe({ method, route }, reply.elapsedTime / 1000);
  });
  const { listener } = metrics;
  if (!listener) return;
  app.addHook('onReady', () => listener.open());
  app.addHook('onClose', () => listener.close());
}
