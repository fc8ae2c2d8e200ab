import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Config } from '../../config';
import { createMetricsListener, type MetricsListener } from './metrics-listener';
import { observeSources, type MetricsSources } from './metrics-sources';

type RequestLabel = 'method' | 'route' | 'status';

/** One app's metrics, in a registry of its own: two apps in one process never share a counter. */
export interface Metrics {
  registry: Registry;
  requests: Counter<RequestLabel>;
  durations: Histogram<Exclude<RequestLabel, 'status'>>;
  /** The listener of METRICS_BIND, opened with the app; null without one. */
  listener: MetricsListener | null;
}

/** The app's metrics, or null when neither METRICS_TOKEN nor METRICS_BIND asks for them. */
export function createMetrics(
  config: Config['metrics'],
  sources: MetricsSources,
  log: FastifyBaseLogger,
): Metrics | null {
  if (config.token === null && config.bind === null) return null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  observeSources(registry, sources);
  return {
    registry,
    requests: new Counter({
      name: 'hangar_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    durations: new Histogram({
      name: 'hangar_http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    listener: config.bind && createMetricsListener(config.bind, registry, log),
  };
}
