import {
  createDocInput,
  deleteDocResponse,
  doc,
  docTree,
  docsQuery,
  duplicateDocInput,
  moveDocInput,
  numericId,
  shareInput,
  shareState,
  successResponse,
  templateGroups,
  updateDocInput,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const projectParams = z.object({ projectId: numericId });
const docParams = z.object({ projectId: numericId, docId: numericId });

/** The docs of a project: tree, content, moves, toggles, duplicates, templates. */
export const docsRoutes: FastifyPluginAsyncZod<DocsDeps> = async (app, deps) => {
  membersOnly(app);

  app.get(
    '/projects/:projectId/docs',
    { schema: { params: projectParams, querystring: docsQuery, response: { 200: docTree } } },
    async (request, reply) => {
      const { caller, params, query } = request;
      const tree = await loadTree(deps, { caller, projectId: params.projectId, only: query.only });
      return sendSharedAnswer(request, reply, tree);
    },
  );

  app.post(
    '/projects/:projectId/docs',
    { schema: { params: projectParams, body: createDocInput, response: { 201: doc } } },
    async ({ caller, params, body }, reply) => {
      const created = await createDoc(deps, { caller, projectId: params.projectId, input: body });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/projects/:projectId/docs/move',
    { schema: { params: projectParams, body: moveDocInput, response: { 200: docTree } } },
    async ({ caller, params, body }) =>
      moveDoc(deps, { caller, projectId: params.projectId, input: body }),
  );

  app.get(
    '/projects/:projectId/docs/:docId',
    { schema: { params: docParams, response: { 200: doc } } },
    async ({ caller, params }) => docFor(deps, { caller, ...params }),
  );

  app.put(
    '/projects/:projectId/docs/:docId',
    { schema: { params: docParams, body: updateDocInput, response: { 200: doc } } },
    async ({ caller, params, body }) => editDoc(deps, { caller, ...params, input: body }),
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.put(
      `/projects/:projectId/docs/:docId/${verb}`,
      { schema: { params: docParams, response: { 200: successResponse } } },
      async ({ caller, params }) => {
        await setDocArchived(deps, { caller, ...params, archived });
        return { success: true };
      },
    );
  }

  app.delete(
    '/projects/:projectId/docs/:docId',
    { schema: { params: docParams, response: { 200: deleteDocResponse } } },
    async ({ caller, params }) => ({
      success: true,
      removed: await deleteDoc(deps, { caller, ...params }),
    }),
  );

  app.post(
    '/projects/:projectId/docs/:docId/duplicate',
    { schema: { params: docParams, body: duplicateDocInput, response: { 201: doc } } },
    async ({ caller, params, body }, reply) => {
      const copy = await duplicateDoc(deps, { caller, ...params, input: body });
      return reply.status(201).send(copy);
    },
  );

  app.get(
    '/docs/templates',
    { schema: { response: { 200: templateGroups } } },
    async ({ caller }) => templateGroupsFor(deps, { caller }),
  );

  app.put(
    '/projects/:projectId/docs/:docId/use-template/:templateId',
    {
      schema: {
        params: docParams.extend({ templateId: numericId }),
        response: { 200: doc },
      },
    },
    async ({ caller, params }) => applyTemplate(deps, { caller, ...params }),
  );

  app.get(
    '/projects/:projectId/docs/:docId/share',
    { schema: { params: docParams, response: { 200: shareState } } },
    async ({ caller, params }) => ({
      share_token: await setDocShared(deps, { caller, ...params, enabled: null }),
    }),
  );

  app.put(
    '/projects/:projectId/docs/:docId/share',
    { schema: { params: docParams, body: shareInput, response: { 200: shareState } } },
    async ({ caller, params, body }) => ({
      share_token: await setDocShared(deps, { caller, ...params, enabled: body.enabled }),
    }),
  );
};
