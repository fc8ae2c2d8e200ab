import type { ProjectTeam } from '@hangar/contracts';
import { effectiveRight, projectRightOf, type Right } from '@hangar/domain';
import { loadViewer } from '../groups/groups.access';
import { requireProject } from './projects.access';
import { tellOfTeamAdd } from '../inbox/inbox.service';
import { publishProjectUserEvent } from './projects.events';
import type { DataDeps } from '../shared/shared.deps';
import type { GroupRow } from '../groups/groups.repository';
import { groupTeamRows, projectTeamRows } from '../groups/groups-team.service';
import type { TeamServices } from '../teams/teams.service';
import { presentUserProfile } from '../workspaces/workspaces.service';
import { projectTeamTable, type ProjectRow } from './projects.repository';
import { memberRightRows } from '../groups/groups.access';

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
  const [own, fromGroup, memberRights] = await Promise.all([
    projectTeamRows(deps.db, [project.id]),
    groupTeamRows(deps.db, [group.id]),
    memberRightRows(deps.db, {
      workspaceId: group.workspaceId,
      groupId: group.id,
      projectId: project.id,
    }),
  ]);
  const rightsOf = new Map(memberRights.map((row) => [row.userId, row]));
  const effective = (userId: number, granted: Right): Right => {
    const member = rightsOf.get(userId);
    return (
      effectiveRight(granted, member ? projectRightOf(member, group, project) : null) ?? granted
    );
  };
  const onProject = new Set(own.map((row) => row.user.id));
  const users = [
    ...own.map((row) => ({
      user: presentUserProfile(row.user),
      right: row.member.right,
      primary_contact: row.member.primaryContact,
      from_group: false,
      effective_right: effective(row.user.id, row.member.right),
    })),
    ...fromGroup
      .filter((row) => !onProject.has(row.user.id))
      .map((row) => ({
        user: presentUserProfile(row.user),
        right: row.member.right,
        primary_contact: false,
        from_group: true,
        effective_right: effective(row.user.id, row.member.right),
      })),
  ];
  return { users, current_user_right: viewerRight };
}

/** The project team routes' services: the id is the project's. */
export const projectTeamServices: TeamServices<ProjectTeam> = {
  async load(deps, { caller, itemId }) {
    const { group, project, right } = await requireProject(deps.db, caller, itemId);
    return projectTeamOf(deps, group, project, right);
  },
  async toChange(deps, { caller, itemId }) {
    const { group, project, right } = await requireProject(deps.db, caller, itemId);
    return {
      right,
      table: projectTeamTable,
      itemId: project.id,
      async publish(change) {
        await publishProjectUserEvent(deps, { group, project }, change, caller.source);
        const place = { groupId: group.id, projectId: project.id, title: project.name };
        await tellOfTeamAdd(deps, caller, change, place);
      },
      async answer() {
        const viewer = await loadViewer(deps.db, caller);
        return projectTeamOf(deps, group, project, viewer.projectRight(group, project));
      },
    };
  },
};
