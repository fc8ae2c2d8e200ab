import { docHistoryEndpoints } from '@hangar/contracts/endpoints/doc-history';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/endpoint-call';
import { docKeys } from '../queries';

/* Page history (docs/api.md "Page history"): a doc's versions, one of them, its restore. */

/** Page history sits under the doc's and the project's keys, so their invalidations reach it. */
const historyKeys = {
  versions: (workspaceId: number, projectId: number, docId: number) =>
    [...docKeys.detail(workspaceId, projectId, docId), 'versions'] as const,
  version: (workspaceId: number, projectId: number, docId: number, versionId: number) =>
    [...historyKeys.versions(workspaceId, projectId, docId), versionId] as const,
  activity: (workspaceId: number, projectId: number) =>
    [...docKeys.project(workspaceId, projectId), 'activity'] as const,
};

export function useDocVersions(workspaceId: number, projectId: number, docId: number) {
  return useQuery({
    queryKey: historyKeys.versions(workspaceId, projectId, docId),
    queryFn: ({ signal }) =>
      callEndpoint(docHistoryEndpoints.versions, {
        params: { projectId, docId },
        query: {},
        signal,
        workspaceId,
      }),
    staleTime: 0,
  });
}

export function docVersionQuery(
  workspaceId: number,
  projectId: number,
  docId: number,
  versionId: number,
) {
  return queryOptions({
    queryKey: historyKeys.version(workspaceId, projectId, docId, versionId),
    queryFn: ({ signal }) =>
      callEndpoint(docHistoryEndpoints.version, {
        params: { projectId, docId, versionId },
        signal,
        workspaceId,
      }),
    // A version never changes; retention only merges old days into their last version.
    staleTime: Infinity,
  });
}

export function useDocActivity(workspaceId: number, projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.activity(workspaceId, projectId),
    queryFn: ({ signal }) =>
      callEndpoint(docHistoryEndpoints.activity, {
        params: { projectId },
        query: {},
        signal,
        workspaceId,
      }),
    enabled,
  });
}

export function useRestoreDocVersion(workspaceId: number, projectId: number, docId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      callEndpoint(docHistoryEndpoints.restoreVersion, {
        params: { projectId, docId, versionId },
        workspaceId,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: historyKeys.versions(workspaceId, projectId, docId) }),
        client.invalidateQueries({ queryKey: historyKeys.activity(workspaceId, projectId) }),
      ]),
  });
}
