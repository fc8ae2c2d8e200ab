import { docHistoryEndpoints } from '@hangar/contracts/endpoints/doc-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import { linkNextPage } from '../shared/next-page-link';
import { membersOnly } from '../workspaces/workspaces.access';
import type { DocsDeps } from './docs.deps';
import {
  docActivityFor,
  docVersionFor,
  docVersionsFor,
  restoreDocVersion,
} from './docs-history.service';

/** Page history: a doc's versions, one with what changed, its restore; a project's doc activity. */
export const docHistoryRoutes: FastifyPluginAsyncZod<DocsDeps> = async (app, deps) => {
  membersOnly(app);

  app.route({
    ...endpointRoute(docHistoryEndpoints.versions),
    handler: async (request, reply) => {
      const { caller, params, query } = request;
      const page = await docVersionsFor(deps, { caller, ...params, ...query });
      linkNextPage(request, reply, { more: page.more, last: page.versions.at(-1)?.id });
      return page.versions;
    },
  });

  app.route({
    ...endpointRoute(docHistoryEndpoints.version),
    handler: async ({ caller, params }) => docVersionFor(deps, { caller, ...params }),
  });

  app.route({
    ...endpointRoute(docHistoryEndpoints.restoreVersion),
    handler: async ({ caller, params }) => restoreDocVersion(deps, { caller, ...params }),
  });

  app.route({
    ...endpointRoute(docHistoryEndpoints.activity),
    handler: async ({ caller, params, query }) =>
      docActivityFor(deps, { caller, projectId: params.projectId, before: query.before }),
  });
};
