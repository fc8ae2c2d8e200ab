import { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import type {
  CreateGroupInput,
  Group,
  GroupFilter,
  GroupName,
  GroupTeam,
  TeamInvitesInput,
  TeamMemberUpdateInput,
  UpdateGroupInput,
} from '@hangar/contracts/groups';
import { callEndpoint, trashItem } from '../../api/endpoint-call';
import { callTeamMember, sendToItem } from '../../api/item-calls';

/**
 * The groups API (docs/api.md "Groups and projects"). Every call names its workspace, so an
 * answer always belongs to the workspace of its cache key.
 */

/** GET /groups/names?only=: the menu's list of groups. */
export function fetchGroupNames(
  workspaceId: number,
  only: GroupFilter,
  signal?: AbortSignal,
): Promise<GroupName[]> {
  return callEndpoint(groupEndpoints.names, { query: { only }, signal, workspaceId });
}

/** GET /groups?ids=: several groups at once (the groups list page). */
export function fetchGroups(
  workspaceId: number,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Group[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return callEndpoint(groupEndpoints.list, { query: { ids: ids.join(',') }, signal, workspaceId });
}

export function fetchGroup(workspaceId: number, groupId: number, signal?: AbortSignal) {
  return callEndpoint(groupEndpoints.read, { params: { id: groupId }, signal, workspaceId });
}

/** POST /groups: open to the workspace's members, who can view it, unless said otherwise. */
export async function createGroup(
  workspaceId: number,
  input: CreateGroupInput | string,
): Promise<number> {
  const body = typeof input === 'string' ? { name: input } : input;
  const { created_id } = await callEndpoint(groupEndpoints.create, { body, workspaceId });
  return created_id;
}

export function updateGroup(workspaceId: number, groupId: number, changes: UpdateGroupInput) {
  return sendToItem(groupEndpoints.update, workspaceId, groupId, changes);
}

/** PUT /groups/{id}/archive or /restore, with its projects or not. */
export async function setGroupArchived(
  workspaceId: number,
  groupId: number,
  archived: boolean,
  withProjects: boolean,
): Promise<void> {
  await callEndpoint(archived ? groupEndpoints.archive : groupEndpoints.restore, {
    params: { id: groupId },
    query: { with_projects: withProjects ? 'true' : 'false' },
    workspaceId,
  });
}

/** DELETE: the group goes to the trash with its projects; answers its trash entry. */
export function deleteGroup(workspaceId: number, groupId: number): Promise<number> {
  return trashItem(groupEndpoints.remove, { params: { id: groupId }, workspaceId });
}

export function fetchGroupTeam(
  workspaceId: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<GroupTeam> {
  return callEndpoint(groupEndpoints.team, { params: { id: groupId }, signal, workspaceId });
}

export function addToGroupTeam(
  workspaceId: number,
  groupId: number,
  invites: TeamInvitesInput['invites'],
): Promise<GroupTeam> {
  return sendToItem(groupEndpoints.addToTeam, workspaceId, groupId, { invites });
}

export function updateGroupTeamMember(
  workspaceId: number,
  groupId: number,
  userId: number,
  changes: TeamMemberUpdateInput,
): Promise<GroupTeam> {
  return callTeamMember(groupEndpoints.updateTeamMember, workspaceId, groupId, userId, changes);
}

export function removeFromGroupTeam(
  workspaceId: number,
  groupId: number,
  userId: number,
): Promise<GroupTeam> {
  return callTeamMember(groupEndpoints.removeFromTeam, workspaceId, groupId, userId);
}
