import type { GroupTeam, TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts';
import { listProjects, projectTeamRows } from '../projects/projects.repository';
import { presentUserProfile } from '../workspaces/workspaces.presenter';
import { loadViewer, requireGroup, type ViewerRights, type GroupCall } from './groups.access';
import { publishGroupUserEvent } from './groups.events';
import type { DataDeps } from '../shared/shared.deps';
import {
  deleteGroupMember,
  findGroupMember,
  groupTeamRows,
  updateGroupMember,
  upsertGroupMember,
  type GroupRow,
} from './groups.repository';
import { addToTeam, editTeamMember, removeFromTeam, type ItemTeam } from '../teams/teams.service';

/**
 * GET /groups/{id}/team as the viewer sees it: its own team, and the people only on some of its
 * projects, counting only the projects the viewer can see.
 */
export async function groupTeamOf(
  deps: DataDeps,
  group: GroupRow,
  viewer: ViewerRights,
): Promise<GroupTeam> {
  const right = viewer.groupRight(group);
  if (!right) return { group_users: [], project_users: [], current_user_right: null };
  const projects = (await listProjects(deps.db, group.workspaceId, group.id))
    .filter((project) => viewer.projectRight(group, project) !== null)
    .map((project) => project.id);
  const [team, projectTeams] = await Promise.all([
    groupTeamRows(deps.db, [group.id]),
    projectTeamRows(deps.db, projects),
  ]);
  const projectsOf = (userId: number) =>
    projectTeams
      .filter((row) => row.member.userId === userId)
      .map((row) => ({ id: row.member.projectId, right: row.member.right }));
  const onGroupTeam = new Set(team.map((row) => row.user.id));
  const projectOnly = new Map(
    projectTeams
      .filter((row) => !onGroupTeam.has(row.user.id))
      .map((row) => [row.user.id, row.user]),
  );
  return {
    group_users: team.map((row) => ({
      user: presentUserProfile(row.user),
      right: row.member.right,
      primary_contact: row.member.primaryContact,
      projects: projectsOf(row.user.id),
    })),
    project_users: [...projectOnly.values()].map((user) => ({
      user: presentUserProfile(user),
      projects: projectsOf(user.id),
    })),
    current_user_right: right,
  };
}

/** The group's team, to change as the caller may. */
async function groupTeamToChange(
  deps: DataDeps,
  { caller, groupId }: GroupCall,
): Promise<ItemTeam<GroupTeam>> {
  const { group, right } = await requireGroup(deps.db, caller, groupId);
  return {
    right,
    async teamRights() {
      const team = await groupTeamRows(deps.db, [group.id]);
      return new Map(team.map((row) => [row.member.userId, row.member.right]));
    },
    findMember: (userId) => findGroupMember(deps.db, group.id, userId),
    upsertMember: (db, member) => upsertGroupMember(db, { groupId: group.id, ...member }),
    updateMember: (userId, changes) => updateGroupMember(deps.db, group.id, userId, changes),
    deleteMember: (userId) => deleteGroupMember(deps.db, group.id, userId),
    publish: (change) => publishGroupUserEvent(deps, group, change, caller.source),
    answer: async () => groupTeamOf(deps, group, await loadViewer(deps.db, caller)),
  };
}

export async function addToGroupTeam(
  deps: DataDeps,
  call: GroupCall & { invites: TeamInvitesInput['invites'] },
): Promise<GroupTeam> {
  return addToTeam(deps.db, call.caller, await groupTeamToChange(deps, call), call.invites);
}

export async function editGroupTeamMember(
  deps: DataDeps,
  call: GroupCall & { userId: number; change: TeamMemberUpdateInput },
): Promise<GroupTeam> {
  return editTeamMember(await groupTeamToChange(deps, call), call.userId, call.change);
}

export async function removeFromGroupTeam(
  deps: DataDeps,
  call: GroupCall & { userId: number },
): Promise<GroupTeam> {
  return removeFromTeam(call.caller, await groupTeamToChange(deps, call), call.userId);
}
