import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inUse } from '../../db/in-use';
import { preparedOnEach } from '../../db/prepared';
import {
  billingCustomers,
  billingHistory,
  docs,
  groups,
  logs,
  subscriptions,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import type { WorkspaceRow } from './workspaces.repository';

/** What a workspace holds of each kind of item the free plan limits, and its team's size. */
interface WorkspaceUsage {
  items: { groups: number; docs: number; logs: number };
  team: { members: number; pendingInvites: number };
}

/** A workspace's subscription and billing customer (none yet: null), and whether it had its trial. */
export interface BillingState {
  subscription: typeof subscriptions.$inferSelect | null;
  customer: typeof billingCustomers.$inferSelect | null;
  hadTrial: boolean;
}

/** Everything a workspace is presented with: its row, its usage and its billing state. */
export interface WorkspaceState {
  workspace: WorkspaceRow;
  usage: WorkspaceUsage;
  billing: BillingState;
}

const workspaceStateStatement = preparedOnEach((db) => {
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
      workspace: workspaces,
      groups: db.$count(groups, and(eq(groups.workspaceId, workspaces.id), inUse(groups))),
      docs: db.$count(docs, and(eq(docs.workspaceId, workspaces.id), inUse(docs))),
      logs: db.$count(logs, and(eq(logs.workspaceId, workspaces.id), inUse(logs))),
      members: members(false),
      pendingInvites: members(true),
      subscription: subscriptions,
      customer: billingCustomers,
      hadTrial: billingHistory.hadTrial,
    })
    .from(workspaces)
    .leftJoin(subscriptions, eq(subscriptions.workspaceId, workspaces.id))
    .leftJoin(billingCustomers, eq(billingCustomers.workspaceId, workspaces.id))
    .leftJoin(billingHistory, eq(billingHistory.workspaceId, workspaces.id))
    .where(eq(workspaces.id, sql.placeholder('workspaceId')))
    .prepare('workspace_state');
});

/** A workspace, its usage (counted) and its billing state, in one query; null if it is gone. */
export async function findWorkspaceState(
  db: Database,
  workspaceId: number,
): Promise<WorkspaceState | null> {
  const [row] = await workspaceStateStatement(db).execute({ workspaceId });
  if (!row) return null;
  return {
    workspace: row.workspace,
    usage: {
      items: { groups: row.groups, docs: row.docs, logs: row.logs },
      team: { members: row.members, pendingInvites: row.pendingInvites },
    },
    billing: {
      subscription: row.subscription,
      customer: row.customer,
      hadTrial: row.hadTrial ?? false,
    },
  };
}
