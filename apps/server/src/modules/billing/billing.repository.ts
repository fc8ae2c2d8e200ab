import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/rows';

import {
  billingCustomers,
  billingHistory,
  invoices,
  paymentEvents,
  subscriptions,
  workspaces,
} from '../../db/schema';

export type CustomerRow = typeof billingCustomers.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export function findCustomer(db: Database, workspaceId: number): Promise<CustomerRow | null> {
  return firstRow(
    db.select().from(billingCustomers).where(eq(billingCustomers.workspaceId, workspaceId)),
  );
}

export async function saveCustomer(db: Database, values: typeof billingCustomers.$inferInsert) {
  await db
    .insert(billingCustomers)
    .values(values)
    .onConflictDoUpdate({ target: billingCustomers.workspaceId, set: values });
}

export function findSubscription(
  db: Database,
  workspaceId: number,
): Promise<SubscriptionRow | null> {
  return firstRow(
    db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId)),
  );
}

/**
 * Stores what the provider said of a subscription, unless a newer description is already
 * stored (events can arrive out of order). Answers whether it was stored.
 */
export async function syncSubscriptionRow(db: Database, values: typeof subscriptions.$inferInsert) {
  const rows = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.workspaceId,
      set: values,
      setWhere: sql`${subscriptions.syncedAt} <= ${values.syncedAt}`,
    })
    .returning({ workspaceId: subscriptions.workspaceId });
  return rows.length > 0;
}

/** A newer description of an invoice; who it billed and when it was first paid never change. */
export async function syncInvoiceRow(db: Database, values: typeof invoices.$inferInsert) {
  const { billedTo: _frozen, ...changing } = values;
  const rows = await db
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: { ...changing, paidAt: sql`coalesce(${invoices.paidAt}, excluded.paid_at)` },
      setWhere: sql`${invoices.syncedAt} <= ${values.syncedAt}`,
    })
    .returning({ id: invoices.id });
  return rows.length > 0;
}

export async function listInvoices(
  db: Database,
  workspaceId: number,
  options: { limit?: number; year?: number },
) {
  const inYear =
    options.year === undefined
      ? undefined
      : and(
          gte(invoices.createdAt, new Date(Date.UTC(options.year, 0, 1))),
          lt(invoices.createdAt, new Date(Date.UTC(options.year + 1, 0, 1))),
        );
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), inYear))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(options.limit ?? 100);
}

/** Records an event id; false when it was already applied (exactly once). */
export async function claimEvent(db: Database, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function setWorkspacePlan(
  db: Database,
  workspaceId: number,
  plan: 'FREE' | 'PREMIUM' | 'PRO',
) {
  const rows = await db
    .update(workspaces)
    .set({ plan })
    .where(and(eq(workspaces.id, workspaceId), sql`${workspaces.plan} <> ${plan}`))
    .returning({ id: workspaces.id });
  return rows.length > 0;
}

export async function hadTrial(db: Database, workspaceId: number): Promise<boolean> {
  const [row] = await db
    .select()
    .from(billingHistory)
    .where(eq(billingHistory.workspaceId, workspaceId));
  return row?.hadTrial ?? false;
}

export async function markTrialUsed(db: Database, workspaceId: number): Promise<void> {
  await db
    .insert(billingHistory)
    .values({ workspaceId, hadTrial: true })
    .onConflictDoUpdate({ target: billingHistory.workspaceId, set: { hadTrial: true } });
}

export async function workspaceExists(db: Database, workspaceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row !== undefined;
}
