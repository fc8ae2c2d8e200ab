import type { ProjectTeam, TeamInvitesInput, TeamMemberUpdateInput } from '@hangar/contracts';
import type { Right } from '@hangar/domain';
import { HttpError } from '../../http/errors';
import { loadViewer, requireProject } from '../groups/access';
import { publishProjectUserEvent } from './projects.events';
import type { GroupsDeps } from '../groups/groups.deps';
import { groupTeamRows, type GroupRow } from '../groups/groups.repository';
import { assertCanGrant, assertWorkspaceMembers, rightsTouchedBy } from '../groups/team-members';
import type { MemberContext } from '../workspaces/workspace-access';
import type { EventSource } from '../workspaces/workspaces.deps';
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
  deps: GroupsDeps,
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

export async function projectTeam(deps: GroupsDeps, context: MemberContext, projectId: number) {
  const { group, project, right } = await requireProject(deps.db, context, projectId);
  return projectTeamOf(deps, group, project, right);
}

/** The answer of a team change: the team as the caller sees it now. */
async function teamAfterChange(
  deps: GroupsDeps,
  context: MemberContext,
  group: GroupRow,
  project: ProjectRow,
): Promise<ProjectTeam> {
  const viewer = await loadViewer(deps.db, context);
  return projectTeamOf(deps, group, project, viewer.projectRight(group, project));
}

export async function addToProjectTeam(
  deps: GroupsDeps,
  context: MemberContext,
  projectId: number,
  invites: TeamInvitesInput['invites'],
  source: EventSource,
): Promise<ProjectTeam> {
  const { group, project, right } = await requireProject(deps.db, context, projectId);
  const team = await projectTeamRows(deps.db, [project.id]);
  const currentRights = new Map(team.map((row) => [row.member.userId, row.member.right]));
  assertCanGrant(right, rightsTouchedBy(invites, currentRights));
  await assertWorkspaceMembers(deps.db, context.workspaceId, invites);
  await deps.db.transaction(async (tx) => {
    for (const invite of invites) {
      await upsertProjectMember(tx, {
        projectId: project.id,
        userId: invite.user_id,
        right: invite.right,
      });
    }
  });
  for (const invite of invites) {
    await publishProjectUserEvent(
      deps,
      group,
      project,
      { userId: invite.user_id, action: 'added', right: invite.right },
      source,
    );
  }
  return teamAfterChange(deps, context, group, project);
}

export async function editProjectTeamMember(
  deps: GroupsDeps,
  context: MemberContext,
  projectId: number,
  userId: number,
  input: TeamMemberUpdateInput,
  source: EventSource,
): Promise<ProjectTeam> {
  const { group, project, right } = await requireProject(deps.db, context, projectId);
  const target = await findProjectMember(deps.db, project.id, userId);
  if (!target) throw HttpError.notFound('This person is not on the team');
  assertCanGrant(right, [target.right, ...(input.right ? [input.right] : [])]);
  await updateProjectMember(deps.db, project.id, userId, {
    ...(input.right !== undefined ? { right: input.right } : {}),
    ...(input.primary_contact !== undefined ? { primaryContact: input.primary_contact } : {}),
  });
  await publishProjectUserEvent(
    deps,
    group,
    project,
    { userId, action: 'updated', right: input.right ?? target.right },
    source,
  );
  return teamAfterChange(deps, context, group, project);
}

export async function removeFromProjectTeam(
  deps: GroupsDeps,
  context: MemberContext,
  projectId: number,
  userId: number,
  source: EventSource,
): Promise<ProjectTeam> {
  const { group, project, right } = await requireProject(deps.db, context, projectId);
  const target = await findProjectMember(deps.db, project.id, userId);
  if (!target) throw HttpError.notFound('This person is not on the team');
  if (userId !== context.actor.userId) assertCanGrant(right, [target.right]);
  await deleteProjectMember(deps.db, project.id, userId);
  await publishProjectUserEvent(
    deps,
    group,
    project,
    { userId, action: 'removed', right: null },
    source,
  );
  return teamAfterChange(deps, context, group, project);
}
