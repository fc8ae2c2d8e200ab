import multipart from '@fastify/multipart';
import { MEDIA_PREFIX, UPLOAD_FIELD, uploadForm } from '@hangar/contracts';
import { uploadEndpoints } from '@hangar/contracts/endpoints/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireActor } from '../../http/auth';
import { endpointRoute } from '../../http/endpoint-route';
import { HttpError, sendError } from '../../http/errors';
import type { FileStorage } from '../../storage/file-storage';
import { contentTypeOfExtension } from './uploads-file-types';
import { fileTooLarge, storeUpload } from './uploads.service';
import { routeAuth } from '../../http/route-access';

export interface UploadsDeps {
  db: Database;
  storage: FileStorage;
  maxBytes: number;
}

const MALFORMED_UPLOAD = 'The upload was cut off or malformed; send the file again.';

/** A 4xx of our own or of the multipart parser (its limits), which already says what went wrong. */
function isClientError(error: unknown): boolean {
  if (error instanceof HttpError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The bytes of the `file` field and the name it was sent with, read whole before anything is
 * stored. The body comes from the client alone, so any other failure to parse it (cut before its
 * closing boundary, no boundary, a broken part header) is the client's: a 400, not a 500.
 */
export async function readUploadedPart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; name: string }> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== UPLOAD_FIELD) {
      throw HttpError.validation([{ loc: ['body', UPLOAD_FIELD], msg: 'This field is required' }]);
    }
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if (part.file.truncated) throw fileTooLarge(maxBytes);
      throw error;
    });
    if (part.file.truncated) throw fileTooLarge(maxBytes);
    return { bytes, name: part.filename };
  } catch (error) {
    if (isClientError(error)) throw error;
    throw HttpError.simple(400, MALFORMED_UPLOAD);
  }
}

/** POST /api/upload (multipart, field `file`) -> {filename}. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadsDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { fileSize: deps.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  app.route({
    ...endpointRoute(uploadEndpoints.upload),
    config: { form: uploadForm },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      if (!request.isMultipart()) {
        throw HttpError.simple(415, 'Send the file as multipart/form-data.');
      }
      const { bytes } = await readUploadedPart(request, deps.maxBytes);
      const filename = await storeUpload(deps, actor.userId, bytes);
      return reply.status(201).send({ filename });
    },
  });
};

/**
 * GET /media/{filename}: uploaded files, public by their unguessable names. Only the images we
 * accepted are shown inline; anything else would be a download, and no file can run a script.
 */
export const mediaRoutes: FastifyPluginAsyncZod<UploadsDeps> = async (app, deps) => {
  routeAuth(app, 'none');
  app.get(
    `${MEDIA_PREFIX}/:filename`,
    { schema: { params: z.object({ filename: z.string() }) } },
    async (request, reply) => {
      const file = await deps.storage.read(request.params.filename);
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
