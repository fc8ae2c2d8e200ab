import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { ProviderEvent, ProviderSubscription } from '../../payments/provider';
import {
  claimEvent,
  findCustomer,
  markTrialUsed,
  setWorkspacePlan,
  syncInvoiceRow,
  syncSubscriptionRow,
  workspaceExists,
} from './billing.repository';
import { publishBilling, type BillingChange } from './billing.events';
import { billedToOf } from './billing.presenter';

const PAYING = new Set(['trialing', 'active', 'past_due']);

/** Stores a subscription as of `asOf`; the workspace's plan follows it. */
export async function syncSubscription(
  db: Database,
  provider: 'sandbox' | 'stripe',
  sub: ProviderSubscription,
  asOf: Date,
): Promise<BillingChange[]> {
  const stored = await syncSubscriptionRow(db, {
    workspaceId: sub.workspaceId,
    provider,
    providerSubId: sub.id,
    plan: sub.plan,
    cycle: sub.cycle,
    nbSeats: sub.quantity,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodStart: sub.periodStart,
    currentPeriodEnd: sub.periodEnd,
    trialEnd: sub.trialEnd,
    pendingPlan: sub.pending?.plan ?? null,
    pendingCycle: sub.pending?.cycle ?? null,
    pendingSeats: sub.pending?.quantity ?? null,
    syncedAt: asOf,
  });
  if (!stored) return [];
  if (sub.trialEnd) await markTrialUsed(db, sub.workspaceId);
  const planChanged = await setWorkspacePlan(
    db,
    sub.workspaceId,
    PAYING.has(sub.status) ? sub.plan : 'FREE',
  );
  return planChanged ? ['plan', 'workspace', 'billing'] : ['workspace', 'billing'];
}

/**
 * Applies one provider event exactly once (its id is stored in the same transaction as its
 * effect), whether it came from Stripe's webhook or from the sandbox. Older news than what is
 * stored changes nothing.
 */
export async function applyProviderEvent(
  deps: { db: Database; bus: EventBus; provider: 'sandbox' | 'stripe' },
  event: ProviderEvent,
): Promise<'applied' | 'duplicate'> {
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type))) return null;
    const workspaceId =
      event.type === 'subscription' ? event.subscription.workspaceId : event.invoice.workspaceId;
    // A workspace deleted since: nothing left to bill.
    if (!(await workspaceExists(tx, workspaceId))) return { workspaceId, changes: [] };
    if (event.type === 'subscription') {
      return {
        workspaceId: event.subscription.workspaceId,
        changes: await syncSubscription(tx, deps.provider, event.subscription, event.created),
      };
    }
    const { invoice } = event;
    const customer = await findCustomer(tx, invoice.workspaceId);
    const stored = await syncInvoiceRow(tx, {
      workspaceId: invoice.workspaceId,
      providerInvoiceId: invoice.id,
      number: invoice.number,
      amountCents: invoice.total,
      taxCents: invoice.tax,
      status: invoice.status,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      createdAt: invoice.created,
      syncedAt: event.created,
      billedTo: customer ? billedToOf(customer) : null,
      paidAt: invoice.status === 'paid' ? event.created : null,
    });
    return {
      workspaceId: invoice.workspaceId,
      changes: stored ? (['invoice', 'billing'] as BillingChange[]) : [],
    };
  });
  if (!outcome) return 'duplicate';
  await publishBilling(deps.bus, outcome.workspaceId, outcome.changes);
  return 'applied';
}
