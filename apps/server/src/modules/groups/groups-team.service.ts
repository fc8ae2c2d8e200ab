import type { GroupTeam } from '@hangar/contracts';
import { listProjects, projectTeamRows } from './groups-projects.repository';
import { presentUserProfile } from '../workspaces/workspaces.service';
import { loadViewer, requireGroup, type ViewerRights } from './groups.access';
import { tellOfTeamAdd } from '../inbox/inbox.service';
import { publishGroupUserEvent } from './groups.events';
import type { DataDeps } from '../shared/shared.deps';
import { groupTeamRows, groupTeamTable, type GroupRow } from './groups.repository';
import type { TeamServices } from '../teams/teams.service';

export { projectTeamRows } from './groups-projects.repository';
export { groupTeamRows } from './groups.repository';

/**
 * GET /groups/{id}/team as the viewer sees it: its own team, and the people only on some of its
 * projects, counting only the projects the viewer can see.
 */
async function groupTeamOf(
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

/** The group team routes' services: the id is the group's. */
export const groupTeamServices: TeamServices<GroupTeam> = {
  async load(deps, { caller, itemId }) {
    const { group, viewer } = await requireGroup(deps.db, caller, itemId);
    return groupTeamOf(deps, group, viewer);
  },
  async toChange(deps, { caller, itemId }) {
    const { group, right } = await requireGroup(deps.db, caller, itemId);
    return {
      right,
      table: groupTeamTable,
      itemId: group.id,
      async publish(change) {
        await publishGroupUserEvent(deps, group, change, caller.source);
        await tellOfTeamAdd(deps, caller, change, { groupId: group.id, title: group.name });
      },
      answer: async () => groupTeamOf(deps, group, await loadViewer(deps.db, caller)),
    };
  },
};
