import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { serveEndpoint, serveOpenEndpoint } from '../shared/serve-endpoint';
import {
  changePassword,
  passwordResetLinkEmail,
  requestPasswordReset,
  resetPassword,
} from './account-password.service';
import type { AccountDeps } from './account.deps';
import { routeArea } from '../../http/route-access';

/** Password lost, reset by link, and change by a signed-in user. */
export const passwordRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  routeArea(app, 'account');
  serveOpenEndpoint(app, accountEndpoints.passwordLost, async (request, reply) => {
    await requestPasswordReset(deps, request.body.email, request.ip);
    return reply.status(202).send({ success: true });
  });

  serveOpenEndpoint(app, accountEndpoints.passwordResetLink, async (request) => ({
    detail: await passwordResetLinkEmail(deps, request.params.token, request.ip),
  }));

  serveOpenEndpoint(app, accountEndpoints.resetPassword, async (request) => {
    await resetPassword(deps, request.body, request.ip);
    return { success: true };
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
