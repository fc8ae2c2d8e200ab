import { projectRightOf } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { findGroup, groupTeamRows, type GroupRow } from '../groups/groups.repository';
import { loadViewer } from '../groups/groups.access';
import { type MemberContext, type CallAbout } from '../workspaces/workspaces.access';
import { listTeam } from '../workspaces/workspaces.repository';
import { findProject, projectTeamRows, type ProjectRow } from './projects.repository';

/** A call about one project, by a member of its workspace. */
export type ProjectCall = CallAbout<'projectId'>;

export const PROJECT_NOT_FOUND = 'Project not found';

/** A project of the caller's workspace that the caller can see, with its group, or 404. */
export async function requireProject(db: Database, context: MemberContext, projectId: number) {
  const found = findProject(db, context.workspaceId, projectId);
  const [project, viewer] = await Promise.all([found, loadViewer(db, context)]);
  const group = project ? await findGroup(db, context.workspaceId, project.groupId) : null;
  const right = project && group ? viewer.projectRight(group, project) : null;
  if (!project || !group || !right) throw HttpError.notFound(PROJECT_NOT_FOUND);
  return { project, group, right, viewer };
}

/** Everyone who can see a project, plus anyone named. */
export async function projectAudience(
  db: Database,
  group: GroupRow,
  project: ProjectRow,
  alsoTell: number[] = [],
): Promise<number[]> {
  const [members, groupTeam, projectTeam] = await Promise.all([
    listTeam(db, group.workspaceId),
    groupTeamRows(db, [group.id]),
    projectTeamRows(db, [project.id]),
  ]);
  const groupRights = new Map(groupTeam.map((row) => [row.member.userId, row.member.right]));
  const projectRights = new Map(projectTeam.map((row) => [row.member.userId, row.member.right]));
  const audience = members
    .filter(({ member }) => !member.pendingInvite)
    .filter(({ member }) =>
      projectRightOf(
        {
          role: member.role,
          groupTeamRight: groupRights.get(member.userId) ?? null,
          projectTeamRight: projectRights.get(member.userId) ?? null,
        },
        group,
        project,
      ),
    )
    .map(({ member }) => member.userId);
  return [...new Set([...audience, ...alsoTell])];
}
