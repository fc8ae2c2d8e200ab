import { prorationAmount, seatKey } from '@hangar/domain';
import type { Database } from '../../db/client';
import {
  ProviderError,
  type CardDetails,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSubscription,
} from '../provider';
import { checkTestCard } from './sandbox-cards';
import {
  addCycle,
  chargeInvoice,
  emitSubscription,
  renewDueSubscription,
  toProviderInvoice,
  toProviderSubscription,
  taxRateOf,
  type Pricing,
} from './sandbox-cycle';
import {
  newSandboxId,
  sandboxEventPayload,
  sandboxInvoice,
  sandboxStore,
  sandboxSubscription,
  type SandboxSubscription,
} from './sandbox-store';

const DAY = 86_400_000;
const ALREADY_ATTACHED = 'The payment method you provided has already been attached to a customer.';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What the card form does in the sandbox (Stripe.js does it at Stripe). */
  createCardPaymentMethod(card: {
    workspaceId: number;
    number: string;
    expMonth: number;
    expYear: number;
  }): Promise<string>;
  /** Moves a customer's test clock forward and bills what fell due meanwhile. */
  advanceClock(customerId: string, days: number): Promise<void>;
}

/**
 * The embedded payment provider: behaves like Stripe in test mode (test cards, customers,
 * subscriptions, trials, renewals, invoices, a test clock) and tells the app what happened
 * through the same event handler as Stripe's webhooks.
 */
export function createSandboxProvider(deps: {
  db: Database;
  pricing: Pricing;
  onEvent: (event: ProviderEvent) => Promise<void>;
}): SandboxProvider {
  const store = sandboxStore(deps.db);
  const { pricing } = deps;

  const now = async (customerId: string | null) =>
    new Date(Date.now() + (customerId ? await store.clockOffsetDays(customerId) : 0) * DAY);

  /** Hands the recorded events to the app, in order, once each. */
  async function deliver(): Promise<void> {
    for (const row of await store.undelivered()) {
      const payload = sandboxEventPayload.parse(row.payload);
      const created = new Date(payload.created);
      const event: ProviderEvent =
        payload.type === 'subscription'
          ? {
              id: row.id,
              created,
              type: 'subscription',
              subscription: toProviderSubscription(sandboxSubscription.parse(payload.subscription)),
            }
          : {
              id: row.id,
              created,
              type: 'invoice',
              invoice: toProviderInvoice(sandboxInvoice.parse(payload.invoice)),
            };
      await deps.onEvent(event);
      await store.markDelivered(row.seq);
    }
  }

  async function subscriptionOf(id: string): Promise<SandboxSubscription> {
    const sub = await store.get('subscription', id);
    if (!sub) throw new ProviderError('sandbox', `No such subscription: '${id}'`);
    return sub;
  }

  async function cardOf(customerId: string) {
    const customer = await store.get('customer', customerId);
    return customer?.defaultPaymentMethod
      ? await store.get('payment_method', customer.defaultPaymentMethod)
      : null;
  }

  async function save(sub: SandboxSubscription): Promise<ProviderSubscription> {
    await store.put('subscription', sub);
    await emitSubscription(store, sub, await now(sub.customer));
    await deliver();
    return toProviderSubscription(sub);
  }

  return {
    name: 'sandbox',
    publishableKey: null,

    async createCustomer(details, idempotencyKey) {
      const known = await store.idempotent(idempotencyKey);
      if (known) return known;
      const id = newSandboxId('customer');
      await store.put('customer', {
        id,
        workspaceId: details.workspaceId,
        email: details.email,
        defaultPaymentMethod: null,
      });
      await store.remember(idempotencyKey, id);
      return id;
    },

    async updateCustomer(customerId, details) {
      const customer = await store.get('customer', customerId);
      if (!customer) throw new ProviderError('sandbox', `No such customer: '${customerId}'`);
      await store.put('customer', { ...customer, email: details.email });
    },

    async createCardPaymentMethod(card) {
      const checked = checkTestCard(card.number, card.expMonth, card.expYear, new Date());
      const id = newSandboxId('payment_method');
      await store.put('payment_method', {
        id,
        brand: checked.brand,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        behaviour: checked.behaviour,
        workspaceId: card.workspaceId,
        customer: null,
      });
      return id;
    },

    async attachPaymentMethod(customerId, paymentMethodId): Promise<CardDetails> {
      const [customer, card] = await Promise.all([
        store.get('customer', customerId),
        store.get('payment_method', paymentMethodId),
      ]);
      if (!customer || !card || card.workspaceId !== customer.workspaceId)
        throw new ProviderError('sandbox', `No such PaymentMethod: '${paymentMethodId}'`);
      if (card.customer !== null && card.customer !== customerId)
        throw new ProviderError('sandbox', ALREADY_ATTACHED);
      await store.put('payment_method', { ...card, customer: customerId });
      await store.put('customer', { ...customer, defaultPaymentMethod: card.id });
      const at = await now(customerId);
      if (card.behaviour === 'succeeds') {
        for (const invoice of await store.list('invoice')) {
          if (invoice.customer !== customerId || invoice.status !== 'failed') continue;
          const paid = { ...invoice, status: 'paid' as const };
          await store.put('invoice', paid);
          await store.emit({ created: at.toISOString(), type: 'invoice', invoice: paid });
        }
        for (const sub of await store.list('subscription')) {
          if (sub.customer !== customerId || !['past_due', 'incomplete'].includes(sub.status))
            continue;
          const active = { ...sub, status: 'active' as const };
          await store.put('subscription', active);
          await emitSubscription(store, active, at);
        }
      }
      await deliver();
      return {
        id: card.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },

    async createSubscription(input, idempotencyKey) {
      const known = await store.idempotent(idempotencyKey);
      if (known) return toProviderSubscription(await subscriptionOf(known));
      if (pricing.prices[seatKey(input.plan, input.cycle)] === undefined) {
        throw new ProviderError('sandbox', `No such price: '${seatKey(input.plan, input.cycle)}'`);
      }
      const at = await now(input.customerId);
      const trial = input.trialDays !== null;
      const periodEnd = trial
        ? new Date(at.getTime() + (input.trialDays ?? 0) * DAY)
        : addCycle(at, input.cycle);
      let sub: SandboxSubscription = {
        id: newSandboxId('subscription'),
        customer: input.customerId,
        workspaceId: input.workspaceId,
        plan: input.plan,
        cycle: input.cycle,
        quantity: input.quantity,
        status: trial ? 'trialing' : 'incomplete',
        cancelAtPeriodEnd: false,
        periodStart: at.toISOString(),
        periodEnd: periodEnd.toISOString(),
        trialEnd: trial ? periodEnd.toISOString() : null,
        taxRatePercent: input.taxRatePercent,
        pending: null,
      };
      if (!trial) {
        const card = await cardOf(input.customerId);
        if (!card)
          throw new ProviderError(
            'sandbox',
            'This customer has no attached payment source or default payment method.',
          );
        await store.remember(idempotencyKey, sub.id);
        const price = pricing.prices[seatKey(input.plan, input.cycle)] ?? 0;
        const invoice = await chargeInvoice(store, {
          sub,
          subtotal: price * input.quantity,
          taxRatePercent: input.taxRatePercent,
          periodStart: at,
          periodEnd,
          now: at,
          card,
        });
        sub = { ...sub, status: invoice.status === 'paid' ? 'active' : 'incomplete' };
      } else {
        await store.remember(idempotencyKey, sub.id);
      }
      return save(sub);
    },

    async changeSubscription(subscriptionId, change) {
      const sub = await subscriptionOf(subscriptionId);
      if (change.kind === 'at_period_end') {
        const pending = sub.pending ?? { plan: null, cycle: null, quantity: null };
        return save({
          ...sub,
          pending: {
            ...pending,
            ...(change.cycle ? { cycle: change.cycle } : {}),
            ...(change.quantity ? { quantity: change.quantity } : {}),
          },
        });
      }
      const at = await now(sub.customer);
      const plan = change.plan ?? sub.plan;
      const quantity = change.quantity ?? sub.quantity;
      const start = new Date(sub.periodStart).getTime();
      const end = new Date(sub.periodEnd).getTime();
      const remaining = (end - at.getTime()) / Math.max(1, end - start);
      const oldPrice = pricing.prices[seatKey(sub.plan, sub.cycle)] ?? 0;
      const newPrice = pricing.prices[seatKey(plan, sub.cycle)] ?? 0;
      const added =
        prorationAmount(newPrice, quantity - sub.quantity, remaining) +
        prorationAmount(newPrice - oldPrice, sub.quantity, remaining);
      const updated: SandboxSubscription = { ...sub, plan, quantity };
      if (added > 0 && sub.status !== 'trialing') {
        const invoice = await chargeInvoice(store, {
          sub: updated,
          subtotal: added,
          taxRatePercent: taxRateOf(pricing, sub),
          periodStart: at,
          periodEnd: new Date(sub.periodEnd),
          now: at,
          card: await cardOf(sub.customer),
        });
        if (invoice.status === 'failed') updated.status = 'past_due';
      }
      return save(updated);
    },

    async setTaxRate(subscriptionId, taxRatePercent) {
      await save({ ...(await subscriptionOf(subscriptionId)), taxRatePercent });
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return save({ ...(await subscriptionOf(subscriptionId)), cancelAtPeriodEnd: cancel });
    },

    async clearPendingChanges(subscriptionId) {
      return save({ ...(await subscriptionOf(subscriptionId)), pending: null });
    },

    async cancelNow(subscriptionId) {
      const sub = await store.get('subscription', subscriptionId);
      if (!sub || sub.status === 'canceled') return;
      await save({ ...sub, status: 'canceled', cancelAtPeriodEnd: false, pending: null });
    },

    now,

    async advanceClock(customerId, days) {
      await store.advanceClock(customerId, days);
      const at = await now(customerId);
      const card = await cardOf(customerId);
      for (const sub of await store.list('subscription')) {
        if (sub.customer === customerId) await renewDueSubscription(store, pricing, sub, at, card);
      }
      await deliver();
    },
  };
}
