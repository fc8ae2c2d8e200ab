import type { GroupFilter } from '@hangar/contracts/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchGroup, fetchGroupNames, fetchGroups, fetchGroupTeam } from './groups-api';
import { useRouteId } from '../../api/live-screen';
import { keyedInvalidation, keyedQuery } from '../../api/keyed-query';

/**
 * Everything about the groups of a workspace sits under ['workspaces', id, 'groups']: a live
 * event or a change reloads it all with one invalidation (the lists are short).
 */
export const groupKeys = {
  all: (workspaceId: number) => ['workspaces', workspaceId, 'groups'] as const,
  names: (workspaceId: number, only: GroupFilter) =>
    ['workspaces', workspaceId, 'groups', 'names', only] as const,
  many: (workspaceId: number, ids: readonly number[]) =>
    ['workspaces', workspaceId, 'groups', 'many', ids.join(',')] as const,
  detail: (workspaceId: number, groupId: number) =>
    ['workspaces', workspaceId, 'groups', 'detail', groupId] as const,
  team: (workspaceId: number, groupId: number) =>
    ['workspaces', workspaceId, 'groups', 'team', groupId] as const,
};

/** The group names of the main side menu, by its filter. */
export function groupNamesQuery(workspaceId: number, only: GroupFilter = 'active') {
  return queryOptions({
    queryKey: groupKeys.names(workspaceId, only),
    queryFn: ({ signal }) => fetchGroupNames(workspaceId, only, signal),
  });
}

/** Several groups with their rights, team and projects ids (GET /groups?ids=). */
export const groupsQuery = keyedQuery(groupKeys.many, fetchGroups);

/** One group as the user sees it: its `abilities` decide what the user may do with it. */
export const groupQuery = keyedQuery(groupKeys.detail, fetchGroup);

export const groupTeamQuery = keyedQuery(groupKeys.team, fetchGroupTeam);

/** The group id of the route (`.../group/:groupid`), which its loader checked. */
export function useGroupId(): number {
  return useRouteId('groupid');
}

/** The group of the route (its loader fetched it before the page rendered). */
export function useGroup(workspaceId: number, groupId: number) {
  return useQuery(groupQuery(workspaceId, groupId)).data;
}

/** After a change to groups (here or live): every group list and detail reloads. */
export const invalidateGroups = keyedInvalidation(groupKeys.all);
