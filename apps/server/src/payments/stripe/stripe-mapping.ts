import type Stripe from 'stripe';
import type { BillingCycle, Plan } from '@hangar/domain';
import type { ProviderEvent, ProviderInvoice, ProviderSubscription } from '../provider';

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

export function mapSubscription(
  sub: Stripe.Subscription,
  prices: StripePrices,
): ProviderSubscription {
  const item = sub.items.data[0];
  const price = item ? prices.keyOf(item.price.id) : null;
  const workspaceId = Number(sub.metadata.workspace_id);
  if (!item || !price || !Number.isInteger(workspaceId)) {
    throw new Error(`Stripe subscription ${sub.id} is not one of ours`);
  }
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

/** The webhook events we act on, as provider events; null for the others. */
export function mapEvent(event: Stripe.Event, prices: StripePrices): ProviderEvent | null {
  const created = new Date(event.created * 1000);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        id: event.id,
        created,
        type: 'subscription',
        subscription: mapSubscription(event.data.object, prices),
      };
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.finalized': {
      const invoice = mapInvoice(event.data.object);
      return invoice ? { id: event.id, created, type: 'invoice', invoice } : null;
    }
    default:
      return null;
  }
}
