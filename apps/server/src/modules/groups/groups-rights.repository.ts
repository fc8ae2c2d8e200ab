import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import { preparedOnEach } from '../../db/prepared';
import { groupMembers, groups, projectMembers, projects, workspaceMembers } from '../../db/schema';

/** The user's right on each group of the workspace whose team they are on. */
export async function userGroupRights(
  db: Database,
  workspaceId: number,
  userId: number,
): Promise<Map<number, Right>> {
  const rows = await db
    .select({ groupId: groupMembers.groupId, right: groupMembers.right })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groups.workspaceId, workspaceId), eq(groupMembers.userId, userId)));
  return new Map(rows.map((row) => [row.groupId, row.right]));
}

/** The user's right on each project of the workspace whose team they are on. */
export async function userProjectRights(
  db: Database,
  workspaceId: number,
  userId: number,
): Promise<Map<number, Right>> {
  const rows = await db
    .select({ projectId: projectMembers.projectId, right: projectMembers.right })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projects.workspaceId, workspaceId), eq(projectMembers.userId, userId)));
  return new Map(rows.map((row) => [row.projectId, row.right]));
}

/**
 * Every active member of a workspace with their own rights on a group's team and, when one is
 * named, a project's team: who may hear about the item, decided by the domain.
 */
export async function memberRightRows(
  db: Database,
  item: { workspaceId: number; groupId: number; projectId: number | null },
) {
  // With no project, `project_id = null` holds for no row: no project rights.
  return memberRightsStatement(db).execute(item);
}

/**
 * Every active member of the workspace with their rights on the group `groupId` gives (each row
 * repeats it) and on the project the `projectId` placeholder names.
 */
function memberRightsQuery(db: Database, groupId: SQL<number>) {
  return db
    .select({
      groupId,
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      groupTeamRight: groupMembers.right,
      projectTeamRight: projectMembers.right,
    })
    .from(workspaceMembers)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, workspaceMembers.userId)),
    )
    .leftJoin(
      projectMembers,
      and(
        eq(projectMembers.projectId, sql.placeholder('projectId')),
        eq(projectMembers.userId, workspaceMembers.userId),
      ),
    )
    .where(
      and(
        eq(workspaceMembers.workspaceId, sql.placeholder('workspaceId')),
        eq(workspaceMembers.pendingInvite, false),
      ),
    );
}

const memberRightsStatement = preparedOnEach((db) =>
  memberRightsQuery(db, sql<number>`${sql.placeholder('groupId')}::int`).prepare('member_rights'),
);

/** A row of `memberRightRows`. */
export type MemberRightRow = Awaited<ReturnType<typeof memberRightRows>>[number];
