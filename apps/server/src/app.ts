import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@hangar/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import {
  audienceFilter,
  resolveAnonymousSubscriber,
  type EventFilter,
  type ResolveSubscriber,
} from './events/audience';
import { createEventBus, type EventBus } from './events/bus';
import { createInProcessTransport } from './events/in-process-transport';
import { createRedisTransport } from './events/redis-transport';
import { sseRoutes } from './events/sse';
import { callContextPlugin } from './http/context';
import { registerErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/web-app';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { healthRoutes } from './modules/health/health.routes';

/** The built web app, beside this module's folder both in source (src/) and in the bundle (dist/). */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app, or null to serve the API only. */
  webDistDir?: string | null;
  resolveSubscriber?: ResolveSubscriber;
  canReceive?: EventFilter;
}

export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  bus: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Builds the whole HTTP application; main.ts and the tests both start it from here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const transport = config.redisUrl
    ? createRedisTransport(config.redisUrl, config.redisKeyPrefix, app.log)
    : createInProcessTransport();
  const bus = await createEventBus({ db: database.db, transport, log: app.log });
  app.decorate('services', { config, database, bus });
  app.addHook('onClose', async () => bus.close());

  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  await app.register(callContextPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(appConfigRoutes, { config });
      await api.register(sseRoutes, {
        bus,
        heartbeatMs: config.sseHeartbeatMs,
        resolveSubscriber: deps.resolveSubscriber ?? resolveAnonymousSubscriber,
        canReceive: deps.canReceive ?? audienceFilter,
      });
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, deps.webDistDir === undefined ? DEFAULT_WEB_DIST_DIR : deps.webDistDir);
  return app;
}
