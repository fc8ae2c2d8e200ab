import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { PRODUCT_NAME } from '@hangar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { APP_VERSION } from '../../version';
import { serveEndpoint } from '../shared/serve-endpoint';
import { routeAuth } from '../../http/route-access';

/** GET /config: what the web client needs to know about this installation. */
export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config; buildId: string }> = async (
  app,
  { config, buildId },
) => {
  routeAuth(app, 'none');
  serveEndpoint(app, appConfigEndpoints.read, async () => {
    // Tabs ask again to learn about a new deploy: never from a cache.
    return {
      product_name: PRODUCT_NAME,
      version: APP_VERSION,
      build_id: buildId,
      environment: config.env,
      help_url: config.helpUrl,
      support_email: config.supportEmail,
      upload_max_bytes: config.uploadMaxBytes,
      trash_retention_days: config.trashRetentionMs / 86_400_000,
      gtm_id: config.gtmId,
      crisp_website_id: config.crispWebsiteId,
      sentry_dsn: config.sentryDsnWeb,
    };
  });
};
