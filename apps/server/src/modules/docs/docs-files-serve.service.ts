import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestedRange } from '../../http/byte-ranges';
import { contentDisposition } from '../../http/content-disposition';
import type { FileStorage } from '../../storage/file-storage';
import { FILE_NOT_FOUND } from './docs-files.service';
import type { DocFileRow } from './docs-files.repository';
import { servedInline } from './docs-file-kinds';
import { HttpError } from '../../http/errors';

/**
 * Sends a doc's file: inline only for the types a browser shows safely (PDF, images, audio,
 * video we recognised by their bytes), a download for everything else; never sniffed, never able
 * to run a script in our origin, and kept by the reader's browser alone. A `Range` asks for part
 * of it (206), as audio and video players do to seek.
 */
export async function sendDocFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  row: DocFileRow,
): Promise<FastifyReply> {
  const file = await storage.read(row.filename, (size) =>
    requestedRange(request.headers.range, size),
  );
  if (!file) throw HttpError.notFound(FILE_NOT_FOUND);
  const disposition = servedInline(row.contentType) ? 'inline' : 'attachment';
  const { range } = file;
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  }
  return reply
    .headers({
      'content-type': row.contentType,
      'content-length': String(range ? range.end - range.start + 1 : file.size),
      'accept-ranges': 'bytes',
      'content-disposition': contentDisposition(disposition, row.name),
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
    })
    .send(file.stream);
}
