import { importantLinkEndpoints } from '@hangar/contracts/endpoints/important-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import type { DataDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { replaceImportantLinks } from './important-links-replace.service';
import { addImportantLink, editExternalLink, importantLinksFor } from './important-links.service';

/** A project's important documents and links. */
export const importantLinksRoutes: FastifyPluginAsyncZod<DataDeps> = async (app, deps) => {
  membersOnly(app);

  app.route({
    ...endpointRoute(importantLinkEndpoints.list),
    handler: async ({ caller, params }) =>
      importantLinksFor(deps, { caller, projectId: params.id }),
  });

  app.route({
    ...endpointRoute(importantLinkEndpoints.add),
    handler: async ({ caller, params, body }, reply) => {
      const links = await addImportantLink(deps, { caller, projectId: params.id, input: body });
      return reply.status(201).send(links);
    },
  });

  app.route({
    ...endpointRoute(importantLinkEndpoints.replace),
    handler: async ({ caller, params, body }) =>
      replaceImportantLinks(deps, { caller, projectId: params.id, input: body }),
  });

  app.route({
    ...endpointRoute(importantLinkEndpoints.updateExternal),
    handler: async ({ caller, params, body }) =>
      editExternalLink(deps, { caller, projectId: params.id, linkId: params.linkId, input: body }),
  });
};
