import type { Subscription } from '@hangar/contracts';
import type { BillingCycle, Plan } from '@hangar/domain';
import { HttpError } from '../../http/errors';
import type { SubscriptionChange } from '../../payments/provider';
import type { MemberContext } from '../workspaces/workspaces.access';
import type { BillingDeps } from './billing.deps';
import { presentSubscription } from './billing.presenter';
import { findSubscription } from './billing.repository';
import { applyNow, idempotencyKey, requireCustomer, viaProvider } from './billing.service';

const LIVE = new Set(['trialing', 'active', 'past_due', 'incomplete']);

async function requireSubscription(deps: BillingDeps, workspaceId: number) {
  const sub = await findSubscription(deps.db, workspaceId);
  if (!sub || !LIVE.has(sub.status))
    throw HttpError.simple(412, 'This workspace has no active subscription');
  return sub;
}

export async function subscriptionFor(
  deps: BillingDeps,
  context: MemberContext,
): Promise<Subscription> {
  const sub = await findSubscription(deps.db, context.workspaceId);
  if (!sub) throw HttpError.notFound('This workspace has no subscription');
  return presentSubscription(sub);
}

async function current(deps: BillingDeps, workspaceId: number): Promise<Subscription> {
  const sub = await findSubscription(deps.db, workspaceId);
  if (!sub) throw HttpError.notFound('This workspace has no subscription');
  return presentSubscription(sub);
}

/** POST /billing/subscription: the first charge happens now, on the card on file. */
export async function subscribe(
  deps: BillingDeps,
  context: MemberContext,
  input: { plan: Plan; cycle: BillingCycle; nb_seats: number },
): Promise<Subscription> {
  const customer = await requireCustomer(deps, context.workspaceId);
  if (!customer.paymentMethodId) throw HttpError.simple(412, 'Add a card first');
  const existing = await findSubscription(deps.db, context.workspaceId);
  if (existing && ['active', 'past_due', 'incomplete'].includes(existing.status)) {
    throw HttpError.simple(409, 'This workspace already has a subscription');
  }
  const sub = await viaProvider(() =>
    deps.payments.provider.createSubscription(
      {
        customerId: customer.providerCustomerId,
        workspaceId: context.workspaceId,
        plan: input.plan,
        cycle: input.cycle,
        quantity: input.nb_seats,
        trialDays: null,
      },
      idempotencyKey('subscription', context.workspaceId),
    ),
  );
  await applyNow(deps, sub, customer.providerCustomerId);
  return current(deps, context.workspaceId);
}

async function change(deps: BillingDeps, context: MemberContext, what: SubscriptionChange) {
  const sub = await requireSubscription(deps, context.workspaceId);
  const customer = await requireCustomer(deps, context.workspaceId);
  const updated = await viaProvider(() =>
    deps.payments.provider.changeSubscription(sub.providerSubId, what),
  );
  await applyNow(deps, updated, customer.providerCustomerId);
  return current(deps, context.workspaceId);
}

/** PUT /billing/subscription/plan: takes effect now, the difference prorated. */
export function changePlan(deps: BillingDeps, context: MemberContext, plan: Plan) {
  return change(deps, context, { kind: 'now', plan });
}

/** PUT /billing/subscription/cycle: monthly to yearly or back, from the next period. */
export async function switchCycle(deps: BillingDeps, context: MemberContext) {
  const sub = await requireSubscription(deps, context.workspaceId);
  const next: BillingCycle = (sub.pendingCycle ?? sub.cycle) === 'monthly' ? 'yearly' : 'monthly';
  return change(deps, context, { kind: 'at_period_end', cycle: next });
}

/** PUT /billing/subscription/seats: more seats now (prorated), fewer from the next period. */
export async function changeSeats(deps: BillingDeps, context: MemberContext, seats: number) {
  const sub = await requireSubscription(deps, context.workspaceId);
  return change(
    deps,
    context,
    seats > sub.nbSeats
      ? { kind: 'now', quantity: seats }
      : { kind: 'at_period_end', quantity: seats },
  );
}

/** POST /billing/subscription/cancel: ends at the end of the period already paid for. */
export async function cancelSubscription(deps: BillingDeps, context: MemberContext) {
  const sub = await requireSubscription(deps, context.workspaceId);
  const customer = await requireCustomer(deps, context.workspaceId);
  const updated = await viaProvider(() =>
    deps.payments.provider.setCancelAtPeriodEnd(sub.providerSubId, true),
  );
  await applyNow(deps, updated, customer.providerCustomerId);
  return current(deps, context.workspaceId);
}

/** POST /billing/subscription/abort: undoes a cancellation and the changes scheduled for the period end. */
export async function abortChanges(deps: BillingDeps, context: MemberContext) {
  const sub = await requireSubscription(deps, context.workspaceId);
  const customer = await requireCustomer(deps, context.workspaceId);
  await viaProvider(() => deps.payments.provider.setCancelAtPeriodEnd(sub.providerSubId, false));
  const updated = await viaProvider(() =>
    deps.payments.provider.clearPendingChanges(sub.providerSubId),
  );
  await applyNow(deps, updated, customer.providerCustomerId);
  return current(deps, context.workspaceId);
}
