import {
  docActivity,
  docActivityQuery,
  docVersion,
  docVersionContent,
  docVersions,
  docVersionsQuery,
  numericId,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkNextPage } from '../shared/next-page-link';
import { membersOnly } from '../workspaces/workspaces.access';
import type { DocsDeps } from './docs.deps';
import {
  docActivityFor,
  docVersionFor,
  docVersionsFor,
  restoreDocVersion,
} from './docs-history.service';

const docParams = z.object({ projectId: numericId, docId: numericId });
const versionParams = docParams.extend({ versionId: numericId });

/** Page history: a doc's versions, one with what changed, its restore; a project's doc activity. */
export const docHistoryRoutes: FastifyPluginAsyncZod<DocsDeps> = async (app, deps) => {
  membersOnly(app);

  app.get(
    '/projects/:projectId/docs/:docId/versions',
    {
      schema: { params: docParams, querystring: docVersionsQuery, response: { 200: docVersions } },
    },
    async (request, reply) => {
      const { caller, params, query } = request;
      const page = await docVersionsFor(deps, { caller, ...params, ...query });
      linkNextPage(request, reply, { more: page.more, last: page.versions.at(-1)?.id });
      return page.versions;
    },
  );

  app.get(
    '/projects/:projectId/docs/:docId/versions/:versionId',
    { schema: { params: versionParams, response: { 200: docVersionContent } } },
    async ({ caller, params }) => docVersionFor(deps, { caller, ...params }),
  );

  app.post(
    '/projects/:projectId/docs/:docId/versions/:versionId/restore',
    { schema: { params: versionParams, response: { 200: docVersion } } },
    async ({ caller, params }) => restoreDocVersion(deps, { caller, ...params }),
  );

  app.get(
    '/projects/:projectId/doc-activity',
    {
      schema: {
        params: z.object({ projectId: numericId }),
        querystring: docActivityQuery,
        response: { 200: docActivity },
      },
    },
    async ({ caller, params, query }) =>
      docActivityFor(deps, { caller, projectId: params.projectId, before: query.before }),
  );
};
