import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '../projects/queries';
import { groupKeys } from '../groups/queries';

/**
 * Marks the groups and projects of a workspace stale without refetching them yet: the loader of
 * the page the user goes to next asks again, instead of showing what was true before.
 */
export function markGroupsAndProjectsStale(queryClient: QueryClient, workspaceId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.all(workspaceId), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all(workspaceId), refetchType: 'none' }),
  ]);
}

/** A group or a project changed: every list, detail and team of both reloads (those on screen now). */
export function invalidateGroupsAndProjects(queryClient: QueryClient, workspaceId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.all(workspaceId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all(workspaceId) }),
  ]);
}
