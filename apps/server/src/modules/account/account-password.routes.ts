import {
  changePasswordInput,
  linkEmailResponse,
  linkToken,
  passwordLostInput,
  passwordResetInput,
  successResponse,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/auth';
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
  app.post(
    '/users/password-lost',
    { config: OPEN_ROUTE, schema: { body: passwordLostInput, response: { 202: successResponse } } },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return reply.status(202).send({ success: true });
    },
  );

  app.get(
    '/users/password-reset/:token',
    {
      config: OPEN_ROUTE,
      schema: { params: z.object({ token: linkToken }), response: { 200: linkEmailResponse } },
    },
    async (request) => ({
      detail: await passwordResetLinkEmail(deps, request.params.token, request.ip),
    }),
  );

  app.post(
    '/users/password-reset',
    {
      config: OPEN_ROUTE,
      schema: { body: passwordResetInput, response: { 200: successResponse } },
    },
    async (request) => {
      await resetPassword(deps, request.body, request.ip);
      return { success: true };
    },
  );

  app.put(
    '/users/me/password',
    { schema: { body: changePasswordInput, response: { 200: successResponse } } },
    async (request) => {
      await changePassword(deps, {
        actor: await requireActor(request),
        input: request.body,
        source: request.callContext.clientId,
      });
      return { success: true };
    },
  );
};
