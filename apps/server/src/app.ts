import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { API_PREFIX } from '@hangar/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { apiRoutes } from './api-routes';
import { liveRoutes } from './live/live-routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { audienceFilter, type EventFilter, type ResolveSubscriber } from './events/audience';
import { callContextPlugin } from './http/context';
import { callerDecorator } from './modules/workspaces/workspaces.access';
import { knownActor } from './http/auth';
import { answerConnectionError, answerFrameworkError, registerErrorHandler } from './http/errors';
import { collectRouteTable, type RouteEntry } from './http/route-table';
import { createErrorReporter } from './lib/error-reporting';
import { serializeRequest } from './http/request-log';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/web-app';
import type { RateLimitPolicies } from './modules/auth/auth-rate-limits';
import { registerMetrics } from './modules/metrics/metrics-hooks';
import { mediaRoutes } from './modules/uploads/uploads.routes';
import { resolveLiveSubscriber } from './modules/workspaces/workspaces-live-subscriber';
import { createServices, type AppServices } from './services';
import { readWebBuildId } from './version';

/** The built web app, beside this module's folder both in source (src/) and in the bundle (dist/). */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app, or null to serve the API only. */
  webDistDir?: string | null;
  resolveSubscriber?: ResolveSubscriber;
  canReceive?: EventFilter;
  /** Tighter or looser limits than the defaults (tests of the limits themselves). */
  rateLimits?: Partial<RateLimitPolicies>;
  /** Where log lines go (pino's default stream, standard output, when absent). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Every route of the app (http/route-table.ts). */
    routeTable: RouteEntry[];
  }
}

/** How often a closing server looks for connections whose last request has just finished. */
const IDLE_SWEEP_MS = 50;

/**
 * Fastify closes the idle connections once, when it starts closing; a keep-alive connection whose
 * request finishes after that stays open and would hold the shutdown (and the saving of live
 * docs after it) until SHUTDOWN_TIMEOUT_SECONDS. This closes each one once its request is done.
 */
function closeConnectionsAsTheyIdle(app: FastifyInstance): void {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  app.server.once('close', () => clearInterval(sweep));
}

/** Builds the whole HTTP application; main.ts and the tests both start it from here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      stream: deps.logStream,
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerConnectionError,
  });
  app.decorate('routeTable', collectRouteTable(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({
      check: config.env !== 'production',
      lazy: config.env === 'production',
      onFallback:
        config.env === 'development'
          ? (route, reason) => app.log.info({ route, reason }, 'zod serializer kept')
          : undefined,
    }),
  );
  const reporter = await createErrorReporter(config);
  registerErrorHandler(
    app,
    reporter
      ? (error, request) => {
          void knownActor(request).then((actor) =>
            reporter(error, { requestId: request.id, userId: actor?.userId }),
          );
        }
      : null,
  );

  const services = await createServices(config, database, app.log, {
    rateLimits: deps.rateLimits,
  });
  app.decorate('services', services);
  if (services.metrics) registerMetrics(app, services.metrics);
  app.addHook('preClose', async () => closeConnectionsAsTheyIdle(app));
  app.addHook('onClose', async () => services.close());

  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(callContextPlugin);
  callerDecorator(app);

  const live = {
    resolveSubscriber: deps.resolveSubscriber ?? resolveLiveSubscriber(database.db),
    canReceive: deps.canReceive ?? audienceFilter,
  };
  const webDistDir = deps.webDistDir === undefined ? DEFAULT_WEB_DIST_DIR : deps.webDistDir;
  const web = { buildId: readWebBuildId(webDistDir) };
  await app.register((api) => apiRoutes(api, services, live, web), { prefix: API_PREFIX });
  await app.register(mediaRoutes, {
    db: database.db,
    storage: services.storage,
    maxBytes: config.uploadMaxBytes,
  });

  await app.register(liveRoutes, { live: services.live });

  await registerWebApp(app, webDistDir);
  return app;
}
