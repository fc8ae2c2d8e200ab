import type { GroupTeam, TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts';
import { HttpError } from '../../http/errors';
import { listProjects, projectTeamRows } from '../projects/projects.repository';
import type { MemberContext } from '../workspaces/workspace-access';
import { presentUserProfile } from '../workspaces/workspaces.presenter';
import type { EventSource } from '../workspaces/workspaces.deps';
import { loadViewer, requireGroup, type ViewerRights } from './access';
import { publishGroupUserEvent } from './groups.events';
import type { GroupsDeps } from './groups.deps';
import {
  deleteGroupMember,
  findGroupMember,
  groupTeamRows,
  updateGroupMember,
  upsertGroupMember,
  type GroupRow,
} from './groups.repository';
import { assertCanGrant, assertWorkspaceMembers, rightsTouchedBy } from './team-members';

/**
 * GET /groups/{id}/team as the viewer sees it: its own team, and the people only on some of its
 * projects, counting only the projects the viewer can see.
 */
export async function groupTeamOf(
  deps: GroupsDeps,
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

/** The answer of a team change: the team as the caller sees it now. */
async function teamAfterChange(deps: GroupsDeps, context: MemberContext, group: GroupRow) {
  return groupTeamOf(deps, group, await loadViewer(deps.db, context));
}

export async function addToGroupTeam(
  deps: GroupsDeps,
  context: MemberContext,
  groupId: number,
  invites: TeamInvitesInput['invites'],
  source: EventSource,
): Promise<GroupTeam> {
  const { group, right } = await requireGroup(deps.db, context, groupId);
  const team = await groupTeamRows(deps.db, [group.id]);
  const currentRights = new Map(team.map((row) => [row.member.userId, row.member.right]));
  assertCanGrant(right, rightsTouchedBy(invites, currentRights));
  await assertWorkspaceMembers(deps.db, context.workspaceId, invites);
  await deps.db.transaction(async (tx) => {
    for (const invite of invites) {
      await upsertGroupMember(tx, {
        groupId: group.id,
        userId: invite.user_id,
        right: invite.right,
      });
    }
  });
  for (const invite of invites) {
    await publishGroupUserEvent(
      deps,
      group,
      { userId: invite.user_id, action: 'added', right: invite.right },
      source,
    );
  }
  return teamAfterChange(deps, context, group);
}

export async function editGroupTeamMember(
  deps: GroupsDeps,
  context: MemberContext,
  groupId: number,
  userId: number,
  input: TeamMemberUpdateInput,
  source: EventSource,
): Promise<GroupTeam> {
  const { group, right } = await requireGroup(deps.db, context, groupId);
  const target = await findGroupMember(deps.db, group.id, userId);
  if (!target) throw HttpError.notFound('This person is not on the team');
  assertCanGrant(right, [target.right, ...(input.right ? [input.right] : [])]);
  await updateGroupMember(deps.db, group.id, userId, {
    ...(input.right !== undefined ? { right: input.right } : {}),
    ...(input.primary_contact !== undefined ? { primaryContact: input.primary_contact } : {}),
  });
  await publishGroupUserEvent(
    deps,
    group,
    { userId, action: 'updated', right: input.right ?? target.right },
    source,
  );
  return teamAfterChange(deps, context, group);
}

/** Remove from team: by someone who can invite at that level, or by the person themselves. */
export async function removeFromGroupTeam(
  deps: GroupsDeps,
  context: MemberContext,
  groupId: number,
  userId: number,
  source: EventSource,
): Promise<GroupTeam> {
  const { group, right } = await requireGroup(deps.db, context, groupId);
  const target = await findGroupMember(deps.db, group.id, userId);
  if (!target) throw HttpError.notFound('This person is not on the team');
  if (userId !== context.actor.userId) assertCanGrant(right, [target.right]);
  await deleteGroupMember(deps.db, group.id, userId);
  await publishGroupUserEvent(deps, group, { userId, action: 'removed', right: null }, source);
  return teamAfterChange(deps, context, group);
}
