import type { DocLinkTarget } from '@hangar/contracts/doc-links';
import { docLinkEndpoints } from '@hangar/contracts/endpoints/doc-links';
import { publicEndpoints } from '@hangar/contracts/endpoints/public';
import { callEndpoint } from '../../../../../api/endpoint-call';

/**
 * Where page links are read: a member's workspace (their rights decide what each link shows),
 * or a share link's token (a visitor sees the titles of the docs the link opens).
 */
export type PageLinkScope =
  { kind: 'workspace'; workspaceId: number } | { kind: 'public'; token: string };

export function fetchDocLinkTargets(scope: PageLinkScope, ids: number[]): Promise<DocLinkTarget[]> {
  const query = { ids: ids.join(',') };
  if (scope.kind === 'public') {
    return callEndpoint(publicEndpoints.docLinks, {
      params: { token: scope.token },
      query,
      withoutWorkspace: true,
      accessToken: null,
    });
  }
  return callEndpoint(docLinkEndpoints.targets, { query, workspaceId: scope.workspaceId });
}

export function fetchBacklinks(workspaceId: number, projectId: number, docId: number) {
  return callEndpoint(docLinkEndpoints.backlinks, { params: { projectId, docId }, workspaceId });
}
