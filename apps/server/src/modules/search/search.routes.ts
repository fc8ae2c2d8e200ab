import { searchList as searchListSchema } from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireMember } from '../workspaces/workspaces.access';
import { searchList } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  app.get('/search', { schema: { response: { 200: searchListSchema } } }, async (request) =>
    searchList(deps.db, await requireMember(request)),
  );
};
