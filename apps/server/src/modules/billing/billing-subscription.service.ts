import type { Subscription } from '@hangar/contracts';
import type { BillingCycle, Plan } from '@hangar/domain';
import { HttpError } from '../../http/errors';
import type {
  PaymentProvider,
  ProviderSubscription,
  SubscriptionChange,
} from '../../payments/provider';
import type { MemberCall } from '../workspaces/workspaces.access';
import type { BillingDeps } from './billing.deps';
import { customerTaxRule } from './billing-tax';
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

async function current(deps: BillingDeps, workspaceId: number): Promise<Subscription> {
  const sub = await findSubscription(deps.db, workspaceId);
  if (!sub) throw HttpError.notFound('This workspace has no subscription');
  return presentSubscription(sub);
}

export function subscriptionFor(deps: BillingDeps, { caller }: MemberCall): Promise<Subscription> {
  return current(deps, caller.workspaceId);
}

/** POST /billing/subscription: the first charge happens now, on the card on file. */
export async function subscribe(
  deps: BillingDeps,
  { caller, input }: MemberCall & { input: { plan: Plan; cycle: BillingCycle; nb_seats: number } },
): Promise<Subscription> {
  const { workspaceId } = caller;
  const customer = await requireCustomer(deps, workspaceId);
  if (!customer.paymentMethodId) throw HttpError.simple(412, 'Add a card first');
  const existing = await findSubscription(deps.db, workspaceId);
  if (existing && ['active', 'past_due', 'incomplete'].includes(existing.status)) {
    throw HttpError.simple(409, 'This workspace already has a subscription');
  }
  const sub = await viaProvider(() =>
    deps.payments.provider.createSubscription(
      {
        customerId: customer.providerCustomerId,
        workspaceId,
        plan: input.plan,
        cycle: input.cycle,
        quantity: input.nb_seats,
        trialDays: null,
        taxRatePercent: customerTaxRule(deps.config.billing.seller.country, customer).ratePercent,
      },
      idempotencyKey('subscription', workspaceId),
    ),
  );
  await applyNow(deps, sub, customer.providerCustomerId);
  return current(deps, workspaceId);
}

/** Has the provider update the live subscription, applies what it answers, and presents it. */
async function updateAtProvider(
  deps: BillingDeps,
  workspaceId: number,
  update: (provider: PaymentProvider, providerSubId: string) => Promise<ProviderSubscription>,
) {
  const sub = await requireSubscription(deps, workspaceId);
  const customer = await requireCustomer(deps, workspaceId);
  const updated = await viaProvider(() => update(deps.payments.provider, sub.providerSubId));
  await applyNow(deps, updated, customer.providerCustomerId);
  return current(deps, workspaceId);
}

function change(deps: BillingDeps, workspaceId: number, what: SubscriptionChange) {
  return updateAtProvider(deps, workspaceId, (provider, subId) =>
    provider.changeSubscription(subId, what),
  );
}

/** PUT /billing/subscription/plan: takes effect now, the difference prorated. */
export function changePlan(deps: BillingDeps, { caller, plan }: MemberCall & { plan: Plan }) {
  return change(deps, caller.workspaceId, { kind: 'now', plan });
}

/** PUT /billing/subscription/cycle: monthly to yearly or back, from the next period. */
export async function switchCycle(deps: BillingDeps, { caller }: MemberCall) {
  const sub = await requireSubscription(deps, caller.workspaceId);
  const next: BillingCycle = (sub.pendingCycle ?? sub.cycle) === 'monthly' ? 'yearly' : 'monthly';
  return change(deps, caller.workspaceId, { kind: 'at_period_end', cycle: next });
}

/** PUT /billing/subscription/seats: more seats now (prorated), fewer from the next period. */
export async function changeSeats(
  deps: BillingDeps,
  { caller, seats }: MemberCall & { seats: number },
) {
  const sub = await requireSubscription(deps, caller.workspaceId);
  return change(
    deps,
    caller.workspaceId,
    seats > sub.nbSeats
      ? { kind: 'now', quantity: seats }
      : { kind: 'at_period_end', quantity: seats },
  );
}

/** POST /billing/subscription/cancel: ends at the end of the period already paid for. */
export function cancelSubscription(deps: BillingDeps, { caller }: MemberCall) {
  return updateAtProvider(deps, caller.workspaceId, (provider, subId) =>
    provider.setCancelAtPeriodEnd(subId, true),
  );
}

/** POST /billing/subscription/abort: undoes a cancellation and the changes scheduled for the period end. */
export function abortChanges(deps: BillingDeps, { caller }: MemberCall) {
  return updateAtProvider(deps, caller.workspaceId, async (provider, subId) => {
    await provider.setCancelAtPeriodEnd(subId, false);
    return provider.clearPendingChanges(subId);
  });
}
