import { importantLinkEndpoints } from '@hangar/contracts/endpoints/important-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
import type { TrashingDeps } from '../shared/shared.deps';
import { membersOnly } from '../workspaces/workspaces.access';
import { replaceImportantLinks } from './important-links-replace.service';
import { addImportantLink, editExternalLink, importantLinksFor } from './important-links.service';

/** A project's important documents and links. */
export const importantLinksRoutes: FastifyPluginAsyncZod<TrashingDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, importantLinkEndpoints.list, async ({ caller, params }) =>
    importantLinksFor(deps, { caller, projectId: params.id }),
  );

  serveEndpoint(app, importantLinkEndpoints.add, async ({ caller, params, body }, reply) => {
    const links = await addImportantLink(deps, { caller, projectId: params.id, input: body });
    return reply.status(201).send(links);
  });

  serveEndpoint(app, importantLinkEndpoints.replace, async ({ caller, params, body }) =>
    replaceImportantLinks(deps, { caller, projectId: params.id, input: body }),
  );

  serveEndpoint(app, importantLinkEndpoints.updateExternal, async ({ caller, params, body }) =>
    editExternalLink(deps, { caller, projectId: params.id, linkId: params.linkId, input: body }),
  );
};
