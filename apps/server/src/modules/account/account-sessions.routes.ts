import { accountSessionEndpoints } from '@hangar/contracts/endpoints/account-sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { routeArea } from '../../http/route-access';
import { serveEndpoint } from '../shared/serve-endpoint';
import { endSession, sessionsOf, signOutEverywhere } from './account-sessions.service';
import type { AccountDeps } from './account.deps';

/** Signed-in devices (Profile & security): listed, signed out one by one or all at once. */
export const accountSessionsRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  routeArea(app, 'account');

  serveEndpoint(app, accountSessionEndpoints.list, async (request) => {
    const actor = await requireActor(request);
    return { items: await sessionsOf(deps, actor) };
  });

  serveEndpoint(app, accountSessionEndpoints.end, async (request, reply) => {
    await endSession(deps, {
      actor: await requireActor(request),
      sessionId: request.params.sessionId,
      source: request.callContext.clientId,
    });
    return reply.status(204).send();
  });

  serveEndpoint(app, accountSessionEndpoints.signOutEverywhere, async (request) =>
    signOutEverywhere(deps, {
      actor: await requireActor(request),
      input: request.body,
      source: request.callContext.clientId,
    }),
  );
};
