import { createdResponse } from '@hangar/contracts/http';
import {
  acceptInviteResponse,
  personalWorkspaceEntry,
  personalWorkspaceList,
  workspace,
  workspaceTeam,
  type AcceptInviteResponse,
  type InviteInput,
  type PersonalSettingsInput,
  type PersonalWorkspaceEntry,
  type UpdateWorkspaceInput,
  type Workspace,
  type WorkspaceTeamUser,
} from '@hangar/contracts/workspaces';
import type { WorkspaceRole } from '@hangar/domain/roles';
import { apiCall, apiRequest } from '../../api/client';

/**
 * The workspaces API (docs/api.md "Workspaces"). Calls about one workspace name it explicitly
 * (`X-Workspace-Id`), so an answer always belongs to the workspace its cache key says.
 */

export function fetchWorkspaces(signal?: AbortSignal): Promise<PersonalWorkspaceEntry[]> {
  return apiCall('/workspaces', personalWorkspaceList, { signal });
}

export async function createWorkspace(name: string): Promise<number> {
  const { created_id } = await apiCall('/workspaces', createdResponse, {
    method: 'POST',
    body: { name },
    withoutWorkspace: true,
  });
  return created_id;
}

export function fetchWorkspace(workspaceId: number, signal?: AbortSignal): Promise<Workspace> {
  return apiCall('/workspaces/c', workspace, { signal, workspaceId });
}

export function updateWorkspace(
  workspaceId: number,
  changes: UpdateWorkspaceInput,
): Promise<Workspace> {
  return apiCall('/workspaces/c', workspace, { method: 'PUT', body: changes, workspaceId });
}

export function updatePersonalSettings(
  workspaceId: number,
  changes: PersonalSettingsInput,
): Promise<PersonalWorkspaceEntry> {
  return apiCall('/workspaces/c/personal-settings', personalWorkspaceEntry, {
    method: 'PUT',
    body: changes,
    workspaceId,
  });
}

export function fetchTeam(workspaceId: number, signal?: AbortSignal): Promise<WorkspaceTeamUser[]> {
  return apiCall('/workspaces/c/team', workspaceTeam, { signal, workspaceId });
}

export function invitePeople(
  workspaceId: number,
  invites: InviteInput['invites'],
  options: { onboarding?: boolean } = {},
): Promise<WorkspaceTeamUser[]> {
  return apiCall('/workspaces/c/team', workspaceTeam, {
    method: 'POST',
    body: { invites },
    query: { onboarding: options.onboarding ? 1 : undefined },
    workspaceId,
  });
}

export function changeRole(
  workspaceId: number,
  userId: number,
  role: WorkspaceRole,
): Promise<WorkspaceTeamUser[]> {
  return apiCall(`/workspaces/c/team/${userId}`, workspaceTeam, {
    method: 'PUT',
    body: { role },
    workspaceId,
  });
}

export function resendInvite(workspaceId: number, userId: number): Promise<WorkspaceTeamUser[]> {
  return apiCall(`/workspaces/c/team/${userId}/refresh`, workspaceTeam, {
    method: 'PUT',
    workspaceId,
  });
}

/** Cancel invite, or Remove from workspace. */
export function removeFromWorkspace(
  workspaceId: number,
  userId: number,
): Promise<WorkspaceTeamUser[]> {
  return apiCall(`/workspaces/c/team/${userId}`, workspaceTeam, {
    method: 'DELETE',
    workspaceId,
  });
}

export async function leaveWorkspace(workspaceId: number): Promise<void> {
  await apiRequest('/workspaces/c/leave', { method: 'POST', workspaceId });
}

export async function deleteWorkspace(workspaceId: number): Promise<void> {
  await apiRequest('/workspaces/c/delete', { method: 'POST', workspaceId });
}

/** The invitation link: anyone holding it may accept it, signed in or not. */
export function acceptInvite(token: string, signal?: AbortSignal): Promise<AcceptInviteResponse> {
  return apiCall(`/workspaces/accept-invite/${encodeURIComponent(token)}`, acceptInviteResponse, {
    method: 'POST',
    signal,
    accessToken: null,
    withoutWorkspace: true,
  });
}
