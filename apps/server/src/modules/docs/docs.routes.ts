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
import { requireMember } from '../workspaces/workspaces.access';
import type { DocsDeps } from './docs.deps';
import {
  applyTemplate,
  deleteDoc,
  duplicateDoc,
  setDocArchived,
  templateGroupsFor,
} from './docs-lifecycle.service';
import { moveDoc } from './docs-tree.service';
import { createDoc, docFor, docTree as loadTree, editDoc, setDocShared } from './docs.service';

const projectParams = z.object({ projectId: numericId });
const docParams = z.object({ projectId: numericId, docId: numericId });

/** The docs of a project: tree, content, moves, toggles, duplicates, templates. */
export const docsRoutes: FastifyPluginAsyncZod<DocsDeps> = async (app, deps) => {
  const source = (request: { callContext: { clientId: string | null } }) =>
    request.callContext.clientId;

  app.get(
    '/projects/:projectId/docs',
    { schema: { params: projectParams, querystring: docsQuery, response: { 200: docTree } } },
    async (request) =>
      loadTree(deps, await requireMember(request), request.params.projectId, request.query.only),
  );

  app.post(
    '/projects/:projectId/docs',
    { schema: { params: projectParams, body: createDocInput, response: { 201: doc } } },
    async (request, reply) => {
      const created = await createDoc(
        deps,
        await requireMember(request),
        request.params.projectId,
        request.body.parent_path,
        source(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/projects/:projectId/docs/move',
    { schema: { params: projectParams, body: moveDocInput, response: { 200: docTree } } },
    async (request) =>
      moveDoc(
        deps,
        await requireMember(request),
        request.params.projectId,
        request.body,
        source(request),
      ),
  );

  app.get(
    '/projects/:projectId/docs/:docId',
    { schema: { params: docParams, response: { 200: doc } } },
    async (request) =>
      docFor(deps, await requireMember(request), request.params.projectId, request.params.docId),
  );

  app.put(
    '/projects/:projectId/docs/:docId',
    { schema: { params: docParams, body: updateDocInput, response: { 200: doc } } },
    async (request) =>
      editDoc(
        deps,
        await requireMember(request),
        request.params.projectId,
        request.params.docId,
        request.body,
        source(request),
      ),
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.put(
      `/projects/:projectId/docs/:docId/${verb}`,
      { schema: { params: docParams, response: { 200: successResponse } } },
      async (request) => {
        await setDocArchived(
          deps,
          await requireMember(request),
          request.params.projectId,
          request.params.docId,
          archived,
          source(request),
        );
        return { success: true };
      },
    );
  }

  app.delete(
    '/projects/:projectId/docs/:docId',
    { schema: { params: docParams, response: { 200: deleteDocResponse } } },
    async (request) => ({
      success: true,
      removed: await deleteDoc(
        deps,
        await requireMember(request),
        request.params.projectId,
        request.params.docId,
        source(request),
      ),
    }),
  );

  app.post(
    '/projects/:projectId/docs/:docId/duplicate',
    { schema: { params: docParams, body: duplicateDocInput, response: { 201: doc } } },
    async (request, reply) => {
      const copy = await duplicateDoc(
        deps,
        await requireMember(request),
        request.params.projectId,
        request.params.docId,
        request.body,
        source(request),
      );
      return reply.status(201).send(copy);
    },
  );

  app.get('/docs/templates', { schema: { response: { 200: templateGroups } } }, async (request) =>
    templateGroupsFor(deps, await requireMember(request)),
  );

  app.put(
    '/projects/:projectId/docs/:docId/use-template/:templateId',
    {
      schema: {
        params: docParams.extend({ templateId: numericId }),
        response: { 200: doc },
      },
    },
    async (request) =>
      applyTemplate(
        deps,
        await requireMember(request),
        request.params.projectId,
        request.params.docId,
        request.params.templateId,
        source(request),
      ),
  );

  app.get(
    '/projects/:projectId/docs/:docId/share',
    { schema: { params: docParams, response: { 200: shareState } } },
    async (request) => ({
      share_token: await setDocShared(
        deps,
        await requireMember(request),
        request.params.projectId,
        request.params.docId,
        null,
        source(request),
      ),
    }),
  );

  app.put(
    '/projects/:projectId/docs/:docId/share',
    { schema: { params: docParams, body: shareInput, response: { 200: shareState } } },
    async (request) => ({
      share_token: await setDocShared(
        deps,
        await requireMember(request),
        request.params.projectId,
        request.params.docId,
        request.body.enabled,
        source(request),
      ),
    }),
  );
};
