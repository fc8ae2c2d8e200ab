import { routes, type DocLinkTarget } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { docLinkTargets, workspaceDocs } from '../docs/docs-links.service';
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
  // What the link opens: the one doc, or the project's docs but its archived ones.
  return docLinkTargets(ids, rows, (row) => {
    if (scope.mode === 'doc') {
      return scope.doc.id === row.id ? routes.publicDoc(scope.project.id, row.id, token) : null;
    }
    const covered = row.projectId === scope.project.id && !row.isArchived;
    return covered ? routes.publicProjectDoc(scope.project.id, row.id, token) : null;
  });
}
