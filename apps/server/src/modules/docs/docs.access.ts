import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { projectAccessOf, requireProject, type ProjectCall } from '../projects/projects.access';
import { NOT_ALLOWED } from '../shared/authorize';
import { findDocAccess } from './docs.repository';

export const DOC_NOT_FOUND = 'Doc not found';
export { NOT_ALLOWED };

/** A call about one doc of a project. */
export interface DocCall extends ProjectCall {
  docId: number;
}

/** A doc of a project the caller can see, loaded through that project, or 404. */
export async function requireDoc(db: Database, { caller, projectId, docId }: DocCall) {
  const { workspaceId, actor } = caller;
  const key = { workspaceId, projectId, docId, userId: actor.userId };
  const found = await findDocAccess(db, key);
  if (!found) {
    await requireProject(db, caller, projectId); // says which of the two is missing
    throw HttpError.notFound(DOC_NOT_FOUND);
  }
  return { ...projectAccessOf(caller, found), doc: found.doc };
}
