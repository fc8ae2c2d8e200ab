import multipart from '@fastify/multipart';
import { docFileForm } from '@hangar/contracts';
import { docFileEndpoints } from '@hangar/contracts/endpoints/doc-files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import { HttpError } from '../../http/errors';
import { readUploadedPart } from '../uploads/uploads.routes';
import { membersOnly } from '../workspaces/workspaces.access';
import { workspaceFileBytes } from './docs-files.repository';
import { sendDocFile } from './docs-files-serve';
import { allowAttach, attachFile, readableFile, type DocFilesDeps } from './docs-files.service';

/** Files attached to docs (docs/docs.md "Files"): upload, read, and what a workspace stores. */
export const docFilesRoutes: FastifyPluginAsyncZod<DocFilesDeps> = async (app, deps) => {
  membersOnly(app);
  await app.register(multipart, {
    limits: { fileSize: deps.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  app.route({
    ...endpointRoute(docFileEndpoints.upload),
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
