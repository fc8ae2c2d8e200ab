import { docLinkEndpoints } from '@hangar/contracts/endpoints/doc-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { serveEndpoint } from '../shared/serve-endpoint';
import { membersOnly } from '../workspaces/workspaces.access';
import { docBacklinks, resolveDocLinks } from './docs-links.service';

/** Links between docs (issue 39): what a page link shows, and a doc's "Linked from". */
export const docsLinksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, docLinkEndpoints.targets, async ({ caller, query }) =>
    resolveDocLinks(deps.db, { caller }, query.ids),
  );

  serveEndpoint(app, docLinkEndpoints.backlinks, async ({ caller, params }) =>
    docBacklinks(deps.db, { caller, ...params }),
  );
};
