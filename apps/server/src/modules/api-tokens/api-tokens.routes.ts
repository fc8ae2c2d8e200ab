import { apiTokenEndpoints } from '@hangar/contracts/endpoints/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/auth';
import { serveEndpoint } from '../shared/serve-endpoint';
import { routeArea } from '../../http/route-access';
import { apiTokensOf, createApiToken, revokeApiToken } from './api-tokens.service';
import type { ApiTokensDeps } from './api-tokens.deps';

/** The signed-in user's personal API tokens (Profile & security); never reachable by a token. */
export const apiTokensRoutes: FastifyPluginAsyncZod<ApiTokensDeps> = async (app, deps) => {
  routeArea(app, 'account');

  serveEndpoint(app, apiTokenEndpoints.list, async (request) => {
    const actor = await requireActor(request);
    return apiTokensOf(deps, actor.userId);
  });

  serveEndpoint(app, apiTokenEndpoints.create, async (request, reply) => {
    const actor = await requireActor(request);
    const created = await createApiToken(deps, { userId: actor.userId, input: request.body });
    return reply.status(201).send(created);
  });

  serveEndpoint(app, apiTokenEndpoints.revoke, async (request, reply) => {
    const actor = await requireActor(request);
    await revokeApiToken(deps, { userId: actor.userId, tokenId: request.params.tokenId });
    return reply.status(204).send();
  });
};
