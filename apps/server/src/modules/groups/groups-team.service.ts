import type { GroupTeam, TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts';
import { listProjects, projectTeamRows } from '../projects/projects.repository';
import type { MemberContext } from '../workspaces/workspaces.access';
import { presentUserProfile } from '../workspaces/workspaces.presenter';
import { loadViewer, requireGroup, type ViewerRights } from './groups.access';
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
import type { EventSource } from '../../events/types';

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
  context: MemberContext,
  groupId: number,
  source: EventSource,
): Promise<ItemTeam<GroupTeam>> {
  const { group, right } = await requireGroup(deps.db, context, groupId);
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
    publish: (change) => publishGroupUserEvent(deps, group, change, source),
    answer: async () => groupTeamOf(deps, group, await loadViewer(deps.db, context)),
  };
}

export async function addToGroupTeam(
  deps: DataDeps,
  context: MemberContext,
  groupId: number,
  invites: TeamInvitesInput['invites'],
  source: EventSource,
): Promise<GroupTeam> {
  const team = await groupTeamToChange(deps, context, groupId, source);
  return addToTeam(deps.db, context, team, invites);
}

export async function editGroupTeamMember(
  deps: DataDeps,
  context: MemberContext,
  groupId: number,
  userId: number,
  input: TeamMemberUpdateInput,
  source: EventSource,
): Promise<GroupTeam> {
  return editTeamMember(await groupTeamToChange(deps, context, groupId, source), userId, input);
}

export async function removeFromGroupTeam(
  deps: DataDeps,
  context: MemberContext,
  groupId: number,
  userId: number,
  source: EventSource,
): Promise<GroupTeam> {
  return removeFromTeam(context, await groupTeamToChange(deps, context, groupId, source), userId);
}
