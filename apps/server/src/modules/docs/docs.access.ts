import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { requireProject, type ProjectCall } from '../projects/projects.access';
import { NOT_ALLOWED } from '../shared/authorize';
import { findDoc } from './docs.repository';

export const DOC_NOT_FOUND = 'Doc not found';
export { NOT_ALLOWED };

/** A call about one doc of a project. */
export interface DocCall extends ProjectCall {
  docId: number;
}

/** A doc of a project the caller can see, loaded through that project, or 404. */
export async function requireDoc(db: Database, { caller, projectId, docId }: DocCall) {
  const access = await requireProject(db, caller, projectId);
  const doc = await findDoc(db, access.project.id, docId);
  if (!doc) throw HttpError.notFound(DOC_NOT_FOUND);
  return { ...access, doc };
}
