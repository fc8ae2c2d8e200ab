import type { GroupFilter } from '@hangar/contracts/groups';
import { queryOptions } from '@tanstack/react-query';
import { fetchGroupNames } from './groups-api';

export const groupKeys = {
  /** Everything cached about the groups of a workspace. */
  all: (workspaceId: number) => ['workspaces', workspaceId, 'groups'] as const,
  names: (workspaceId: number, only: GroupFilter) =>
    ['workspaces', workspaceId, 'groups', 'names', only] as const,
};

/** The group names of the main side menu. */
export function groupNamesQuery(workspaceId: number, only: GroupFilter = 'active') {
  return queryOptions({
    queryKey: groupKeys.names(workspaceId, only),
    queryFn: ({ signal }) => fetchGroupNames(workspaceId, only, signal),
  });
}
