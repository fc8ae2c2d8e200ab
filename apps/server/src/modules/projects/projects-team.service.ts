import type { ProjectTeam, TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts';
import type { Right } from '@hangar/domain';
import { loadViewer } from '../groups/groups.access';
import { requireProject, type ProjectCall } from './projects.access';
import { publishProjectUserEvent } from './projects.events';
import type { DataDeps } from '../shared/shared.deps';
import { groupTeamRows, type GroupRow } from '../groups/groups.repository';
import { addToTeam, editTeamMember, removeFromTeam, type ItemTeam } from '../teams/teams.service';
import { presentUserProfile } from '../workspaces/workspaces.presenter';
import {
  deleteProjectMember,
  findProjectMember,
  projectTeamRows,
  updateProjectMember,
  upsertProjectMember,
  type ProjectRow,
} from './projects.repository';

/**
 * The project's own team, then the group's team members who are not on it, with the viewer's
 * right; nobody when the viewer no longer sees the project.
 */
export async function projectTeamOf(
  deps: DataDeps,
  group: GroupRow,
  project: ProjectRow,
  viewerRight: Right | null,
): Promise<ProjectTeam> {
  if (!viewerRight) return { users: [], current_user_right: null };
  const [own, fromGroup] = await Promise.all([
    projectTeamRows(deps.db, [project.id]),
    groupTeamRows(deps.db, [group.id]),
  ]);
  const onProject = new Set(own.map((row) => row.user.id));
  const users = [
    ...own.map((row) => ({
      user: presentUserProfile(row.user),
      right: row.member.right,
      primary_contact: row.member.primaryContact,
      from_group: false,
    })),
    ...fromGroup
      .filter((row) => !onProject.has(row.user.id))
      .map((row) => ({
        user: presentUserProfile(row.user),
        right: row.member.right,
        primary_contact: false,
        from_group: true,
      })),
  ];
  return { users, current_user_right: viewerRight };
}

export async function projectTeam(deps: DataDeps, { caller, projectId }: ProjectCall) {
  const { group, project, right } = await requireProject(deps.db, caller, projectId);
  return projectTeamOf(deps, group, project, right);
}

/** The project's team, to change as the caller may. */
async function projectTeamToChange(
  deps: DataDeps,
  { caller, projectId }: ProjectCall,
): Promise<ItemTeam<ProjectTeam>> {
  const { group, project, right } = await requireProject(deps.db, caller, projectId);
  return {
    right,
    async teamRights() {
      const team = await projectTeamRows(deps.db, [project.id]);
      return new Map(team.map((row) => [row.member.userId, row.member.right]));
    },
    findMember: (userId) => findProjectMember(deps.db, project.id, userId),
    upsertMember: (db, member) => upsertProjectMember(db, { projectId: project.id, ...member }),
    updateMember: (userId, changes) => updateProjectMember(deps.db, project.id, userId, changes),
    deleteMember: (userId) => deleteProjectMember(deps.db, project.id, userId),
    publish: (change) => publishProjectUserEvent(deps, group, project, change, caller.source),
    async answer() {
      const viewer = await loadViewer(deps.db, caller);
      return projectTeamOf(deps, group, project, viewer.projectRight(group, project));
    },
  };
}

export async function addToProjectTeam(
  deps: DataDeps,
  call: ProjectCall & { invites: TeamInvitesInput['invites'] },
): Promise<ProjectTeam> {
  return addToTeam(deps.db, call.caller, await projectTeamToChange(deps, call), call.invites);
}

export async function editProjectTeamMember(
  deps: DataDeps,
  call: ProjectCall & { userId: number; change: TeamMemberUpdateInput },
): Promise<ProjectTeam> {
  return editTeamMember(await projectTeamToChange(deps, call), call.userId, call.change);
}

export async function removeFromProjectTeam(
  deps: DataDeps,
  call: ProjectCall & { userId: number },
): Promise<ProjectTeam> {
  return removeFromTeam(call.caller, await projectTeamToChange(deps, call), call.userId);
}
