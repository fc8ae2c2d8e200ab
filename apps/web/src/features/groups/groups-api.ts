import { createdResponse, successResponse } from '@hangar/contracts/http';
import {
  group,
  groupTeam,
  type CreateGroupInput,
  type Group,
  type GroupFilter,
  type GroupName,
  type GroupTeam,
  type TeamInvitesInput,
  type TeamMemberUpdateInput,
  type UpdateGroupInput,
} from '@hangar/contracts/groups';
import { apiCall } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-call';
import { groupEndpoints } from '@hangar/contracts/endpoints/groups';

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
  const { created_id } = await apiCall('/groups', createdResponse, {
    method: 'POST',
    body,
    workspaceId,
  });
  return created_id;
}

export function updateGroup(workspaceId: number, groupId: number, changes: UpdateGroupInput) {
  return apiCall(`/groups/${groupId}`, group, { method: 'PUT', body: changes, workspaceId });
}

/** PUT /groups/{id}/archive or /restore, with its projects or not. */
export async function setGroupArchived(
  workspaceId: number,
  groupId: number,
  archived: boolean,
  withProjects: boolean,
): Promise<void> {
  await apiCall(`/groups/${groupId}/${archived ? 'archive' : 'restore'}`, successResponse, {
    method: 'PUT',
    query: { with_projects: withProjects },
    workspaceId,
  });
}

export async function deleteGroup(workspaceId: number, groupId: number): Promise<void> {
  await apiCall(`/groups/${groupId}`, successResponse, { method: 'DELETE', workspaceId });
}

export function fetchGroupTeam(
  workspaceId: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<GroupTeam> {
  return apiCall(`/groups/${groupId}/team`, groupTeam, { signal, workspaceId });
}

export function addToGroupTeam(
  workspaceId: number,
  groupId: number,
  invites: TeamInvitesInput['invites'],
): Promise<GroupTeam> {
  return apiCall(`/groups/${groupId}/team`, groupTeam, {
    method: 'POST',
    body: { invites },
    workspaceId,
  });
}

export function updateGroupTeamMember(
  workspaceId: number,
  groupId: number,
  userId: number,
  changes: TeamMemberUpdateInput,
): Promise<GroupTeam> {
  return apiCall(`/groups/${groupId}/team/${userId}`, groupTeam, {
    method: 'PUT',
    body: changes,
    workspaceId,
  });
}

export function removeFromGroupTeam(
  workspaceId: number,
  groupId: number,
  userId: number,
): Promise<GroupTeam> {
  return apiCall(`/groups/${groupId}/team/${userId}`, groupTeam, {
    method: 'DELETE',
    workspaceId,
  });
}
