import { endpointPath } from '@hangar/contracts/endpoint';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import {
  type AcceptInviteResponse,
  type InviteInput,
  type PersonalSettingsInput,
  type PersonalWorkspaceEntry,
  type UpdateWorkspaceInput,
  type Workspace,
  type WorkspaceTeamUser,
} from '@hangar/contracts/workspaces';
import type { WorkspaceRole } from '@hangar/domain/roles';
import { apiRequest } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-call';

/**
 * The workspaces API (docs/api.md "Workspaces"). Calls about one workspace name it explicitly
 * (`X-Workspace-Id`), so an answer always belongs to the workspace its cache key says.
 */

export function fetchWorkspaces(signal?: AbortSignal): Promise<PersonalWorkspaceEntry[]> {
  return callEndpoint(workspaceEndpoints.list, { signal });
}

export async function createWorkspace(name: string): Promise<number> {
  const { created_id } = await callEndpoint(workspaceEndpoints.create, {
    body: { name },
    withoutWorkspace: true,
  });
  return created_id;
}

export function fetchWorkspace(workspaceId: number, signal?: AbortSignal): Promise<Workspace> {
  return callEndpoint(workspaceEndpoints.read, { signal, workspaceId });
}

export function updateWorkspace(
  workspaceId: number,
  changes: UpdateWorkspaceInput,
): Promise<Workspace> {
  return callEndpoint(workspaceEndpoints.update, { body: changes, workspaceId });
}

export function updatePersonalSettings(
  workspaceId: number,
  changes: PersonalSettingsInput,
): Promise<PersonalWorkspaceEntry> {
  return callEndpoint(workspaceEndpoints.updatePersonalSettings, { body: changes, workspaceId });
}

export function fetchTeam(workspaceId: number, signal?: AbortSignal): Promise<WorkspaceTeamUser[]> {
  return callEndpoint(workspaceEndpoints.team, { signal, workspaceId });
}

export function invitePeople(
  workspaceId: number,
  invites: InviteInput['invites'],
  options: { onboarding?: boolean } = {},
): Promise<WorkspaceTeamUser[]> {
  return callEndpoint(workspaceEndpoints.invite, {
    body: { invites },
    query: { onboarding: options.onboarding ? '1' : undefined },
    workspaceId,
  });
}

export function changeRole(
  workspaceId: number,
  userId: number,
  role: WorkspaceRole,
): Promise<WorkspaceTeamUser[]> {
  return callEndpoint(workspaceEndpoints.changeRole, {
    params: { userId },
    body: { role },
    workspaceId,
  });
}

export function resendInvite(workspaceId: number, userId: number): Promise<WorkspaceTeamUser[]> {
  return callEndpoint(workspaceEndpoints.resendInvite, { params: { userId }, workspaceId });
}

/** Cancel invite, or Remove from workspace. */
export function removeFromWorkspace(
  workspaceId: number,
  userId: number,
): Promise<WorkspaceTeamUser[]> {
  return callEndpoint(workspaceEndpoints.removeMember, { params: { userId }, workspaceId });
}

export async function leaveWorkspace(workspaceId: number): Promise<void> {
  const { leave } = workspaceEndpoints;
  await apiRequest(endpointPath(leave, {}), { method: leave.method, workspaceId });
}

export async function deleteWorkspace(workspaceId: number): Promise<void> {
  const { remove } = workspaceEndpoints;
  await apiRequest(endpointPath(remove, {}), { method: remove.method, workspaceId });
}

/** The invitation link: anyone holding it may accept it, signed in or not. */
export function acceptInvite(token: string, signal?: AbortSignal): Promise<AcceptInviteResponse> {
  return callEndpoint(workspaceEndpoints.acceptInvite, {
    params: { token },
    signal,
    accessToken: null,
    withoutWorkspace: true,
  });
}
