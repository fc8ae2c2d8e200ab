import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { preparedOnEach } from '../../db/prepared';
import { groupMembers, groups, projectMembers, projects, workspaceMembers } from '../../db/schema';

/** A kind of team: its members' table, the item each row is for, and the items' table. */
const TEAMS = {
  group: { members: groupMembers, itemId: groupMembers.groupId, items: groups },
  project: { members: projectMembers, itemId: projectMembers.projectId, items: projects },
};

/** The user's right on each group (or project) of the workspace whose team they are on. */
export async function userTeamRights(
  db: Database,
  kind: keyof typeof TEAMS,
  workspaceId: number,
  userId: number,
): Promise<Map<number, Right>> {
  const { members, itemId, items } = TEAMS[kind];
  const rows = await db
    .select({ itemId, right: members.right })
    .from(members)
    .innerJoin(items, eq(items.id, itemId))
    .where(and(eq(items.workspaceId, workspaceId), eq(members.userId, userId), inUse(items)));
  return new Map(rows.map((row) => [row.itemId, row.right]));
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

const AUDIENCE_MEMBER = 'audience_member';
const AUDIENCE_GROUP_RIGHT = 'audience_group_right';
const AUDIENCE_PROJECT_RIGHT = 'audience_project_right';
const audienceMember = alias(workspaceMembers, AUDIENCE_MEMBER);
const audienceGroupRight = alias(groupMembers, AUDIENCE_GROUP_RIGHT);
const audienceProjectRight = alias(projectMembers, AUDIENCE_PROJECT_RIGHT);

/** `table` under another name, in a FROM or JOIN of raw SQL (an alias renders as its name alone). */
const tableAs = (table: SQLWrapper, name: string) => sql`${table} as ${sql.identifier(name)}`;

/**
 * `memberRightRows` of the outer query's project (over `projects`), as JSON: read in the same
 * statement as the project's access check, so both see the project in the same group.
 */
export const memberRightsOfProject = sql<
  MemberRightRow[]
>`(select coalesce(json_agg(json_build_object(
    'groupId', ${projects.groupId}, 'userId', ${audienceMember.userId}, 'role', ${audienceMember.role},
    'groupTeamRight', ${audienceGroupRight.right}, 'projectTeamRight', ${audienceProjectRight.right}
  )), '[]')
  from ${tableAs(workspaceMembers, AUDIENCE_MEMBER)}
  left join ${tableAs(groupMembers, AUDIENCE_GROUP_RIGHT)}
    on ${audienceGroupRight.groupId} = ${projects.groupId}
    and ${audienceGroupRight.userId} = ${audienceMember.userId}
  left join ${tableAs(projectMembers, AUDIENCE_PROJECT_RIGHT)}
    on ${audienceProjectRight.projectId} = ${projects.id}
    and ${audienceProjectRight.userId} = ${audienceMember.userId}
  where ${audienceMember.workspaceId} = ${projects.workspaceId}
    and ${audienceMember.pendingInvite} = false)`;
