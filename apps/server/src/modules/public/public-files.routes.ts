import { docFileEndpoints } from '@hangar/contracts/endpoints/doc-files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../shared/serve-endpoint';
import { HttpError } from '../../http/errors';
import { routeAuth } from '../../http/route-access';
import { sendDocFile } from '../docs/docs-files-serve.service';
import { FILE_NOT_FOUND, findDocFile } from '../docs/docs-files.service';
import type { PublicDocFilesDeps } from './public.deps';
import { loadContent } from '../docs/docs.service';
import { resolveShareToken } from './public.access';

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

  serveEndpoint(app, docFileEndpoints.publicRead, async (request, reply) => {
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
  });
};
