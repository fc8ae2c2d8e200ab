import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { preparedOnEach } from '../../db/prepared';
import { projectMembers, projects, users } from '../../db/schema';

/** The workspace's projects (or one group's), most recently updated first. */
export async function listProjects(
  db: Database,
  workspaceId: number,
  groupId?: number,
): Promise<(typeof projects.$inferSelect)[]> {
  const inGroup = groupId === undefined ? undefined : eq(projects.groupId, groupId);
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), inGroup, inUse(projects)))
    .orderBy(desc(projects.lastUpdate), desc(projects.id));
}

const projectTeamStatement = preparedOnEach((db) =>
  db
    .select({ member: projectMembers, user: users })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(sql`${projectMembers.projectId} = any(${sql.placeholder('projectIds')}::int[])`)
    .orderBy(projectMembers.createdAt, users.id)
    .prepare('project_teams'),
);

/** Who is on these projects' teams, oldest first. */
export async function projectTeamRows(db: Database, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return projectTeamStatement(db).execute({ projectIds });
}
