import { healthResponse, simpleErrorBody } from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { HttpError, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/errors';
import { APP_VERSION } from '../../version';
import { routeAuth } from '../../http/route-access';

/**
 * GET /health: 200 when the database answers, for load balancers and start-up checks; 503 with
 * Retry-After otherwise, within the database's timeouts (at once while it is known to be down).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  routeAuth(app, 'none');
  app.get(
    '/health',
    { schema: { response: { 200: healthResponse, 503: simpleErrorBody } } },
    async () => {
      try {
        await database.ping();
      } catch (error) {
        const unavailable = HttpError.simple(503, 'Database unavailable');
        unavailable.cause = error;
        unavailable.headers = { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) };
        throw unavailable;
      }
      return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
    },
  );
};
