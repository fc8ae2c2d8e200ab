import { endpoint } from '../endpoint';

/** For a metrics scraper, with the server's METRICS_TOKEN. */
export const metricsEndpoints = {
  /** Prometheus' text format, not JSON. */
  read: endpoint({ method: 'GET', path: '/metrics', needs: 'metrics-token' }),
};
