import { UNTITLED_DOC, routes, type ValidationIssue } from '@hangar/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { docs } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { loadViewer } from '../groups/groups.access';
import { listGroups, listProjects } from '../groups/groups.service';
import type { MemberContext } from '../workspaces/workspaces.access';

export interface LinkedDoc {
  id: number;
  projectId: number;
  title: string;
  url: string;
}

/**
 * The docs behind links (log attachments, important links) that a caller may see: in the
 * caller's workspace, in a project the caller can see. The others are left out.
 */
export async function visibleLinkedDocs(
  db: Database,
  context: MemberContext,
  docIds: number[],
): Promise<Map<number, LinkedDoc>> {
  if (docIds.length === 0) return new Map();
  const [rows, groups, projects, viewer] = await Promise.all([
    db
      .select()
      .from(docs)
      .where(and(inArray(docs.id, [...new Set(docIds)]), inUse(docs))),
    listGroups(db, context.workspaceId),
    listProjects(db, context.workspaceId),
    loadViewer(db, context),
  ]);
  const groupsById = new Map(groups.map((group) => [group.id, group]));
  const visibleProjects = new Set(
    projects
      .filter((project) => {
        const group = groupsById.get(project.groupId);
        return group && viewer.projectRight(group, project) !== null;
      })
      .map((project) => project.id),
  );
  return new Map(
    rows
      .filter(
        (row) => row.workspaceId === context.workspaceId && visibleProjects.has(row.projectId),
      )
      .map((row) => [
        row.id,
        {
          id: row.id,
          projectId: row.projectId,
          title: row.name || UNTITLED_DOC,
          url: routes.doc(context.workspaceId, row.projectId, row.id),
        },
      ]),
  );
}

/** Refuses links to docs the caller cannot see (or that do not exist), naming each one. */
export async function assertLinkableDocs(
  db: Database,
  context: MemberContext,
  links: { docId: number; loc: (string | number)[] }[],
): Promise<void> {
  const visible = await visibleLinkedDocs(
    db,
    context,
    links.map((link) => link.docId),
  );
  const issues: ValidationIssue[] = links
    .filter((link) => !visible.has(link.docId))
    .map((link) => ({ loc: link.loc, msg: 'This document does not exist' }));
  if (issues.length > 0) throw HttpError.validation(issues);
}
