import { MEDIA_PREFIX, uploadForm } from '@hangar/contracts';
import { uploadEndpoints } from '@hangar/contracts/endpoints/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/auth';
import { endpointRoute } from '../../http/endpoint-route';
import { sendError } from '../../http/errors';
import { isStoredName } from '../../storage/file-storage';
import type { UploadsDeps } from './uploads.deps';
import { contentTypeOfExtension } from './uploads-file-types.service';
import { findUpload, readUploadedPart, storeUpload } from './uploads.service';
import { acceptOneFile } from './uploads-multipart.service';
import { routeAuth } from '../../http/route-access';

/** POST /api/upload (multipart, field `file`) -> {filename}. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadsDeps> = async (app, deps) => {
  await acceptOneFile(app, { fileSize: deps.maxBytes });

  app.route({
    ...endpointRoute(uploadEndpoints.upload),
    config: { form: uploadForm },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const { bytes } = await readUploadedPart(request, deps.maxBytes);
      const filename = await storeUpload(deps, actor.userId, bytes);
      return reply.status(201).send({ filename });
    },
  });
};

/**
 * GET /media/{filename}: uploaded images (avatars, logos, images of docs), public by their
 * unguessable names; the storage's other files (a project's attached files, an import's upload)
 * are not media and are answered 404 here. Only the images we accepted are shown inline; anything
 * else would be a download, and no file can run a script.
 */
export const mediaRoutes: FastifyPluginAsyncZod<UploadsDeps> = async (app, deps) => {
  routeAuth(app, 'none');
  app.get(
    `${MEDIA_PREFIX}/:filename`,
    { schema: { params: z.object({ filename: z.string() }) } },
    async (request, reply) => {
      const { filename } = request.params;
      const upload = isStoredName(filename) ? await findUpload(deps.db, filename) : null;
      const file = upload && (await deps.storage.read(upload.filename));
      if (!file) return sendError(reply, 404, { detail: 'Not Found' });
      const extension = request.params.filename.split('.').pop() ?? '';
      const contentType = contentTypeOfExtension(extension);
      return reply
        .headers({
          'content-type': contentType ?? 'application/octet-stream',
          'content-length': String(file.size),
          'content-disposition': contentType ? 'inline' : 'attachment',
          'content-security-policy': "default-src 'none'; sandbox",
          'x-content-type-options': 'nosniff',
          'cache-control': 'public, max-age=31536000, immutable',
        })
        .send(file.stream);
    },
  );
};
