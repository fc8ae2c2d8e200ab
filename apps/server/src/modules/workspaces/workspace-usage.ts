import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnEach } from '../../db/prepared';
import { docs, groups, logs, workspaceMembers, workspaces } from '../../db/schema';

/** What a workspace holds of each kind of item the free plan limits, and its team's size. */
export interface WorkspaceUsage {
  items: { groups: number; docs: number; logs: number };
  team: { members: number; pendingInvites: number };
}

const usageStatement = preparedOnEach((db) => {
  const members = (pendingInvite: boolean) =>
    db.$count(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, workspaces.id),
        eq(workspaceMembers.pendingInvite, pendingInvite),
      ),
    );
  return db
    .select({
      groups: db.$count(groups, eq(groups.workspaceId, workspaces.id)),
      docs: db.$count(docs, eq(docs.workspaceId, workspaces.id)),
      logs: db.$count(logs, eq(logs.workspaceId, workspaces.id)),
      members: members(false),
      pendingInvites: members(true),
    })
    .from(workspaces)
    .where(eq(workspaces.id, sql.placeholder('workspaceId')))
    .prepare('workspace_usage');
});

/** A workspace's usage, counted in one query. */
export async function workspaceUsage(db: Database, workspaceId: number): Promise<WorkspaceUsage> {
  const [row] = await usageStatement(db).execute({ workspaceId });
  return {
    items: { groups: row?.groups ?? 0, docs: row?.docs ?? 0, logs: row?.logs ?? 0 },
    team: { members: row?.members ?? 0, pendingInvites: row?.pendingInvites ?? 0 },
  };
}
