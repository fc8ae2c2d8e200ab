import type Stripe from 'stripe';

/** The seat item a subscription moves to at the end of its period. */
export interface PeriodEndItem {
  price: string;
  quantity: number;
  interval: 'month' | 'year';
}

export const CLEARED_PENDING = { pending_plan: '', pending_cycle: '', pending_quantity: '' };

function scheduleIdOf(sub: Stripe.Subscription): string | null {
  if (!sub.schedule) return null;
  return typeof sub.schedule === 'string' ? sub.schedule : sub.schedule.id;
}

/**
 * Lets the subscription go on by itself: drops the changes scheduled for its period end.
 * Stripe refuses some direct updates (cancellation) of a subscription a schedule manages.
 */
export async function releaseSchedule(client: Stripe, sub: Stripe.Subscription): Promise<void> {
  const id = scheduleIdOf(sub);
  if (id) await client.subscriptionSchedules.release(id);
}

/**
 * Has Stripe switch the seat item at the end of the current period, with a subscription
 * schedule: the current period as it is, then one period of the new item (which clears the
 * pending metadata), then the schedule releases the subscription, which goes on with it.
 */
export async function scheduleAtPeriodEnd(
  client: Stripe,
  sub: Stripe.Subscription,
  next: PeriodEndItem,
  /** The subscription's tax rates, which both phases keep. */
  taxRates: string[],
): Promise<void> {
  const item = sub.items.data[0];
  if (!item) return;
  const existing = scheduleIdOf(sub);
  const schedule = existing
    ? await client.subscriptionSchedules.retrieve(existing)
    : await client.subscriptionSchedules.create({ from_subscription: sub.id });
  const taxes = taxRates.length > 0 ? { default_tax_rates: taxRates } : {};
  await client.subscriptionSchedules.update(schedule.id, {
    end_behavior: 'release',
    proration_behavior: 'none',
    phases: [
      {
        items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
        start_date: schedule.current_phase?.start_date ?? item.current_period_start,
        end_date: item.current_period_end,
        ...(sub.status === 'trialing' && sub.trial_end ? { trial_end: sub.trial_end } : {}),
        ...taxes,
      },
      {
        items: [{ price: next.price, quantity: next.quantity }],
        duration: { interval: next.interval, interval_count: 1 },
        proration_behavior: 'none',
        metadata: CLEARED_PENDING,
        ...taxes,
      },
    ],
  });
}
