import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerCatalog,
  standInProvider,
  stripeSubscriptionJson,
  type RecordedRequest,
  useStripeStandIn,
} from './stripe-stand-in';

/**
 * Changes for the period end with Stripe: a subscription schedule makes them happen, the
 * metadata shows them. The stand-in keeps one subscription that our updates change.
 */
const stripe = useStripeStandIn();
let subscription: ReturnType<typeof stripeSubscriptionJson> & { schedule: string | null };
const periodStart = Math.floor(Date.now() / 1000);
const periodEnd = periodStart + 30 * 86400;

function applyUpdate({ form }: RecordedRequest) {
  const metadata: Record<string, string> = { ...subscription.metadata };
  for (const [key, value] of Object.entries(form)) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (!name) continue;
    if (value === '') delete metadata[name];
    else metadata[name] = value;
  }
  const item = subscription.items.data[0];
  subscription = {
    ...subscription,
    metadata: metadata as typeof subscription.metadata,
    cancel_at_period_end:
      form.cancel_at_period_end === undefined
        ? subscription.cancel_at_period_end
        : form.cancel_at_period_end === 'true',
    items: {
      ...subscription.items,
      data: item
        ? [
            {
              ...item,
              price: { id: form['items[0][price]'] ?? item.price.id },
              quantity: Number(form['items[0][quantity]'] ?? item.quantity),
            },
          ]
        : [],
    },
  };
  return { status: 200, body: subscription };
}

beforeAll(() => {
  answerCatalog(stripe);
  stripe.answer('GET', '/v1/subscriptions/sub_123', () => ({ status: 200, body: subscription }));
  stripe.answer('POST', '/v1/subscriptions/sub_123', applyUpdate);
  stripe.answer('POST', '/v1/subscription_schedules', () => {
    subscription = { ...subscription, schedule: 'sub_sched_1' };
    return { status: 200, body: { id: 'sub_sched_1', object: 'subscription_schedule' } };
  });
  stripe.answer('GET', '/v1/subscription_schedules/sub_sched_1', {
    status: 200,
    body: {
      id: 'sub_sched_1',
      object: 'subscription_schedule',
      current_phase: { start_date: periodStart - 3600, end_date: periodEnd },
    },
  });
  stripe.answer('POST', '/v1/subscription_schedules/sub_sched_1', {
    status: 200,
    body: { id: 'sub_sched_1', object: 'subscription_schedule' },
  });
  stripe.answer('POST', '/v1/subscription_schedules/sub_sched_1/release', () => {
    subscription = { ...subscription, schedule: null };
    return { status: 200, body: { id: 'sub_sched_1', object: 'subscription_schedule' } };
  });
});

beforeEach(() => {
  subscription = {
    ...stripeSubscriptionJson({
      id: 'sub_123',
      workspaceId: 42,
      priceId: 'price_premium_month',
      quantity: 3,
      periodStart,
    }),
    schedule: null,
  };
  stripe.recorded.length = 0;
});

const provider = () => standInProvider(stripe);
const last = (method: string, path: string) => stripe.requestsTo(method, path).at(-1)?.form;

describe('changes for the period end with Stripe', () => {
  it('schedule fewer seats for the next period, and show them as pending', async () => {
    const sub = await provider().changeSubscription('sub_123', {
      kind: 'at_period_end',
      quantity: 2,
    });
    expect(sub).toMatchObject({ quantity: 3, pending: { plan: null, cycle: null, quantity: 2 } });
    expect(last('POST', '/v1/subscription_schedules')).toEqual({ from_subscription: 'sub_123' });
    expect(last('POST', '/v1/subscription_schedules/sub_sched_1')).toEqual({
      end_behavior: 'release',
      proration_behavior: 'none',
      'phases[0][items][0][price]': 'price_premium_month',
      'phases[0][items][0][quantity]': '3',
      'phases[0][start_date]': String(periodStart),
      'phases[0][end_date]': String(periodEnd),
      'phases[0][default_tax_rates][0]': 'txr_20',
      'phases[1][items][0][price]': 'price_premium_month',
      'phases[1][items][0][quantity]': '2',
      'phases[1][duration][interval]': 'month',
      'phases[1][duration][interval_count]': '1',
      'phases[1][proration_behavior]': 'none',
      'phases[1][metadata][pending_plan]': '',
      'phases[1][metadata][pending_cycle]': '',
      'phases[1][metadata][pending_quantity]': '',
      'phases[1][default_tax_rates][0]': 'txr_20',
    });
  });

  it('add a cycle switch to the seats already scheduled, in the same schedule', async () => {
    await provider().changeSubscription('sub_123', { kind: 'at_period_end', quantity: 2 });
    const sub = await provider().changeSubscription('sub_123', {
      kind: 'at_period_end',
      cycle: 'yearly',
    });
    expect(sub.pending).toEqual({ plan: null, cycle: 'yearly', quantity: 2 });
    expect(stripe.requestsTo('POST', '/v1/subscription_schedules')).toHaveLength(1);
    expect(last('POST', '/v1/subscription_schedules/sub_sched_1')).toMatchObject({
      'phases[0][start_date]': String(periodStart - 3600),
      'phases[1][items][0][price]': 'price_premium_year',
      'phases[1][items][0][quantity]': '2',
      'phases[1][duration][interval]': 'year',
    });
  });

  it('drop the schedule when a change undoes the pending one', async () => {
    await provider().changeSubscription('sub_123', { kind: 'at_period_end', cycle: 'yearly' });
    const sub = await provider().changeSubscription('sub_123', {
      kind: 'at_period_end',
      cycle: 'monthly',
    });
    expect(sub.pending).toBeNull();
    expect(
      stripe.requestsTo('POST', '/v1/subscription_schedules/sub_sched_1/release'),
    ).toHaveLength(1);
  });

  it('are dropped by abort, and by a cancellation', async () => {
    await provider().changeSubscription('sub_123', { kind: 'at_period_end', quantity: 2 });
    const cleared = await provider().clearPendingChanges('sub_123');
    expect(cleared.pending).toBeNull();
    expect(
      stripe.requestsTo('POST', '/v1/subscription_schedules/sub_sched_1/release'),
    ).toHaveLength(1);

    await provider().changeSubscription('sub_123', { kind: 'at_period_end', quantity: 2 });
    const canceled = await provider().setCancelAtPeriodEnd('sub_123', true);
    expect(canceled).toMatchObject({ cancelAtPeriodEnd: true });
    expect(
      stripe.requestsTo('POST', '/v1/subscription_schedules/sub_sched_1/release'),
    ).toHaveLength(2);
    expect(last('POST', '/v1/subscriptions/sub_123')).toEqual({ cancel_at_period_end: 'true' });
  });

  it('stay scheduled after seats added at once', async () => {
    await provider().changeSubscription('sub_123', { kind: 'at_period_end', cycle: 'yearly' });
    const sub = await provider().changeSubscription('sub_123', { kind: 'now', quantity: 5 });
    expect(sub).toMatchObject({ quantity: 5, pending: { cycle: 'yearly', quantity: null } });
    const updates = stripe.requestsTo('POST', '/v1/subscriptions/sub_123').map((r) => r.form);
    expect(updates).toContainEqual({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_premium_month',
      'items[0][quantity]': '5',
      proration_behavior: 'always_invoice',
    });
    expect(last('POST', '/v1/subscription_schedules/sub_sched_1')).toMatchObject({
      'phases[0][items][0][quantity]': '5',
      'phases[1][items][0][price]': 'price_premium_year',
      'phases[1][items][0][quantity]': '5',
    });
  });
});
