import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { endpointRoute } from '../../http/endpoint-route';
import { serveEndpoint } from '../shared/serve-endpoint';
import {
  changePassword,
  passwordResetLinkEmail,
  requestPasswordReset,
  resetPassword,
} from './account-password.service';
import type { AccountDeps } from './account.deps';
import { OPEN_ROUTE, routeArea } from '../../http/route-access';

/** Password lost, reset by link, and change by a signed-in user. */
export const passwordRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  routeArea(app, 'account');
  app.route({
    ...endpointRoute(accountEndpoints.passwordLost),
    config: OPEN_ROUTE,
    handler: async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return reply.status(202).send({ success: true });
    },
  });

  app.route({
    ...endpointRoute(accountEndpoints.passwordResetLink),
    config: OPEN_ROUTE,
    handler: async (request) => ({
      detail: await passwordResetLinkEmail(deps, request.params.token, request.ip),
    }),
  });

  app.route({
    ...endpointRoute(accountEndpoints.resetPassword),
    config: OPEN_ROUTE,
    handler: async (request) => {
      await resetPassword(deps, request.body, request.ip);
      return { success: true };
    },
  });

  serveEndpoint(app, accountEndpoints.changePassword, async (request) => {
    await changePassword(deps, {
      actor: await requireActor(request),
      input: request.body,
      source: request.callContext.clientId,
    });
    return { success: true };
  });
};
