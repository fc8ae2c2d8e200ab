import { quote, type BillingCycle, type SeatPrices } from '@hangar/domain';
import type { ProviderInvoice, ProviderSubscription } from '../provider';
import type {
  SandboxInvoice,
  SandboxPaymentMethod,
  SandboxStore,
  SandboxSubscription,
} from './sandbox-store';
import { newSandboxId } from './sandbox-store';

export interface Pricing {
  prices: SeatPrices;
  /** The rate of a subscription stored without its own: the seller's country's. */
  defaultTaxRatePercent: number;
}

export function taxRateOf(pricing: Pricing, sub: SandboxSubscription): number {
  return sub.taxRatePercent ?? pricing.defaultTaxRatePercent;
}

export function addCycle(from: Date, cycle: BillingCycle): Date {
  const next = new Date(from);
  if (cycle === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

export function toProviderSubscription(sub: SandboxSubscription): ProviderSubscription {
  return {
    id: sub.id,
    workspaceId: sub.workspaceId,
    plan: sub.plan,
    cycle: sub.cycle,
    quantity: sub.quantity,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    periodStart: new Date(sub.periodStart),
    periodEnd: new Date(sub.periodEnd),
    trialEnd: sub.trialEnd ? new Date(sub.trialEnd) : null,
    pending: sub.pending,
  };
}

export function toProviderInvoice(invoice: SandboxInvoice): ProviderInvoice {
  return {
    id: invoice.id,
    workspaceId: invoice.workspaceId,
    number: invoice.number,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    status: invoice.status,
    periodStart: new Date(invoice.periodStart),
    periodEnd: new Date(invoice.periodEnd),
    created: new Date(invoice.created),
  };
}

/** Records what changed, as the events Stripe's webhooks would deliver. */
export async function emitSubscription(store: SandboxStore, sub: SandboxSubscription, now: Date) {
  await store.emit({ created: now.toISOString(), type: 'subscription', subscription: sub });
}

/**
 * Bills an amount on the customer's card: the invoice is paid when the card works, failed
 * when there is none or it fails at charge.
 */
export async function chargeInvoice(
  store: SandboxStore,
  input: {
    sub: SandboxSubscription;
    subtotal: number;
    taxRatePercent: number;
    periodStart: Date;
    periodEnd: Date;
    now: Date;
    card: SandboxPaymentMethod | null;
  },
): Promise<SandboxInvoice> {
  const sequence = (await store.count('invoice')) + 1;
  const tax = Math.round((input.subtotal * input.taxRatePercent) / 100);
  const invoice: SandboxInvoice = {
    id: newSandboxId('invoice'),
    customer: input.sub.customer,
    subscription: input.sub.id,
    workspaceId: input.sub.workspaceId,
    number: `SBX-${input.now.getUTCFullYear()}-${String(sequence).padStart(5, '0')}`,
    subtotal: input.subtotal,
    tax,
    total: input.subtotal + tax,
    status: input.card?.behaviour === 'succeeds' ? 'paid' : 'failed',
    periodStart: input.periodStart.toISOString(),
    periodEnd: input.periodEnd.toISOString(),
    created: input.now.toISOString(),
  };
  await store.put('invoice', invoice);
  await store.emit({ created: input.now.toISOString(), type: 'invoice', invoice });
  return invoice;
}

/**
 * Moves a subscription through every period that ended by `now`: ends it when it was set to
 * cancel, applies the changes scheduled for the period end, bills the next period.
 */
export async function renewDueSubscription(
  store: SandboxStore,
  pricing: Pricing,
  sub: SandboxSubscription,
  now: Date,
  card: SandboxPaymentMethod | null,
): Promise<SandboxSubscription> {
  let current = sub;
  while (current.status !== 'canceled' && new Date(current.periodEnd) <= now) {
    if (current.cancelAtPeriodEnd) {
      current = { ...current, status: 'canceled' };
      break;
    }
    const pending = current.pending;
    const next: SandboxSubscription = {
      ...current,
      plan: pending?.plan ?? current.plan,
      cycle: pending?.cycle ?? current.cycle,
      quantity: pending?.quantity ?? current.quantity,
      pending: null,
      trialEnd: current.trialEnd,
      periodStart: current.periodEnd,
    };
    const periodEnd = addCycle(new Date(next.periodStart), next.cycle);
    next.periodEnd = periodEnd.toISOString();
    const { subtotal } = quote(pricing.prices, next.plan, next.cycle, next.quantity, 0);
    const invoice = await chargeInvoice(store, {
      sub: next,
      subtotal,
      taxRatePercent: taxRateOf(pricing, next),
      periodStart: new Date(next.periodStart),
      periodEnd,
      now,
      card,
    });
    current = { ...next, status: invoice.status === 'paid' ? 'active' : 'past_due' };
  }
  if (current !== sub) {
    await store.put('subscription', current);
    await emitSubscription(store, current, now);
  }
  return current;
}
