import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import type {
  CreateProjectInput,
  Project,
  ProjectTeam,
  ProjectTeamUser,
  UpdateProjectInput,
} from '@hangar/contracts/projects';
import type { TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts/groups';
import { callEndpoint, trashItem } from '../../api/endpoint-call';
import { callTeamMember, sendToItem } from '../../api/item-calls';

/** The projects API (docs/api.md "Groups and projects"); every call names its workspace. */

type ProjectFilter = 'active' | 'archived';

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
  return callEndpoint(projectEndpoints.list, {
    query: { group_id: groupId?.toString(), limit: limit, only },
    signal,
    workspaceId,
  });
}

export function fetchProject(workspaceId: number, projectId: number, signal?: AbortSignal) {
  return callEndpoint(projectEndpoints.read, { params: { id: projectId }, signal, workspaceId });
}

export async function createProject(
  workspaceId: number,
  input: CreateProjectInput,
): Promise<number> {
  const { created_id } = await callEndpoint(projectEndpoints.create, { body: input, workspaceId });
  return created_id;
}

export function updateProject(
  workspaceId: number,
  projectId: number,
  changes: UpdateProjectInput,
): Promise<Project> {
  return sendToItem(projectEndpoints.update, workspaceId, projectId, changes);
}

export async function setProjectArchived(
  workspaceId: number,
  projectId: number,
  archived: boolean,
): Promise<void> {
  await callEndpoint(archived ? projectEndpoints.archive : projectEndpoints.restore, {
    params: { id: projectId },
    workspaceId,
  });
}

/** DELETE: the project goes to the trash with what it holds; answers its trash entry. */
export function deleteProject(workspaceId: number, projectId: number): Promise<number> {
  return trashItem(projectEndpoints.remove, { params: { id: projectId }, workspaceId });
}

/** PUT /projects/{id}/share: the public link on (a token) or off (null). */
export async function setProjectShared(
  workspaceId: number,
  projectId: number,
  enabled: boolean,
): Promise<string | null> {
  const { share_token } = await sendToItem(projectEndpoints.setShared, workspaceId, projectId, {
    enabled,
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
  return callEndpoint(projectEndpoints.team, {
    params: { id: projectId },
    signal,
    workspaceId,
  }).then(usersOf);
}

export function addToProjectTeam(
  workspaceId: number,
  projectId: number,
  invites: TeamInvitesInput['invites'],
): Promise<ProjectTeamUser[]> {
  return sendToItem(projectEndpoints.addToTeam, workspaceId, projectId, { invites }).then(usersOf);
}

export function updateProjectTeamMember(
  workspaceId: number,
  projectId: number,
  userId: number,
  changes: TeamMemberUpdateInput,
): Promise<ProjectTeamUser[]> {
  return callTeamMember(
    projectEndpoints.updateTeamMember,
    workspaceId,
    projectId,
    userId,
    changes,
  ).then(usersOf);
}

export function removeFromProjectTeam(
  workspaceId: number,
  projectId: number,
  userId: number,
): Promise<ProjectTeamUser[]> {
  return callTeamMember(projectEndpoints.removeFromTeam, workspaceId, projectId, userId).then(
    usersOf,
  );
}
