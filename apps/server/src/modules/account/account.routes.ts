import {
  deleteAccountInput,
  emailResetConfirmed,
  emailResetInput,
  linkToken,
  me,
  updateMeInput,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/auth';
import { confirmEmailChange, requestEmailChange } from './account-email.service';
import {
  deleteAccount,
  loadMe,
  updateMe,
  type AccountDeletionHook,
  type BeforeAccountDeletionHook,
} from './account.service';
import type { AccountDeps } from './account.deps';
import { OPEN_ROUTE, routeArea } from '../../http/route-access';

export interface AccountRoutesDeps extends AccountDeps {
  accountDeletionHooks: AccountDeletionHook[];
  beforeAccountDeletionHooks: BeforeAccountDeletionHook[];
}

/** The signed-in user's own account: profile, e-mail change, deletion. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesDeps> = async (app, deps) => {
  routeArea(app, 'account');
  app.get('/users/me', { schema: { response: { 200: me } } }, async (request) =>
    loadMe(deps, await requireActor(request)),
  );

  app.put(
    '/users/me',
    { schema: { body: updateMeInput, response: { 200: me } } },
    async (request) =>
      updateMe(deps, {
        actor: await requireActor(request),
        input: request.body,
        source: request.callContext.clientId,
      }),
  );

  app.post(
    '/users/me/email-reset',
    { schema: { body: emailResetInput, response: { 200: me } } },
    async (request) => {
      const actor = await requireActor(request);
      await requestEmailChange(deps, actor, request.body.email);
      return loadMe(deps, actor);
    },
  );

  app.post(
    '/users/confirm-email-reset/:token',
    {
      config: OPEN_ROUTE,
      schema: {
        params: z.object({ token: linkToken }),
        response: { 200: emailResetConfirmed },
      },
    },
    async (request) => {
      const email = await confirmEmailChange(deps, request.params.token, {
        ip: request.ip,
        source: request.callContext.clientId,
      });
      return { success: true as const, email };
    },
  );

  app.post('/users/me/delete', { schema: { body: deleteAccountInput } }, async (request, reply) => {
    await deleteAccount(deps, await requireActor(request), request.body.password);
    return reply.status(204).send();
  });
};
