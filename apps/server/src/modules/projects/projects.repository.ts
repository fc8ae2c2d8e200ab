import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import { firstRow, updatedRow, writtenRow } from '../../db/rows';
import { inUse } from '../../db/in-use';
import { preparedOnEach } from '../../db/prepared';
import { teamMemberRows, type TeamTable } from '../teams/teams.service';
import { projectTeamRows } from '../groups/groups-team.service';
import { groupMembers, groups, projectMembers, projects, users } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;
type ProjectMemberRow = typeof projectMembers.$inferSelect;

export async function insertProject(
  db: Database,
  values: Pick<ProjectRow, 'workspaceId' | 'groupId' | 'name' | 'emoji' | 'privacy' | 'right'>,
): Promise<ProjectRow> {
  const inserted = db.insert(projects).values(values).returning();
  return writtenRow(inserted, 'insert into projects returned no row');
}

/** What a call about a project checks: the project, its group, and the caller's own team rights. */
export interface ProjectAccessRow {
  project: ProjectRow;
  group: typeof groups.$inferSelect;
  groupTeamRight: Right | null;
  projectTeamRight: Right | null;
}

/** The columns of `ProjectAccessRow`, for queries that join more to a project's access. */
export const projectAccessColumns = {
  project: projects,
  group: groups,
  groupTeamRight: groupMembers.right,
  projectTeamRight: projectMembers.right,
};

/**
 * Joins to a query over `projects` the project's group and the person's rows on both teams, so
 * one statement answers whether they may see it.
 */
export function joinProjectAccess<Query extends PgSelect>(
  query: Query,
  userId: SQLWrapper | number,
) {
  return query
    .innerJoin(
      groups,
      and(eq(groups.id, projects.groupId), eq(groups.workspaceId, projects.workspaceId)),
    )
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)),
    )
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    );
}

/** One project of a workspace with `ProjectAccessRow`'s columns and `more`, by placeholders. */
function projectAccessQuery<More extends Record<string, SQL>>(db: Database, more: More) {
  const query = db
    .select({ ...projectAccessColumns, ...more })
    .from(projects)
    .$dynamic();
  return joinProjectAccess(query, sql.placeholder('userId')).where(
    and(
      eq(projects.workspaceId, sql.placeholder('workspaceId')),
      eq(projects.id, sql.placeholder('projectId')),
      inUse(projects),
    ),
  );
}

const projectAccessStatement = preparedOnEach((db) =>
  projectAccessQuery(db, {}).prepare('project_access'),
);

/** A project of this workspace with what deciding the person's right on it needs, in one query. */
export function findProjectAccess(
  db: Database,
  key: { workspaceId: number; projectId: number; userId: number },
): Promise<ProjectAccessRow | null> {
  return firstRow(projectAccessStatement(db).execute(key));
}

/** Who is on a project's team, as its presentation needs them. */
export interface ProjectTeamEntry {
  member: Pick<ProjectMemberRow, 'projectId' | 'right'>;
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'fullname' | 'avatar'>;
}

/** The team of the outer query's project, oldest first, as JSON (the inner project_members). */
const teamOfProject = sql<ProjectTeamEntry[]>`(select coalesce(json_agg(json_build_object(
    'member', json_build_object('projectId', ${projectMembers.projectId}, 'right', ${projectMembers.right}),
    'user', json_build_object('id', ${users.id}, 'email', ${users.email},
      'fullname', ${users.fullname}, 'avatar', ${users.avatar})
  ) order by ${projectMembers.createdAt}, ${users.id}), '[]')
  from ${projectMembers} inner join ${users} on ${users.id} = ${projectMembers.userId}
  where ${projectMembers.projectId} = ${projects.id})`;

const projectWithTeamStatement = preparedOnEach((db) =>
  projectAccessQuery(db, { team: teamOfProject }).prepare('project_with_team'),
);

/** `findProjectAccess` and the project's team, in one query (reading a project). */
export function findProjectWithTeam(
  db: Database,
  key: { workspaceId: number; projectId: number; userId: number },
): Promise<(ProjectAccessRow & { team: ProjectTeamEntry[] }) | null> {
  return firstRow(projectWithTeamStatement(db).execute(key));
}

/** A project, only when it belongs to this workspace. */
export function findProject(
  db: Database,
  workspaceId: number,
  id: number,
): Promise<ProjectRow | null> {
  const inWorkspace = and(
    eq(projects.workspaceId, workspaceId),
    eq(projects.id, id),
    inUse(projects),
  );
  return firstRow(db.select().from(projects).where(inWorkspace));
}

export async function updateProject(
  db: Database,
  id: number,
  values: Partial<
    Pick<
      ProjectRow,
      'name' | 'emoji' | 'groupId' | 'privacy' | 'right' | 'isArchived' | 'planning' | 'shareToken'
    >
  >,
): Promise<ProjectRow> {
  const changes = { ...values, lastUpdate: sql`now()` };
  const missing = `project ${id} vanished during an update`;
  return updatedRow(db, projects, eq(projects.id, id), changes, missing);
}

/** Project teams, as `teams/` changes them. */
export const projectTeamTable: TeamTable = {
  rows: projectTeamRows,
  ...teamMemberRows(projectMembers, projectMembers.projectId, (projectId, member) => ({
    projectId,
    ...member,
  })),
};
