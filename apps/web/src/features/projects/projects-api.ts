import { createdResponse, successResponse } from '@hangar/contracts/http';
import {
  project,
  projectList,
  projectTeam,
  shareState,
  type CreateProjectInput,
  type Project,
  type ProjectTeam,
  type ProjectTeamUser,
  type UpdateProjectInput,
} from '@hangar/contracts/projects';
import type { TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts/groups';
import { apiCall } from '../../api/client';

/** The projects API (docs/api.md "Groups and projects"); every call names its workspace. */

export type ProjectFilter = 'active' | 'archived';

export interface ProjectListOptions {
  groupId?: number;
  /** At most this many, newest `last_update` first; all when left out. */
  limit?: number;
  /** The server's default is 'active'. */
  only?: ProjectFilter;
}

export function fetchProjects(
  workspaceId: number,
  { groupId, limit, only }: ProjectListOptions,
  signal?: AbortSignal,
): Promise<Project[]> {
  return apiCall('/projects', projectList, {
    query: { group_id: groupId, limit, only },
    signal,
    workspaceId,
  });
}

export function fetchProject(workspaceId: number, projectId: number, signal?: AbortSignal) {
  return apiCall(`/projects/${projectId}`, project, { signal, workspaceId });
}

export async function createProject(
  workspaceId: number,
  input: CreateProjectInput,
): Promise<number> {
  const { created_id } = await apiCall('/projects', createdResponse, {
    method: 'POST',
    body: input,
    workspaceId,
  });
  return created_id;
}

export function updateProject(
  workspaceId: number,
  projectId: number,
  changes: UpdateProjectInput,
): Promise<Project> {
  return apiCall(`/projects/${projectId}`, project, { method: 'PUT', body: changes, workspaceId });
}

export async function setProjectArchived(
  workspaceId: number,
  projectId: number,
  archived: boolean,
): Promise<void> {
  await apiCall(`/projects/${projectId}/${archived ? 'archive' : 'restore'}`, successResponse, {
    method: 'PUT',
    workspaceId,
  });
}

export async function deleteProject(workspaceId: number, projectId: number): Promise<void> {
  await apiCall(`/projects/${projectId}`, successResponse, { method: 'DELETE', workspaceId });
}

/** PUT /projects/{id}/share: the public link on (a token) or off (null). */
export async function setProjectShared(
  workspaceId: number,
  projectId: number,
  enabled: boolean,
): Promise<string | null> {
  const { share_token } = await apiCall(`/projects/${projectId}/share`, shareState, {
    method: 'PUT',
    body: { enabled },
    workspaceId,
  });
  return share_token;
}

/**
 * The team calls also answer the caller's `current_user_right`; the page reads it from the
 * project, which every team change reloads.
 */
const usersOf = (team: ProjectTeam): ProjectTeamUser[] => team.users;

export function fetchProjectTeam(
  workspaceId: number,
  projectId: number,
  signal?: AbortSignal,
): Promise<ProjectTeamUser[]> {
  return apiCall(`/projects/${projectId}/team`, projectTeam, { signal, workspaceId }).then(usersOf);
}

export function addToProjectTeam(
  workspaceId: number,
  projectId: number,
  invites: TeamInvitesInput['invites'],
): Promise<ProjectTeamUser[]> {
  return apiCall(`/projects/${projectId}/team`, projectTeam, {
    method: 'POST',
    body: { invites },
    workspaceId,
  }).then(usersOf);
}

export function updateProjectTeamMember(
  workspaceId: number,
  projectId: number,
  userId: number,
  changes: TeamMemberUpdateInput,
): Promise<ProjectTeamUser[]> {
  return apiCall(`/projects/${projectId}/team/${userId}`, projectTeam, {
    method: 'PUT',
    body: changes,
    workspaceId,
  }).then(usersOf);
}

export function removeFromProjectTeam(
  workspaceId: number,
  projectId: number,
  userId: number,
): Promise<ProjectTeamUser[]> {
  return apiCall(`/projects/${projectId}/team/${userId}`, projectTeam, {
    method: 'DELETE',
    workspaceId,
  }).then(usersOf);
}
