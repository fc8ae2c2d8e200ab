import type { Project } from '@hangar/contracts';
import { projectAbilities, type Right, type WorkspaceRole } from '@hangar/domain';
import { projectSubject } from '../shared/authorize';
import type { Database } from '../../db/client';
import type { GroupRow } from '../groups/groups.repository';
import { projectTeamRows } from '../groups/groups-team.service';
import { presentUserProfile } from '../workspaces/workspaces.service';
import type { ProjectRow, ProjectTeamEntry } from './projects.repository';

export function presentProject(
  project: ProjectRow,
  group: GroupRow,
  right: Right,
  team: readonly ProjectTeamEntry[],
  viewer: { role: WorkspaceRole },
): Project {
  const abilities = projectAbilities(projectSubject({ project, right, viewer }));
  return {
    id: project.id,
    name: project.name,
    emoji: project.emoji,
    privacy: project.privacy,
    right: project.right,
    current_user_right: right,
    group_id: project.groupId,
    is_archived: project.isArchived,
    abilities,
    users: team
      .filter((row) => row.member.projectId === project.id)
      .map((row) => ({ ...presentUserProfile(row.user), right: row.member.right })),
    planning: project.planning ?? null,
    is_shared: project.shareToken !== null,
    share_token: abilities.update ? project.shareToken : null,
    viewers_comment: project.viewersComment,
    last_update: project.lastUpdate.toISOString(),
    location: [group.name],
  };
}

/** Presents many projects with one query for all their teams. */
export async function presentProjects(
  db: Database,
  viewer: { role: WorkspaceRole },
  items: { project: ProjectRow; group: GroupRow; right: Right }[],
): Promise<Project[]> {
  const team = await projectTeamRows(
    db,
    items.map((item) => item.project.id),
  );
  return items.map((item) => presentProject(item.project, item.group, item.right, team, viewer));
}
