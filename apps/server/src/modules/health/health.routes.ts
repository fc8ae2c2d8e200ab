import { healthEndpoints } from '@hangar/contracts/endpoints/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { isDiskFull } from '../../db/connection-failure';
import { databaseDiskExhausted, fullDiskNow } from '../../db/data-folder-space';
import { HttpError, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/errors';
import { APP_VERSION } from '../../version';
import { serveEndpoint } from '../shared/serve-endpoint';
import { routeAuth } from '../../http/route-access';

/** Why the health check fails while the disk has no room for writes (reads still work). */
export const DISK_FULL_HEALTH_DETAIL =
  "The server's disk is full: nothing can be saved until space is freed.";

function unavailable(detail: string, cause?: unknown): HttpError {
  const error = HttpError.simple(503, detail);
  error.cause = cause;
  error.headers = { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return error;
}

/**
 * GET /health: 200 when the database answers, for load balancers and start-up checks; 503 with
 * Retry-After otherwise, within the database's timeouts (at once while it is known to be down),
 * and while the disk is full (a write failed for want of space, and not enough came back).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  routeAuth(app, 'none');
  serveEndpoint(app, healthEndpoints.check, async () => {
    if (fullDiskNow()) throw unavailable(DISK_FULL_HEALTH_DETAIL);
    try {
      await database.ping();
    } catch (error) {
      const diskFull = isDiskFull(error) || databaseDiskExhausted();
      throw unavailable(diskFull ? DISK_FULL_HEALTH_DETAIL : 'Database unavailable', error);
    }
    return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
  });
};
