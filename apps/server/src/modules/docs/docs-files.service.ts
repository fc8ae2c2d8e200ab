import { randomBytes } from 'node:crypto';
import { docFileUrl, type DocFile } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { DocFilesDeps } from './docs.deps';
import { requireProject, requireProjectFor } from '../projects/projects.access';
import { fileTooLarge } from '../uploads/uploads.service';
import type { MemberContext } from '../workspaces/workspaces.access';
import { detectFileKind } from './docs-file-kinds';
import { findDocFile, insertDocFile, type DocFileRow } from './docs-files.repository';

export { findDocFile } from './docs-files.repository';

export const FILE_NOT_FOUND = 'File not found';
const MAX_NAME_LENGTH = 255;

/** The name people see: what the browser sent, without its folders or control characters. */
function displayName(sent: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, MAX_NAME_LENGTH) || 'file';
}

function presentDocFile(row: DocFileRow): DocFile {
  return {
    id: row.id,
    url: docFileUrl(row.projectId, row.filename),
    name: row.name,
    size: row.size,
    content_type: row.contentType,
  };
}

/** 403 unless the caller may add to the project's docs (an editor of a project not archived). */
export async function allowAttach(db: Database, caller: MemberContext, projectId: number) {
  return requireProjectFor(db, caller, projectId, 'create');
}

/** A file about to be stored for a project's docs: its new random name and its judged type. */
export interface PreparedDocFile {
  filename: string;
  name: string;
  contentType: string;
  size: number;
}

/** Names a file to store (random, with an extension of ours) and judges its type by its bytes. */
export function prepareDocFile(bytes: Buffer, sentName: string): PreparedDocFile {
  const kind = detectFileKind(bytes, sentName);
  return {
    filename: `${randomBytes(16).toString('hex')}.${kind.extension}`,
    name: displayName(sentName),
    contentType: kind.contentType,
    size: bytes.length,
  };
}

/** Stores a prepared file and its row; the bytes go again if the row cannot be written. */
export async function storeDocFile(
  deps: DocFilesDeps,
  place: { workspaceId: number; projectId: number; userId: number },
  file: PreparedDocFile,
  bytes: Buffer,
): Promise<DocFile> {
  await deps.storage.write(file.filename, bytes);
  try {
    return presentDocFile(await insertDocFile(deps.db, { ...place, ...file }));
  } catch (error) {
    await deps.storage.remove(file.filename);
    throw error;
  }
}

/** Stores a file for a project's docs under a new random name, its type judged by its bytes. */
export async function attachFile(
  deps: DocFilesDeps,
  place: { workspaceId: number; projectId: number; userId: number },
  upload: { bytes: Buffer; name: string },
): Promise<DocFile> {
  const { bytes } = upload;
  if (bytes.length > deps.maxBytes) throw fileTooLarge(deps.maxBytes);
  if (bytes.length === 0) throw HttpError.simple(422, 'The file is empty.');
  return storeDocFile(deps, place, prepareDocFile(bytes, upload.name), bytes);
}

/**
 * A file of a project the caller can see, or 404: the same answer whether the file is missing or
 * the project is hidden from the caller, so its address alone tells nothing.
 */
export async function readableFile(
  db: Database,
  caller: MemberContext,
  key: { projectId: number; filename: string },
): Promise<DocFileRow> {
  const row = await findDocFile(db, { ...key, workspaceId: caller.workspaceId });
  if (!row) throw HttpError.notFound(FILE_NOT_FOUND);
  try {
    await requireProject(db, caller, key.projectId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      throw HttpError.notFound(FILE_NOT_FOUND);
    }
    throw error;
  }
  return row;
}
