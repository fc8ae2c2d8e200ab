import { searchEndpoints } from '@hangar/contracts/endpoints/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { endpointRoute } from '../../http/endpoint-route';
import { membersOnly } from '../workspaces/workspaces.access';
import { fullTextSearch } from './search-full-text.service';
import { searchList } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  membersOnly(app);

  app.route({
    ...endpointRoute(searchEndpoints.list),
    handler: async ({ caller }) => searchList(deps, { caller }),
  });

  app.route({
    ...endpointRoute(searchEndpoints.fullText),
    handler: async ({ caller, query }) => fullTextSearch(deps, { caller, query }),
  });
};
