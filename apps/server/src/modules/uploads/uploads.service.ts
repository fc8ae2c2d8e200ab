import { randomBytes } from 'node:crypto';
import { UPLOAD_FIELD } from '@hangar/contracts';
import { fileTooLargeMessage } from '@hangar/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { FileStorage } from '../../storage/file-storage';
import { detectImageType, imageProblem, UNSUPPORTED_FILE } from './uploads-file-types.service';
import { insertUpload } from './uploads.repository';
import { isClientError, MALFORMED_UPLOAD, requireMultipart } from './uploads-multipart.service';

export { findUpload } from './uploads.repository';

export function fileTooLarge(maxBytes: number): HttpError {
  return HttpError.simple(413, fileTooLargeMessage(maxBytes));
}

/** What an image is, and a new random name for it; 415 for anything but an image we take. */
function imageOf(bytes: Buffer): { filename: string; contentType: string } {
  const type = detectImageType(bytes);
  if (!type) throw HttpError.simple(415, UNSUPPORTED_FILE);
  return {
    filename: `${randomBytes(16).toString('hex')}.${type.extension}`,
    contentType: type.contentType,
  };
}

/** The name an image will be stored under (`storeUpload`), known before it is stored. */
export const newUploadName = (bytes: Buffer) => imageOf(bytes).filename;

/**
 * Stores an uploaded image under a new random name (or the one `newUploadName` gave it), after
 * checking what it really is.
 */
export async function storeUpload(
  deps: { db: Database; storage: FileStorage; maxBytes: number },
  userId: number,
  bytes: Buffer,
  name?: string,
): Promise<string> {
  if (bytes.length > deps.maxBytes) throw fileTooLarge(deps.maxBytes);
  if (bytes.length === 0) throw HttpError.simple(422, 'The file is empty.');
  const type = imageOf(bytes);
  const problem = imageProblem(bytes);
  if (problem) throw HttpError.simple(422, problem);
  const filename = name ?? type.filename;
  await deps.storage.write(filename, bytes);
  try {
    await insertUpload(deps.db, {
      filename,
      contentType: type.contentType,
      size: bytes.length,
      userId,
    });
  } catch (error) {
    await deps.storage.remove(filename);
    throw error;
  }
  return filename;
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
  requireMultipart(request);
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
