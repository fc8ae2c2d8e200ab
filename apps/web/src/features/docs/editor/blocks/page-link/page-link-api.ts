import { docBacklinks, docLinkTargets, type DocLinkTarget } from '@hangar/contracts/doc-links';
import { apiCall } from '../../../../../api/client';

/**
 * Where page links are read: a member's workspace (their rights decide what each link shows),
 * or a share link's token (a visitor sees the titles of the docs the link opens).
 */
export type PageLinkScope =
  { kind: 'workspace'; workspaceId: number } | { kind: 'public'; token: string };

export function fetchDocLinkTargets(scope: PageLinkScope, ids: number[]): Promise<DocLinkTarget[]> {
  const query = { ids: ids.join(',') };
  if (scope.kind === 'public') {
    const path = `/public/${encodeURIComponent(scope.token)}/doc-links`;
    return apiCall(path, docLinkTargets, { query, withoutWorkspace: true, accessToken: null });
  }
  return apiCall('/doc-links', docLinkTargets, { query, workspaceId: scope.workspaceId });
}

export function fetchBacklinks(workspaceId: number, projectId: number, docId: number) {
  return apiCall(`/projects/${projectId}/docs/${docId}/backlinks`, docBacklinks, { workspaceId });
}
