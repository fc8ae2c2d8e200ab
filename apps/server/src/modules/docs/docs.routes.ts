import { docEndpoints } from '@hangar/contracts/endpoints/docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import { serveEndpoint } from '../shared/serve-endpoint';
import { membersOnly } from '../workspaces/workspaces.access';
import type { DocsDeps } from './docs.deps';
import {
  applyTemplate,
  deleteDoc,
  duplicateDoc,
  setDocArchived,
  templateGroupsFor,
} from './docs-lifecycle.service';
import { moveDoc } from './docs-tree.service';
import { sendSharedAnswer } from '../../http/shared-answer';
import { createDoc, docFor, docTree as loadTree, editDoc, setDocShared } from './docs.service';

/** The docs of a project: tree, content, moves, toggles, duplicates, templates. */
export const docsRoutes: FastifyPluginAsyncZod<DocsDeps> = async (app, deps) => {
  membersOnly(app);

  serveEndpoint(app, docEndpoints.tree, async (request, reply) => {
    const { caller, params, query } = request;
    const tree = await loadTree(deps, { caller, projectId: params.projectId, only: query.only });
    return sendSharedAnswer(request, reply, tree);
  });

  serveEndpoint(app, docEndpoints.create, async ({ caller, params, body }, reply) => {
    const created = await createDoc(deps, { caller, projectId: params.projectId, input: body });
    return reply.status(201).send(created);
  });

  serveEndpoint(app, docEndpoints.move, async ({ caller, params, body }) =>
    moveDoc(deps, { caller, projectId: params.projectId, input: body }),
  );

  serveEndpoint(app, docEndpoints.read, async ({ caller, params }) =>
    docFor(deps, { caller, ...params }),
  );

  serveEndpoint(app, docEndpoints.update, async ({ caller, params, body }) =>
    editDoc(deps, { caller, ...params, input: body }),
  );

  for (const [target, archived] of [
    [docEndpoints.archive, true],
    [docEndpoints.restore, false],
  ] as const) {
    serveEndpoint(app, target, async ({ caller, params }) => {
      await setDocArchived(deps, { caller, ...params, archived });
      return { success: true };
    });
  }

  app.route({
    ...endpointRoute(docEndpoints.remove),
    handler: async ({ caller, params }) => ({
      success: true,
      ...(await deleteDoc(deps, { caller, ...params })),
    }),
  });

  serveEndpoint(app, docEndpoints.duplicate, async ({ caller, params, body }, reply) => {
    const copy = await duplicateDoc(deps, { caller, ...params, input: body });
    return reply.status(201).send(copy);
  });

  serveEndpoint(app, docEndpoints.templates, async ({ caller }) =>
    templateGroupsFor(deps, { caller }),
  );

  serveEndpoint(app, docEndpoints.useTemplate, async ({ caller, params }) =>
    applyTemplate(deps, { caller, ...params }),
  );

  serveEndpoint(app, docEndpoints.shareState, async ({ caller, params }) => ({
    share_token: await setDocShared(deps, { caller, ...params, enabled: null }),
  }));

  serveEndpoint(app, docEndpoints.share, async ({ caller, params, body }) => ({
    share_token: await setDocShared(deps, { caller, ...params, enabled: body.enabled }),
  }));
};
