import {
  fullTextSearchQuery,
  fullTextSearchResults,
  searchList as searchListSchema,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { membersOnly } from '../workspaces/workspaces.access';
import { fullTextSearch } from './search-full-text.service';
import { searchList } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  membersOnly(app);

  app.get('/search', { schema: { response: { 200: searchListSchema } } }, async ({ caller }) =>
    searchList(deps, { caller }),
  );

  app.get(
    '/search/full-text',
    { schema: { querystring: fullTextSearchQuery, response: { 200: fullTextSearchResults } } },
    async ({ caller, query }) => fullTextSearch(deps, { caller, query }),
  );
};
