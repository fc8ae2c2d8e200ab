import multipart from '@fastify/multipart';
import { docFileForm, simpleErrorBody } from '@hangar/contracts';
import { docFileEndpoints } from '@hangar/contracts/endpoints/doc-files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { routeAuth } from '../../http/route-access';
import type { RateLimitPolicies } from '../auth/rate-limits';
import { loadContent } from './docs.repository';
import { resolveShareToken } from '../public/public.access';
import { readUploadedPart } from '../uploads/uploads.routes';
import { membersOnly } from '../workspaces/workspaces.access';
import { findDocFile, workspaceFileBytes } from './docs-files.repository';
import { sendDocFile } from './docs-files-serve';
import {
  FILE_NOT_FOUND,
  allowAttach,
  attachFile,
  readableFile,
  type DocFilesDeps,
} from './docs-files.service';

/** Files attached to docs (docs/docs.md "Files"): upload, read, and what a workspace stores. */
export const docFilesRoutes: FastifyPluginAsyncZod<DocFilesDeps> = async (app, deps) => {
  membersOnly(app);
  await app.register(multipart, {
    limits: { fileSize: deps.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  const attach = endpointRoute(docFileEndpoints.upload);
  app.route({
    ...attach,
    schema: {
      ...attach.schema,
      response: { ...attach.schema.response, 413: simpleErrorBody, 415: simpleErrorBody },
    },
    config: { form: docFileForm },
    handler: async (request, reply) => {
      const { caller, params } = request;
      await allowAttach(deps.db, caller, params.projectId);
      if (!request.isMultipart()) {
        throw HttpError.simple(415, 'Send the file as multipart/form-data.');
      }
      const upload = await readUploadedPart(request, deps.maxBytes);
      const place = {
        workspaceId: caller.workspaceId,
        projectId: params.projectId,
        userId: caller.actor.userId,
      };
      return reply.status(201).send(await attachFile(deps, place, upload));
    },
  });

  app.route({
    ...endpointRoute(docFileEndpoints.read),
    handler: async (request, reply) =>
      sendDocFile(
        request,
        reply,
        deps.storage,
        await readableFile(deps.db, request.caller, request.params),
      ),
  });

  app.route({
    ...endpointRoute(docFileEndpoints.storage),
    handler: async ({ caller }) => ({
      bytes_used: await workspaceFileBytes(deps.db, caller.workspaceId),
    }),
  });
};

export interface PublicDocFilesDeps extends DocFilesDeps {
  rateLimiter: RateLimiter;
  rateLimits: Pick<RateLimitPolicies, 'publicReadsPerIp'>;
}

/**
 * GET /public/{token}/files/{filename}: a file for the readers of a share link. A project's link
 * opens its files; a doc's link the files that doc shows (its saved content names them).
 */
export const publicDocFilesRoutes: FastifyPluginAsyncZod<PublicDocFilesDeps> = async (
  app,
  deps,
) => {
  routeAuth(app, 'share-token');
  app.addHook('onRequest', async (request) => {
    await deps.rateLimiter.consume(deps.rateLimits.publicReadsPerIp, request.ip);
  });

  app.route({
    ...endpointRoute(docFileEndpoints.publicRead),
    handler: async (request, reply) => {
      const { params } = request;
      const scope = await resolveShareToken(deps.db, params.token);
      const { project } = scope;
      const row = await findDocFile(deps.db, {
        workspaceId: project.workspaceId,
        projectId: project.id,
        filename: params.filename,
      });
      if (!row) throw HttpError.notFound(FILE_NOT_FOUND);
      if (scope.mode === 'doc') {
        const content = await loadContent(deps.db, scope.doc.id);
        const shown = content && Buffer.from(content.state).includes(params.filename);
        if (!shown) throw HttpError.notFound(FILE_NOT_FOUND);
      }
      return sendDocFile(request, reply, deps.storage, row);
    },
  });
};
