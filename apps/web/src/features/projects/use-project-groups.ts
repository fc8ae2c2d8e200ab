import { useQuery } from '@tanstack/react-query';
import { groupNamesQuery, groupsQuery } from '../groups/queries';

/**
 * The active groups the user may add a project to (or move one into): those where the server
 * gave them the edit right. `pending` until the groups are known.
 */
export function useGroupsForProjects(workspaceId: number) {
  const names = useQuery(groupNamesQuery(workspaceId, 'active'));
  const ids = (names.data ?? []).map((group) => group.id);
  const groups = useQuery({ ...groupsQuery(workspaceId, ids), enabled: names.isSuccess });
  const editable = (groups.data ?? []).filter((group) => group.abilities.createProject);
  return { groups: editable, pending: names.isPending || (ids.length > 0 && groups.isPending) };
}
