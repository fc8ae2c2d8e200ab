import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { serveEndpoint, serveOpenEndpoint } from '../shared/serve-endpoint';
import { confirmEmailChange, requestEmailChange } from './account-email.service';
import { deleteAccount, loadMe, updateMe } from './account.service';
import type { AccountRoutesDeps } from './account.deps';
import { routeArea } from '../../http/route-access';

/** The signed-in user's own account: profile, e-mail change, deletion. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesDeps> = async (app, deps) => {
  routeArea(app, 'account');
  serveEndpoint(app, accountEndpoints.read, async (request) =>
    loadMe(deps, await requireActor(request)),
  );

  serveEndpoint(app, accountEndpoints.update, async (request) =>
    updateMe(deps, {
      actor: await requireActor(request),
      input: request.body,
      source: request.callContext.clientId,
    }),
  );

  serveEndpoint(app, accountEndpoints.requestEmailChange, async (request) => {
    const actor = await requireActor(request);
    await requestEmailChange(deps, actor, request.body.email);
    return loadMe(deps, actor);
  });

  serveOpenEndpoint(app, accountEndpoints.confirmEmailChange, async (request) => {
    const email = await confirmEmailChange(deps, request.params.token, {
      ip: request.ip,
      source: request.callContext.clientId,
    });
    return { success: true as const, email };
  });

  serveEndpoint(app, accountEndpoints.remove, async (request, reply) => {
    await deleteAccount(deps, await requireActor(request), request.body.password);
    return reply.status(204).send();
  });
};
