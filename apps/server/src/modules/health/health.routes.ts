import { healthResponse, simpleErrorBody } from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { HttpError } from '../../http/errors';
import { APP_VERSION } from '../../version';

/** GET /health: 200 when the database answers, for load balancers and start-up checks. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponse, 503: simpleErrorBody } } },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw HttpError.simple(503, 'Database unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
    },
  );
};
