import {
  DOC_IMPORT_FILE_FIELD,
  DOC_IMPORT_PARENT_FIELD,
  docImportForm,
  numericId,
} from '@hangar/contracts';
import { docImportEndpoints } from '@hangar/contracts/endpoints/doc-import';
import { DOC_IMPORT_LIMITS, fileTooLargeMessage } from '@hangar/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route';
import { HttpError } from '../../http/errors';
import {
  acceptOneFile,
  isClientError,
  MALFORMED_UPLOAD,
  requireMultipart,
} from '../uploads/uploads-multipart.service';
import { membersOnly } from '../workspaces/workspaces.access';
import { allowImport, importDocs, type ImportUpload } from './docs-import.service';
import { readImportJob, startImportJob } from './docs-import-jobs';
import type { DocsImportDeps } from './docs.deps';

const tooLarge = () => HttpError.simple(413, fileTooLargeMessage(DOC_IMPORT_LIMITS.maxFileBytes));

/**
 * A file part's bytes, copied chunk by chunk as they arrive into one buffer sized from the
 * request's length (grown when a chunk does not fit: what counts is what arrives), so no large
 * copy of the whole file holds the event loop at its end, and the buffer can be handed to a
 * worker thread as it is.
 */
async function fileBytes(file: AsyncIterable<Buffer>, sizeHint: number): Promise<Buffer> {
  let buffer = Buffer.allocUnsafeSlow(sizeHint);
  let length = 0;
  for await (const chunk of file) {
    if (length + chunk.length > buffer.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(buffer.length * 2, length + chunk.length));
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    chunk.copy(buffer, length);
    length += chunk.length;
  }
  return buffer.subarray(0, length);
}

/** What the request says it brings, within the upload limit: where the file's buffer starts. */
function sizeHintOf(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  const fallback = 1024 * 1024;
  return Math.min(
    Number.isSafeInteger(declared) && declared > 0 ? declared : fallback,
    DOC_IMPORT_LIMITS.maxFileBytes,
  );
}

/**
 * The form's file and parent, read whole before anything is stored; the parts come in any order.
 * A body cut short or without its boundary is the client's: a 400.
 */
async function readImportForm(request: FastifyRequest): Promise<ImportUpload> {
  let file: { filename: string; bytes: Buffer } | null = null;
  let parent: string | null = null;
  requireMultipart(request);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await fileBytes(part.file, sizeHintOf(request)).catch((error: unknown) => {
          if (part.file.truncated) throw tooLarge();
          throw error;
        });
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === DOC_IMPORT_FILE_FIELD) file = { filename: part.filename, bytes };
      } else if (part.fieldname === DOC_IMPORT_PARENT_FIELD) {
        parent = part.valueTruncated ? '' : String(part.value);
      }
    }
  } catch (error) {
    if (isClientError(error)) throw error;
    throw HttpError.simple(400, MALFORMED_UPLOAD);
  }
  if (!file) {
    throw HttpError.validation([
      { loc: ['body', DOC_IMPORT_FILE_FIELD], msg: 'This field is required' },
    ]);
  }
  let parentId: number | null = null;
  if (parent !== null && parent !== '') {
    const parsed = numericId.safeParse(parent);
    if (!parsed.success) {
      throw HttpError.validation([{ loc: ['body', DOC_IMPORT_PARENT_FIELD], msg: 'Invalid id' }]);
    }
    parentId = parsed.data;
  }
  return { ...file, parentId };
}

/**
 * POST .../docs/import (multipart: `file`, `parent_id`): Markdown files (or another tool's export)
 * become docs; POST .../docs/imports does the same as a job, read with GET .../imports/{id}.
 */
export const docsImportRoutes: FastifyPluginAsyncZod<DocsImportDeps> = async (app, deps) => {
  await acceptOneFile(app, { fileSize: DOC_IMPORT_LIMITS.maxFileBytes, fieldSize: 100 });
  membersOnly(app);

  app.route({
    ...endpointRoute(docImportEndpoints.import),
    config: { form: docImportForm },
    handler: async (request, reply) => {
      const { caller, params } = request;
      const access = await allowImport(deps, caller, params.projectId);
      // Before the upload is read: a refused import costs the server next to nothing.
      await deps.rateLimiter.consume(deps.rateLimits.importsPerUser, String(caller.actor.userId));
      const upload = await readImportForm(request);
      const report = await importDocs(deps, { caller, access, upload });
      return reply.status(201).send(report);
    },
  });

  app.route({
    ...endpointRoute(docImportEndpoints.startJob),
    config: { form: docImportForm },
    handler: async (request, reply) => {
      const { caller, params } = request;
      await allowImport(deps, caller, params.projectId);
      await deps.rateLimiter.consume(deps.rateLimits.importsPerUser, String(caller.actor.userId));
      const upload = await readImportForm(request);
      const job = await startImportJob(deps, { caller, projectId: params.projectId, upload });
      return reply.status(202).send(job);
    },
  });

  app.route({
    ...endpointRoute(docImportEndpoints.readJob),
    handler: async (request) => {
      const { caller, params } = request;
      return readImportJob(deps, caller, params);
    },
  });
};
