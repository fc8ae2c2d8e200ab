import { docFileForm } from '@hangar/contracts';
import { docFileEndpoints } from '@hangar/contracts/endpoints/doc-files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import { serveEndpoint } from '../shared/serve-endpoint';
import { readUploadedPart } from '../uploads/uploads.service';
import { acceptOneFile } from '../uploads/uploads-multipart.service';
import { membersOnly } from '../workspaces/workspaces.access';
import { workspaceFileBytes } from './docs-files.repository';
import { sendDocFile } from './docs-files-serve.service';
import { allowAttach, attachFile, readableFile } from './docs-files.service';
import type { DocFilesDeps } from './docs.deps';

/** Files attached to docs (docs/docs.md "Files"): upload, read, and what a workspace stores. */
export const docFilesRoutes: FastifyPluginAsyncZod<DocFilesDeps> = async (app, deps) => {
  membersOnly(app);
  await acceptOneFile(app, { fileSize: deps.maxBytes });

  app.route({
    ...endpointRoute(docFileEndpoints.upload),
    config: { form: docFileForm },
    handler: async (request, reply) => {
      const { caller, params } = request;
      await allowAttach(deps.db, caller, params.projectId);
      const upload = await readUploadedPart(request, deps.maxBytes);
      const place = {
        workspaceId: caller.workspaceId,
        projectId: params.projectId,
        userId: caller.actor.userId,
      };
      return reply.status(201).send(await attachFile(deps, place, upload));
    },
  });

  serveEndpoint(app, docFileEndpoints.read, async (request, reply) =>
    sendDocFile(
      request,
      reply,
      deps.storage,
      await readableFile(deps.db, request.caller, request.params),
    ),
  );

  serveEndpoint(app, docFileEndpoints.storage, async ({ caller }) => ({
    bytes_used: await workspaceFileBytes(deps.db, caller.workspaceId),
  }));
};
