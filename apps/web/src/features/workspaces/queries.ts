import type { PersonalWorkspaceEntry } from '@hangar/contracts/workspaces';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchTeam, fetchWorkspace, fetchWorkspaces } from './workspaces-api';
import { useRouteId } from '../../api/live-screen';
import { keyedQuery } from '../../api/keyed-query';

/**
 * Cache keys: everything about one workspace sits under ['workspaces', id], so invalidating
 * that prefix reloads the workspace, its team, its groups and its projects at once.
 */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: ['workspaces', 'list'] as const,
  one: (workspaceId: number) => ['workspaces', workspaceId] as const,
  current: (workspaceId: number) => ['workspaces', workspaceId, 'current'] as const,
  team: (workspaceId: number) => ['workspaces', workspaceId, 'team'] as const,
};

/** GET /workspaces: the user's entries, accepted and pending. */
export const workspacesQuery = queryOptions({
  queryKey: workspaceKeys.list,
  queryFn: ({ signal }) => fetchWorkspaces(signal),
});

/** GET /workspaces/c: the workspace with the user's role in it. */
export const workspaceQuery = keyedQuery(workspaceKeys.current, fetchWorkspace);

/** GET /workspaces/c/team: members and pending invitations. */
export const teamQuery = keyedQuery(workspaceKeys.team, fetchTeam);

/** The workspaces the user belongs to: invitations not accepted yet are not theirs. */
export function acceptedWorkspaces(entries: readonly PersonalWorkspaceEntry[]) {
  return entries.filter((entry) => !entry.pending_invite);
}

/** The user menu's order (SPEC.md section 3): the current workspace first, then by name. */
export function menuOrder(
  entries: readonly PersonalWorkspaceEntry[],
  currentId: number | null,
): PersonalWorkspaceEntry[] {
  return [...entries].sort((a, b) => {
    if (a.workspace.id === currentId) return -1;
    if (b.workspace.id === currentId) return 1;
    return a.workspace.name.localeCompare(b.workspace.name);
  });
}

/** The workspace id of the route (`/workspace/:wsid/...`), which its loader checked. */
export function useWorkspaceId(): number {
  return useRouteId('wsid');
}

/** The current workspace (its loader fetched it before the page rendered). */
export function useWorkspace(workspaceId: number) {
  return useQuery(workspaceQuery(workspaceId)).data;
}

export function useWorkspaces() {
  return useQuery(workspacesQuery).data;
}

/** The seat count changed (invitations, removals): the workspace and the list reload. */
export function invalidateSeats(queryClient: QueryClient, workspaceId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) }),
  ]);
}

/** After a change to workspaces (created, joined, left): the list and that workspace reload. */
export function invalidateWorkspace(queryClient: QueryClient, workspaceId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.one(workspaceId) }),
  ]);
}
