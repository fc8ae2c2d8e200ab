import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Right } from '@hangar/domain';
import type { Database } from '../../db/client';
import type { TeamTable } from '../teams/teams.service';
import { teamMemberRows } from '../teams/teams.repository';
import { projectMembers, projects, users } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;

export async function insertProject(
  db: Database,
  values: Pick<ProjectRow, 'workspaceId' | 'groupId' | 'name' | 'emoji' | 'privacy' | 'right'>,
): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('insert into projects returned no row');
  return row;
}

/** A project, only when it belongs to this workspace. */
export async function findProject(
  db: Database,
  workspaceId: number,
  id: number,
): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.id, id)));
  return row ?? null;
}

/** The workspace's projects, most recently updated first. */
export async function listProjects(
  db: Database,
  workspaceId: number,
  groupId?: number,
): Promise<ProjectRow[]> {
  const inGroup = groupId === undefined ? undefined : eq(projects.groupId, groupId);
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), inGroup))
    .orderBy(desc(projects.lastUpdate), desc(projects.id));
}

export async function projectsOfGroups(db: Database, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ id: projects.id, groupId: projects.groupId, isArchived: projects.isArchived })
    .from(projects)
    .where(inArray(projects.groupId, groupIds));
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
  const [row] = await db
    .update(projects)
    .set({ ...values, lastUpdate: sql`now()` })
    .where(eq(projects.id, id))
    .returning();
  if (!row) throw new Error(`project ${id} vanished during an update`);
  return row;
}

export async function deleteProject(db: Database, id: number): Promise<void> {
  await db.delete(projects).where(eq(projects.id, id));
}

export async function projectTeamRows(db: Database, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ member: projectMembers, user: users })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, projectIds))
    .orderBy(projectMembers.createdAt, users.id);
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

export async function upsertProjectMember(
  db: Database,
  values: { projectId: number; userId: number; right: Right; primaryContact?: boolean },
): Promise<void> {
  await db
    .insert(projectMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [projectMembers.projectId, projectMembers.userId],
      set: { right: values.right },
    });
}

/** Project teams, as `teams/` changes them. */
export const projectTeamTable: TeamTable = {
  rows: projectTeamRows,
  ...teamMemberRows(projectMembers, projectMembers.projectId),
  upsert: (db, projectId, member) => upsertProjectMember(db, { projectId, ...member }),
};
