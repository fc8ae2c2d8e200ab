import {
  docBacklinks as docBacklinksSchema,
  docLinksQuery,
  docLinkTargets,
  numericId,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { membersOnly } from '../workspaces/workspaces.access';
import { docBacklinks, resolveDocLinks } from './docs-links.service';

/** Links between docs (issue 39): what a page link shows, and a doc's "Linked from". */
export const docsLinksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  membersOnly(app);

  app.get(
    '/doc-links',
    { schema: { querystring: docLinksQuery, response: { 200: docLinkTargets } } },
    async ({ caller, query }) => resolveDocLinks(deps.db, { caller }, query.ids),
  );

  app.get(
    '/projects/:projectId/docs/:docId/backlinks',
    {
      schema: {
        params: z.object({ projectId: numericId, docId: numericId }),
        response: { 200: docBacklinksSchema },
      },
    },
    async ({ caller, params }) => docBacklinks(deps.db, { caller, ...params }),
  );
};
