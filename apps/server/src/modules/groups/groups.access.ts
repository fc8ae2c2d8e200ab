import { groupRightOf, projectRightOf, type Right, type WorkspaceRole } from '@hangar/domain';
import type { Database } from '../../db/client';
import type { projects } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { type MemberContext, type CallAbout } from '../workspaces/workspaces.access';
import { memberRightRows, userTeamRights, type MemberRightRow } from './groups-rights.repository';
import { findGroup, type GroupRow } from './groups.repository';

export { memberRightRows, memberRightsOfProject } from './groups-rights.repository';
export { findGroup } from './groups.repository';

type ProjectRow = typeof projects.$inferSelect;

/** What one person may see and do in the groups and projects of a workspace. */
export interface ViewerRights {
  userId: number;
  role: WorkspaceRole;
  groupRight(group: GroupRow): Right | null;
  projectRight(group: GroupRow, project: ProjectRow): Right | null;
  /** True when the person is on the group's own team. */
  onGroupTeam(groupId: number): boolean;
}

export async function loadViewer(db: Database, context: MemberContext): Promise<ViewerRights> {
  const { workspaceId, actor, member } = context;
  const [groupRights, projectRights] = await Promise.all([
    userTeamRights(db, 'group', workspaceId, actor.userId),
    userTeamRights(db, 'project', workspaceId, actor.userId),
  ]);
  const viewerOf = (groupId: number) => ({
    role: member.role,
    groupTeamRight: groupRights.get(groupId) ?? null,
  });
  return {
    userId: actor.userId,
    role: member.role,
    groupRight: (group) => groupRightOf(viewerOf(group.id), group),
    projectRight: (group, project) =>
      projectRightOf(
        { ...viewerOf(group.id), projectTeamRight: projectRights.get(project.id) ?? null },
        group,
        project,
      ),
    onGroupTeam: (groupId) => groupRights.has(groupId),
  };
}

/** A call about one group, by a member of its workspace. */
export type GroupCall = CallAbout<'groupId'>;

const GROUP_NOT_FOUND = 'Group not found';

/** A group of the caller's workspace that the caller can see, or 404. */
export async function requireGroup(db: Database, context: MemberContext, groupId: number) {
  const found = findGroup(db, context.workspaceId, groupId);
  const [group, viewer] = await Promise.all([found, loadViewer(db, context)]);
  const right = group ? viewer.groupRight(group) : null;
  if (!group || !right) throw HttpError.notFound(GROUP_NOT_FOUND);
  return { group, right, viewer };
}

/** Everyone who can see a group (and so should hear about it), plus anyone named. */
export async function groupAudience(
  db: Database,
  group: GroupRow,
  alsoTell: number[] = [],
): Promise<number[]> {
  const item = { workspaceId: group.workspaceId, groupId: group.id, projectId: null };
  const audience = (await memberRightRows(db, item))
    .filter((viewer) => groupRightOf(viewer, group))
    .map((viewer) => viewer.userId);
  return [...new Set([...audience, ...alsoTell])];
}

/** Everyone who can see a project, plus anyone named. */
export async function projectAudience(
  db: Database,
  group: GroupRow,
  project: ProjectRow,
  alsoTell: number[] = [],
): Promise<number[]> {
  const { workspaceId, groupId, id: projectId } = project;
  const viewers = await memberRightRows(db, { workspaceId, groupId, projectId });
  return audienceOf(viewers, group, project, alsoTell);
}

/** Who may hear of an item of the project, from every member's rights (`memberRightRows`). */
export function audienceOf(
  viewers: MemberRightRow[],
  group: GroupRow,
  project: ProjectRow,
  alsoTell: number[] = [],
): number[] {
  const audience = viewers
    .filter((viewer) => projectRightOf(viewer, group, project))
    .map((viewer) => viewer.userId);
  return [...new Set([...audience, ...alsoTell])];
}
