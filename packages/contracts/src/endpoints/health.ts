import { endpoint } from '../endpoint';
import { healthResponse } from '../health';

/** For load balancers and start-up checks: 503 with Retry-After while the database is down. */
export const healthEndpoints = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    response: healthResponse,
    needs: 'anyone',
    refusals: [503],
  }),
};
