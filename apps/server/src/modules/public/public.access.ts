import { SHARE_LINK_NOT_FOUND } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { findDoc } from '../docs/docs.access';
import type { DocRow } from '../docs/docs.repository';
import { findProject } from '../projects/projects.access';
import type { ProjectRow } from '../projects/projects.repository';
import { findDocByShareToken, findProjectByShareToken } from './public.repository';

/**
 * What a share token opens. A project token: the project while it is not archived, and its
 * docs that are not archived. A doc token: that one doc while neither it nor its project is
 * archived, and nothing else (not its children: docs/decisions.md).
 */
export type PublicScope =
  { mode: 'project'; project: ProjectRow } | { mode: 'doc'; project: ProjectRow; doc: DocRow };

const notFound = () => HttpError.notFound(SHARE_LINK_NOT_FOUND);

export async function resolveShareToken(db: Database, token: string): Promise<PublicScope> {
  const project = await findProjectByShareToken(db, token);
  if (project) {
    if (project.isArchived) throw notFound();
    return { mode: 'project', project };
  }
  const doc = await findDocByShareToken(db, token);
  if (!doc || doc.isArchived) throw notFound();
  const owner = await findProject(db, doc.workspaceId, doc.projectId);
  if (!owner || owner.isArchived) throw notFound();
  return { mode: 'doc', project: owner, doc };
}

/** A doc a share scope may open, or 404. */
export async function publicDoc(db: Database, scope: PublicScope, docId: number): Promise<DocRow> {
  if (scope.mode === 'doc') {
    if (scope.doc.id !== docId) throw notFound();
    return scope.doc;
  }
  const doc = await findDoc(db, scope.project.id, docId);
  if (!doc || doc.isArchived) throw notFound();
  return doc;
}

/** Logs, important links and the planning are for project links only. */
export function requireProjectScope(scope: PublicScope): ProjectRow {
  if (scope.mode !== 'project') throw notFound();
  return scope.project;
}
