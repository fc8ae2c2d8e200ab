import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countsAsOwner, type WorkspaceRole } from '@hangar/domain';
import type { Database } from '../../db/client';
import { firstRow, updatedRow, writtenRow } from '../../db/rows';
import { preparedOnEach } from '../../db/prepared';
import {
  groupMembers,
  groups,
  projectMembers,
  projects,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type MemberRow = typeof workspaceMembers.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function insertWorkspace(
  db: Database,
  values: { name: string; sseChannelId: string },
): Promise<WorkspaceRow> {
  const inserted = db.insert(workspaces).values(values).returning();
  return writtenRow(inserted, 'insert into workspaces returned no row');
}

const workspaceStatement = preparedOnEach((db) =>
  db
    .select()
    .from(workspaces)
    .where(eq(workspaces.id, sql.placeholder('id')))
    .prepare('workspace'),
);

export function findWorkspace(db: Database, id: number): Promise<WorkspaceRow | null> {
  return firstRow(workspaceStatement(db).execute({ id }));
}

export async function updateWorkspace(
  db: Database,
  id: number,
  values: Partial<Pick<WorkspaceRow, 'name' | 'logo' | 'emailDomain'>>,
): Promise<WorkspaceRow> {
  const missing = `workspace ${id} vanished during an update`;
  return updatedRow(db, workspaces, eq(workspaces.id, id), values, missing);
}

/**
 * Locks the workspace's row until the transaction ends, so changes that must keep an owner
 * (demote, remove, leave) run one after another. False when the workspace is gone.
 */
export async function lockWorkspace(tx: Database, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, id))
    .for('update');
  return rows.length > 0;
}

export async function deleteWorkspace(db: Database, id: number): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, id));
}

export async function insertMember(
  db: Database,
  values: { workspaceId: number; userId: number; role: WorkspaceRole; pendingInvite: boolean },
): Promise<void> {
  await db.insert(workspaceMembers).values(values);
}

function isMember(workspaceId: number, userId: number) {
  return and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));
}

export function findMember(
  db: Database,
  workspaceId: number,
  userId: number,
): Promise<MemberRow | null> {
  return firstRow(db.select().from(workspaceMembers).where(isMember(workspaceId, userId)));
}

export async function updateMember(
  db: Database,
  workspaceId: number,
  userId: number,
  values: Partial<Pick<MemberRow, 'role' | 'jobTitle' | 'emailAlert' | 'pendingInvite'>>,
): Promise<MemberRow> {
  const missing = `membership ${workspaceId}/${userId} vanished during an update`;
  return updatedRow(db, workspaceMembers, isMember(workspaceId, userId), values, missing);
}

export async function deleteMember(db: Database, workspaceId: number, userId: number) {
  await db.delete(workspaceMembers).where(isMember(workspaceId, userId));
}

/** Every workspace a user belongs to or is invited to, with their membership. */
export async function listUserMemberships(db: Database, userId: number) {
  return db
    .select({ workspace: workspaces, member: workspaceMembers })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(sql`lower(${workspaces.name})`), asc(workspaces.id));
}

/** Ids of the workspaces whose invitation the user accepted. */
export async function acceptedWorkspaceIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.pendingInvite, false)));
  return rows.map((row) => row.id);
}

export async function listTeam(db: Database, workspaceId: number) {
  return db
    .select({ user: users, member: workspaceMembers })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.id));
}

export function countMembers(db: Database, workspaceId: number): Promise<number> {
  return db.$count(workspaceMembers, eq(workspaceMembers.workspaceId, workspaceId));
}

/** The people of a workspace: members who joined, and invitations not accepted yet. */
export function countOwners(db: Database, workspaceId: number): Promise<number> {
  return db.$count(
    workspaceMembers,
    and(
      eq(workspaceMembers.workspaceId, workspaceId),
      eq(workspaceMembers.role, 'OWNER'),
      eq(workspaceMembers.pendingInvite, false),
    ),
  );
}

/**
 * The workspaces a leaving account has joined, locked until the transaction ends: those no one
 * else has joined (pending invitations do not count), and those where it is the only owner
 * while others have joined.
 */
export async function workspacesLeftBy(
  db: Database,
  userId: number,
): Promise<{ alone: WorkspaceRow[]; onlyOwner: WorkspaceRow[] }> {
  const joined = await db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.pendingInvite, false)))
    .orderBy(asc(workspaces.id))
    .for('update', { of: workspaces });
  const alone: WorkspaceRow[] = [];
  const onlyOwner: WorkspaceRow[] = [];
  for (const { workspace, role } of joined) {
    const others = await db.$count(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, workspace.id),
        ne(workspaceMembers.userId, userId),
        eq(workspaceMembers.pendingInvite, false),
      ),
    );
    if (others === 0) alone.push(workspace);
    else if (countsAsOwner(role, false) && (await countOwners(db, workspace.id)) <= 1) {
      onlyOwner.push(workspace);
    }
  }
  return { alone, onlyOwner };
}

/**
 * The user and everyone who sees them in a team list: the accepted members of every workspace
 * they belong to or are invited to (to tell them about a profile change).
 */
export async function teammateIds(db: Database, userId: number): Promise<number[]> {
  const theirs = alias(workspaceMembers, 'theirs');
  const rows = await db
    .selectDistinct({ id: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(theirs, eq(theirs.workspaceId, workspaceMembers.workspaceId))
    .where(and(eq(theirs.userId, userId), eq(workspaceMembers.pendingInvite, false)));
  return [...new Set([userId, ...rows.map((row) => row.id)])];
}

/** Takes someone off every group and project team of a workspace they are leaving. */
export async function deleteTeamMemberships(db: Database, workspaceId: number, userId: number) {
  const groupIds = db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.workspaceId, workspaceId));
  const projectIds = db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.workspaceId, workspaceId));
  await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, groupIds)));
  await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.userId, userId), inArray(projectMembers.projectId, projectIds)));
}
