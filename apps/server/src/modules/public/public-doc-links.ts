import { routes, UNTITLED_DOC, type DocLinkTarget } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { workspaceDocs } from '../docs/docs-links.repository';
import type { PublicScope } from './public.access';

/**
 * GET /public/{token}/doc-links?ids=: a page link on a share page shows the title of a doc the
 * link covers (the project's active docs, or the one shared doc), with its public address;
 * `restricted` for any other doc of the workspace, `deleted` for one that is gone.
 */
export async function publicDocLinks(
  db: Database,
  scope: PublicScope,
  token: string,
  ids: number[],
): Promise<DocLinkTarget[]> {
  const rows = await workspaceDocs(db, scope.project.workspaceId, ids);
  const found = new Map(rows.map((row) => [row.id, row]));
  // What the link opens: the one doc, or the project's docs but its archived ones.
  const covered = new Set(
    rows
      .filter((row) =>
        scope.mode === 'doc'
          ? scope.doc.id === row.id
          : row.projectId === scope.project.id && !row.isArchived,
      )
      .map((row) => row.id),
  );
  return ids.map((id) => {
    const row = found.get(id);
    if (!row || !covered.has(id)) {
      const state = row ? 'restricted' : 'deleted';
      return { id, state, title: null, emoji: null, project_id: null, url: null };
    }
    const url =
      scope.mode === 'doc'
        ? routes.publicDoc(scope.project.id, id, token)
        : routes.publicProjectDoc(scope.project.id, id, token);
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
