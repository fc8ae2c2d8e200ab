import { docHistoryEndpoints } from '@hangar/contracts/endpoints/doc-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
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

  serveEndpoint(app, docHistoryEndpoints.versions, async (request, reply) => {
    const { caller, params, query } = request;
    const page = await docVersionsFor(deps, { caller, ...params, ...query });
    linkNextPage(request, reply, { more: page.more, last: page.versions.at(-1)?.id });
    return page.versions;
  });

  serveEndpoint(app, docHistoryEndpoints.version, async ({ caller, params }) =>
    docVersionFor(deps, { caller, ...params }),
  );

  serveEndpoint(app, docHistoryEndpoints.restoreVersion, async ({ caller, params }) =>
    restoreDocVersion(deps, { caller, ...params }),
  );

  serveEndpoint(app, docHistoryEndpoints.activity, async ({ caller, params, query }) =>
    docActivityFor(deps, { caller, projectId: params.projectId, before: query.before }),
  );
};
