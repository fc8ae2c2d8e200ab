import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { docKeys } from '../queries';
import {
  fetchDocActivity,
  fetchDocVersion,
  fetchDocVersions,
  restoreDocVersion,
} from './history-api';

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
    queryFn: ({ signal }) => fetchDocVersions(workspaceId, projectId, docId, signal),
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
    queryFn: ({ signal }) => fetchDocVersion(workspaceId, projectId, docId, versionId, signal),
    // A version never changes; retention only merges old days into their last version.
    staleTime: Infinity,
  });
}

export function useDocActivity(workspaceId: number, projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.activity(workspaceId, projectId),
    queryFn: ({ signal }) => fetchDocActivity(workspaceId, projectId, signal),
    enabled,
  });
}

export function useRestoreDocVersion(workspaceId: number, projectId: number, docId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => restoreDocVersion(workspaceId, projectId, docId, versionId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: historyKeys.versions(workspaceId, projectId, docId) }),
        client.invalidateQueries({ queryKey: historyKeys.activity(workspaceId, projectId) }),
      ]),
  });
}
