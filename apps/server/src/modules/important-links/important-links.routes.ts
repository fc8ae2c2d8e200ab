import {
  addImportantLinkInput,
  importantLinks,
  numericId,
  replaceImportantLinksInput,
  updateExternalLinkInput,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { replaceImportantLinks } from './important-links-replace.service';
import { addImportantLink, editExternalLink, importantLinksFor } from './important-links.service';

const projectParams = z.object({ id: numericId });

/** A project's important documents and links. */
export const importantLinksRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  app.get(
    '/projects/:id/important-links',
    { schema: { params: projectParams, response: { 200: importantLinks } } },
    async ({ caller, params }) => importantLinksFor(deps, { caller, projectId: params.id }),
  );

  app.post(
    '/projects/:id/important-links',
    {
      schema: {
        params: projectParams,
        body: addImportantLinkInput,
        response: { 201: importantLinks },
      },
    },
    async ({ caller, params, body }, reply) => {
      const links = await addImportantLink(deps, { caller, projectId: params.id, input: body });
      return reply.status(201).send(links);
    },
  );

  app.put(
    '/projects/:id/important-links',
    {
      schema: {
        params: projectParams,
        body: replaceImportantLinksInput,
        response: { 200: importantLinks },
      },
    },
    async ({ caller, params, body }) =>
      replaceImportantLinks(deps, { caller, projectId: params.id, input: body }),
  );

  app.put(
    '/projects/:id/external-links/:linkId',
    {
      schema: {
        params: projectParams.extend({ linkId: numericId }),
        body: updateExternalLinkInput,
        response: { 200: importantLinks },
      },
    },
    async ({ caller, params, body }) =>
      editExternalLink(deps, { caller, projectId: params.id, linkId: params.linkId, input: body }),
  );
};
