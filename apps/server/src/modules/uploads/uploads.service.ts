import { randomBytes } from 'node:crypto';
import { fileTooLargeMessage } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { FileStorage } from '../../storage/file-storage';
import { detectImageType, UNSUPPORTED_FILE } from './file-types';
import { insertUpload } from './uploads.repository';

export function fileTooLarge(maxBytes: number): HttpError {
  return HttpError.simple(413, fileTooLargeMessage(maxBytes));
}

/** Stores an uploaded image under a new random name, after checking what it really is. */
export async function storeUpload(
  deps: { db: Database; storage: FileStorage; maxBytes: number },
  userId: number,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length > deps.maxBytes) throw fileTooLarge(deps.maxBytes);
  if (bytes.length === 0) throw HttpError.simple(422, 'The file is empty.');
  const type = detectImageType(bytes);
  if (!type) throw HttpError.simple(415, UNSUPPORTED_FILE);
  const filename = `${randomBytes(16).toString('hex')}.${type.extension}`;
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
