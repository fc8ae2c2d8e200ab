import { searchList as searchListSchema } from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { membersOnly } from '../workspaces/workspaces.access';
import { searchList } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  membersOnly(app);

  app.get('/search', { schema: { response: { 200: searchListSchema } } }, async ({ caller }) =>
    searchList(deps, { caller }),
  );
};
