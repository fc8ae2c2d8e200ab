import { projectAbilities, projectRightOf, type ProjectAction } from '@hangar/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { authorize, projectSubject, type RefusalMessages } from '../shared/authorize';
import { type MemberContext, type CallAbout } from '../workspaces/workspaces.access';
import {
  findProjectAccess,
  findProjectWithTeam,
  type ProjectAccessRow,
} from './projects.repository';

export { findProject, joinProjectAccess, projectAccessColumns } from './projects.repository';

/** A call about one project, by a member of its workspace. */
export type ProjectCall = CallAbout<'projectId'>;

const PROJECT_NOT_FOUND = 'Project not found';

/** A project of the caller's workspace that the caller can see, with its group, or 404. */
export async function requireProject(db: Database, context: MemberContext, projectId: number) {
  const { workspaceId, actor } = context;
  const found = await findProjectAccess(db, { workspaceId, projectId, userId: actor.userId });
  return projectAccessOf(context, found);
}

/** `requireProject`, when the caller may do `action` in the project: 403 otherwise (`authorize`). */
export async function requireProjectFor(
  db: Database,
  context: MemberContext,
  projectId: number,
  action: ProjectAction,
  messages?: RefusalMessages,
) {
  const access = await requireProject(db, context, projectId);
  authorize(projectAbilities, projectSubject(access), action, messages);
  return access;
}

/** `requireProject`, with the project's team read in the same query (reading a project). */
export async function requireProjectWithTeam(
  db: Database,
  context: MemberContext,
  projectId: number,
) {
  const { workspaceId, actor } = context;
  const found = await findProjectWithTeam(db, { workspaceId, projectId, userId: actor.userId });
  return { ...projectAccessOf(context, found), team: found?.team ?? [] };
}

/** The caller's access to a project read with `ProjectAccessRow`'s columns, or 404. */
export function projectAccessOf(context: MemberContext, found: ProjectAccessRow | null) {
  const viewer = { userId: context.actor.userId, role: context.member.role };
  const right = found
    ? projectRightOf(
        {
          role: viewer.role,
          groupTeamRight: found.groupTeamRight,
          projectTeamRight: found.projectTeamRight,
        },
        found.group,
        found.project,
      )
    : null;
  if (!found || !right) throw HttpError.notFound(PROJECT_NOT_FOUND);
  return { project: found.project, group: found.group, right, viewer };
}
