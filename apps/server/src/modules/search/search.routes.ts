import { searchEndpoints } from '@hangar/contracts/endpoints/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { serveEndpoint } from '../shared/serve-endpoint';
import { membersOnly } from '../workspaces/workspaces.access';
import { fullTextSearch } from './search-full-text.service';
import { searchList } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, searchEndpoints.list, async ({ caller }) => searchList(deps, { caller }));

  serveEndpoint(app, searchEndpoints.fullText, async ({ caller, query }) =>
    fullTextSearch(deps, { caller, query }),
  );
};
