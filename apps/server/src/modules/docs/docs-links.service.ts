import { routes, UNTITLED_DOC, type DocBacklink, type DocLinkTarget } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { visibleItems } from '../groups/groups-visible-items.service';
import type { MemberCall } from '../workspaces/workspaces.access';
import { listDocsLinkingTo, workspaceDocs } from './docs-links.repository';
import { requireDoc, type DocCall } from './docs.access';

export { workspaceDocs } from './docs-links.repository';

const hidden = (id: number, state: 'restricted' | 'deleted'): DocLinkTarget => ({
  id,
  state,
  title: null,
  emoji: null,
  project_id: null,
  url: null,
});

/**
 * GET /doc-links?ids=: what each page link to these docs shows the caller: the current title and
 * address of a doc of a project they may see; `restricted` for another doc of the workspace (its
 * title is not told); `deleted` for a doc that is gone or not of this workspace.
 */
export async function resolveDocLinks(
  db: Database,
  { caller }: MemberCall,
  ids: number[],
): Promise<DocLinkTarget[]> {
  const [rows, scope] = await Promise.all([
    workspaceDocs(db, caller.workspaceId, ids),
    visibleItems(db, { caller }),
  ]);
  return docLinkTargets(ids, rows, (row) =>
    scope.projectsById.has(row.projectId)
      ? routes.doc(caller.workspaceId, row.projectId, row.id)
      : null,
  );
}

type LinkedDocRow = Awaited<ReturnType<typeof workspaceDocs>>[number];

/**
 * What a page link to each of `ids` shows, given the docs of the workspace found among them:
 * `urlOf` is the address a doc the reader may open has, null when the reader may not (`restricted`).
 */
export function docLinkTargets(
  ids: number[],
  rows: LinkedDocRow[],
  urlOf: (row: LinkedDocRow) => string | null,
): DocLinkTarget[] {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = found.get(id);
    if (!row) return hidden(id, 'deleted');
    const url = urlOf(row);
    if (url === null) return hidden(id, 'restricted');
    return {
      id,
      state: 'visible',
      title: row.name || UNTITLED_DOC,
      emoji: row.emoji,
      project_id: row.projectId,
      url,
    };
  });
}

/**
 * GET .../docs/{docId}/backlinks: the docs whose content links to this one ("Linked from"), of
 * the projects the caller may see, archived ones left out, by title.
 */
export async function docBacklinks(db: Database, call: DocCall): Promise<DocBacklink[]> {
  const { doc } = await requireDoc(db, call);
  const [sources, scope] = await Promise.all([
    listDocsLinkingTo(db, doc.id),
    visibleItems(db, { caller: call.caller }),
  ]);
  return sources.flatMap((source) => {
    const project = scope.projectsById.get(source.projectId);
    if (source.workspaceId !== call.caller.workspaceId || !project || source.isArchived) return [];
    return [
      {
        id: source.id,
        title: source.name || UNTITLED_DOC,
        emoji: source.emoji,
        project_id: project.id,
        project_name: project.name,
        url: routes.doc(call.caller.workspaceId, project.id, source.id),
      },
    ];
  });
}
