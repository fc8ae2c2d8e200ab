import { docEndpoints } from '@hangar/contracts/endpoints/docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
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

  app.route({
    ...endpointRoute(docEndpoints.tree),
    handler: async (request, reply) => {
      const { caller, params, query } = request;
      const tree = await loadTree(deps, { caller, projectId: params.projectId, only: query.only });
      return sendSharedAnswer(request, reply, tree);
    },
  });

  app.route({
    ...endpointRoute(docEndpoints.create),
    handler: async ({ caller, params, body }, reply) => {
      const created = await createDoc(deps, { caller, projectId: params.projectId, input: body });
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...endpointRoute(docEndpoints.move),
    handler: async ({ caller, params, body }) =>
      moveDoc(deps, { caller, projectId: params.projectId, input: body }),
  });

  app.route({
    ...endpointRoute(docEndpoints.read),
    handler: async ({ caller, params }) => docFor(deps, { caller, ...params }),
  });

  app.route({
    ...endpointRoute(docEndpoints.update),
    handler: async ({ caller, params, body }) => editDoc(deps, { caller, ...params, input: body }),
  });

  for (const [target, archived] of [
    [docEndpoints.archive, true],
    [docEndpoints.restore, false],
  ] as const) {
    app.route({
      ...endpointRoute(target),
      handler: async ({ caller, params }) => {
        await setDocArchived(deps, { caller, ...params, archived });
        return { success: true };
      },
    });
  }

  app.route({
    ...endpointRoute(docEndpoints.remove),
    handler: async ({ caller, params }) => ({
      success: true,
      removed: await deleteDoc(deps, { caller, ...params }),
    }),
  });

  app.route({
    ...endpointRoute(docEndpoints.duplicate),
    handler: async ({ caller, params, body }, reply) => {
      const copy = await duplicateDoc(deps, { caller, ...params, input: body });
      return reply.status(201).send(copy);
    },
  });

  app.route({
    ...endpointRoute(docEndpoints.templates),
    handler: async ({ caller }) => templateGroupsFor(deps, { caller }),
  });

  app.route({
    ...endpointRoute(docEndpoints.useTemplate),
    handler: async ({ caller, params }) => applyTemplate(deps, { caller, ...params }),
  });

  app.route({
    ...endpointRoute(docEndpoints.shareState),
    handler: async ({ caller, params }) => ({
      share_token: await setDocShared(deps, { caller, ...params, enabled: null }),
    }),
  });

  app.route({
    ...endpointRoute(docEndpoints.share),
    handler: async ({ caller, params, body }) => ({
      share_token: await setDocShared(deps, { caller, ...params, enabled: body.enabled }),
    }),
  });
};
