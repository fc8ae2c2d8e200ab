import type Stripe from 'stripe';
import type { BillingCycle, Plan } from '@hangar/domain';
import type { ProviderInvoice, ProviderSubscription } from '../provider';

/** Our seat keys and Stripe's price ids, both ways. */
export interface StripePrices {
  idOf(plan: Plan, cycle: BillingCycle): string;
  keyOf(priceId: string): { plan: Plan; cycle: BillingCycle } | null;
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

function pendingOf(metadata: Stripe.Metadata): ProviderSubscription['pending'] {
  const plan =
    metadata.pending_plan === 'PREMIUM' || metadata.pending_plan === 'PRO'
      ? metadata.pending_plan
      : null;
  const cycle =
    metadata.pending_cycle === 'monthly' || metadata.pending_cycle === 'yearly'
      ? metadata.pending_cycle
      : null;
  const quantity = metadata.pending_quantity ? Number(metadata.pending_quantity) : null;
  return plan || cycle || quantity ? { plan, cycle, quantity } : null;
}

const STATUS: Record<string, ProviderSubscription['status']> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  canceled: 'canceled',
  paused: 'past_due',
};

/** A subscription of Hangar's (a workspace id and a seat price); null for any other. */
export function mapOwnSubscription(
  sub: Stripe.Subscription,
  prices: StripePrices,
): ProviderSubscription | null {
  const item = sub.items.data[0];
  const price = item ? prices.keyOf(item.price.id) : null;
  const workspaceId = Number(sub.metadata.workspace_id);
  if (!item || !price || !sub.metadata.workspace_id || !Number.isInteger(workspaceId)) return null;
  return {
    id: sub.id,
    workspaceId,
    plan: price.plan,
    cycle: price.cycle,
    quantity: item.quantity ?? 1,
    status: STATUS[sub.status] ?? 'incomplete',
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd: new Date(item.current_period_end * 1000),
    trialEnd: seconds(sub.trial_end),
    pending: pendingOf(sub.metadata),
  };
}

/** A subscription our own calls made or changed: it must be one of ours. */
export function mapSubscription(
  sub: Stripe.Subscription,
  prices: StripePrices,
): ProviderSubscription {
  const mapped = mapOwnSubscription(sub, prices);
  if (!mapped) throw new Error(`Stripe subscription ${sub.id} is not one of ours`);
  return mapped;
}

export function mapInvoice(invoice: Stripe.Invoice): ProviderInvoice | null {
  const workspaceId = Number(
    invoice.parent?.subscription_details?.metadata?.workspace_id ?? invoice.metadata?.workspace_id,
  );
  if (!invoice.id || !Number.isInteger(workspaceId)) return null;
  const tax = (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  return {
    id: invoice.id,
    workspaceId,
    number: invoice.number ?? invoice.id,
    subtotal: invoice.subtotal,
    tax,
    total: invoice.total,
    status:
      invoice.status === 'paid'
        ? 'paid'
        : invoice.attempted && invoice.status === 'open'
          ? 'failed'
          : 'open',
    periodStart: new Date(invoice.period_start * 1000),
    periodEnd: new Date(invoice.period_end * 1000),
    created: new Date(invoice.created * 1000),
  };
}

/**
 * The object a webhook event is about, for the events we act on; null for the others. The
 * handler fetches it afresh rather than trusting the event's copy (Stripe's advice: events can
 * arrive late, out of order, several in the same second).
 */
export function webhookTarget(
  event: Stripe.Event,
): { kind: 'subscription' | 'invoice'; id: string } | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { kind: 'subscription', id: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.finalized':
      return event.data.object.id ? { kind: 'invoice', id: event.data.object.id } : null;
    default:
      return null;
  }
}
