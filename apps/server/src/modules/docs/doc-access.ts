import { canEditDoc, type Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { requireProject } from '../groups/access';
import type { MemberContext } from '../workspaces/workspace-access';
import { findDoc, type DocRow } from './docs.repository';

export const DOC_NOT_FOUND = 'Doc not found';
export const NOT_ALLOWED = 'You do not have the right to do this';

/** A doc of a project the caller can see, loaded through that project, or 404. */
export async function requireDoc(
  db: Database,
  context: MemberContext,
  projectId: number,
  docId: number,
) {
  const access = await requireProject(db, context, projectId);
  const doc = await findDoc(db, access.project.id, docId);
  if (!doc) throw HttpError.notFound(DOC_NOT_FOUND);
  return { ...access, doc };
}

export function assertCanEditDoc(context: MemberContext, right: Right, doc: DocRow): void {
  if (!canEditDoc(context.member.role, right, { is_locked: doc.isLocked })) {
    throw HttpError.forbidden(NOT_ALLOWED);
  }
}
