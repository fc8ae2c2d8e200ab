import { appConfigResponse } from '@hangar/contracts';
import { PRODUCT_NAME } from '@hangar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { APP_VERSION } from '../../version';

/** GET /config: what the web client needs to know about this installation. */
export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get('/config', { schema: { response: { 200: appConfigResponse } } }, async () => ({
    product_name: PRODUCT_NAME,
    version: APP_VERSION,
    help_url: config.helpUrl,
    chat_widget_url: config.chatWidgetUrl,
  }));
};
