import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow, updatedRow, writtenRow } from '../../db/rows';
import { inUse } from '../../db/in-use';
import { teamMemberRows, type TeamTable } from '../teams/teams.service';
import { groupMembers, groups, projects, users } from '../../db/schema';

export type GroupRow = typeof groups.$inferSelect;

export async function insertGroup(
  db: Database,
  values: Pick<GroupRow, 'workspaceId' | 'name' | 'privacy' | 'right'>,
): Promise<GroupRow> {
  const inserted = db.insert(groups).values(values).returning();
  return writtenRow(inserted, 'insert into groups returned no row');
}

/** A group, only when it belongs to this workspace. */
export function findGroup(db: Database, workspaceId: number, id: number): Promise<GroupRow | null> {
  const inWorkspace = and(eq(groups.workspaceId, workspaceId), eq(groups.id, id), inUse(groups));
  return firstRow(db.select().from(groups).where(inWorkspace));
}

export async function listGroups(db: Database, workspaceId: number): Promise<GroupRow[]> {
  return db
    .select()
    .from(groups)
    .where(and(eq(groups.workspaceId, workspaceId), inUse(groups)))
    .orderBy(asc(groups.name), asc(groups.id));
}

export function countGroups(db: Database, workspaceId: number): Promise<number> {
  return db.$count(groups, and(eq(groups.workspaceId, workspaceId), inUse(groups)));
}

export async function updateGroup(
  db: Database,
  id: number,
  values: Partial<Pick<GroupRow, 'name' | 'privacy' | 'right' | 'isArchived'>>,
): Promise<GroupRow> {
  return updatedRow(db, groups, eq(groups.id, id), values, `group ${id} vanished during an update`);
}

/** Archives or restores every project of the group; the projects as they are now. */
export async function setGroupProjectsArchived(db: Database, groupId: number, archived: boolean) {
  return db
    .update(projects)
    .set({ isArchived: archived })
    .where(and(eq(projects.groupId, groupId), inUse(projects)))
    .returning();
}

export async function groupTeamRows(db: Database, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ member: groupMembers, user: users })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(inArray(groupMembers.groupId, groupIds))
    .orderBy(asc(groupMembers.createdAt), asc(users.id));
}

/** Group teams, as `teams/` changes them. */
export const groupTeamTable: TeamTable = {
  rows: groupTeamRows,
  ...teamMemberRows(groupMembers, groupMembers.groupId, (groupId, member) => ({
    groupId,
    ...member,
  })),
};
