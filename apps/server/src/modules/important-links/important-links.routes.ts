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
import { requireMember } from '../workspaces/workspaces.access';
import { replaceImportantLinks } from './important-links-replace.service';
import { addImportantLink, editExternalLink, importantLinksFor } from './important-links.service';

const projectParams = z.object({ id: numericId });

/** A project's important documents and links. */
export const importantLinksRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  app.get(
    '/projects/:id/important-links',
    { schema: { params: projectParams, response: { 200: importantLinks } } },
    async (request) => importantLinksFor(deps, await requireMember(request), request.params.id),
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
    async (request, reply) => {
      const links = await addImportantLink(
        deps,
        await requireMember(request),
        request.params.id,
        request.body,
        request.callContext.clientId,
      );
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
    async (request) =>
      replaceImportantLinks(
        deps,
        await requireMember(request),
        request.params.id,
        request.body,
        request.callContext.clientId,
      ),
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
    async (request) =>
      editExternalLink(
        deps,
        await requireMember(request),
        request.params.id,
        request.params.linkId,
        request.body,
        request.callContext.clientId,
      ),
  );
};
