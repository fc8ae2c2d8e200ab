import { apiTokenList, createApiTokenInput, createdApiToken, numericId } from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/auth';
import { routeArea } from '../../http/route-access';
import {
  apiTokensOf,
  createApiToken,
  revokeApiToken,
  type ApiTokensDeps,
} from './api-tokens.service';

const tokenParams = z.object({ tokenId: numericId });

/** The signed-in user's personal API tokens (Profile & security); never reachable by a token. */
export const apiTokensRoutes: FastifyPluginAsyncZod<ApiTokensDeps> = async (app, deps) => {
  routeArea(app, 'account');

  app.get(
    '/users/me/api-tokens',
    { schema: { response: { 200: apiTokenList } } },
    async (request, reply) => {
      const actor = await requireActor(request);
      reply.header('cache-control', 'no-store');
      return apiTokensOf(deps, actor.userId);
    },
  );

  app.post(
    '/users/me/api-tokens',
    { schema: { body: createApiTokenInput, response: { 201: createdApiToken } } },
    async (request, reply) => {
      const actor = await requireActor(request);
      const created = await createApiToken(deps, { userId: actor.userId, input: request.body });
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/users/me/api-tokens/:tokenId',
    { schema: { params: tokenParams } },
    async (request, reply) => {
      const actor = await requireActor(request);
      await revokeApiToken(deps, { userId: actor.userId, tokenId: request.params.tokenId });
      return reply.status(204).send();
    },
  );
};
