import Stripe from 'stripe';
import { seatKey, type BillingCycle, type Plan } from '@hangar/domain';
import {
  ProviderError,
  type CustomerDetails,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../provider';
import { stripeCatalog, type ShownPrices } from './stripe-catalog';
import { CLEARED_PENDING, releaseSchedule, scheduleAtPeriodEnd } from './stripe-schedule';
import {
  mapInvoice,
  mapOwnSubscription,
  mapSubscription,
  type StripePrices,
} from './stripe-mapping';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  /** Stripe price id of each seat key (seat_premium_monthly, ...). */
  priceIds: Record<string, string>;
  /** What Hangar shows users, which Stripe must charge. */
  shownPrices: ShownPrices;
  /** Another API host (tests point it at a local server). */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

function stripePrices(priceIds: Record<string, string>): StripePrices {
  return {
    idOf(plan: Plan, cycle: BillingCycle) {
      const key = `seat_${plan}_${cycle}`.toLowerCase();
      const id = priceIds[key];
      if (!id) throw new ProviderError('stripe', `No Stripe price is configured for ${key}`);
      return id;
    },
    keyOf(priceId: string) {
      const key = Object.entries(priceIds).find(([, id]) => id === priceId)?.[0];
      const match = key ? /^seat_(premium|pro)_(monthly|yearly)$/.exec(key) : null;
      if (!match) return null;
      return {
        plan: match[1] === 'pro' ? 'PRO' : 'PREMIUM',
        cycle: match[2] === 'yearly' ? 'yearly' : 'monthly',
      };
    },
  };
}

/** Stripe's own messages reach the user; anything else is a bug, thrown as is. */
async function asProviderError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeCardError ||
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeIdempotencyError
    ) {
      throw new ProviderError('stripe', error.message);
    }
    throw error;
  }
}

function customerParams(details: CustomerDetails) {
  return {
    name: details.name,
    email: details.email,
    address: {
      line1: details.addressLine1,
      line2: details.addressLine2 ?? undefined,
      postal_code: details.postalCode,
      city: details.city,
      country: details.country,
    },
    metadata: { workspace_id: String(details.workspaceId) },
  };
}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  readonly client: Stripe;
  /** The subscription as Stripe has it now; null when Stripe has none or it is not Hangar's. */
  fetchSubscription(id: string): Promise<ProviderSubscription | null>;
  /** The invoice as Stripe has it now; null when Stripe has none or it is not Hangar's. */
  fetchInvoice(id: string): Promise<ProviderInvoice | null>;
}

/** Stripe's answer, or null when it has no such object. */
async function unlessMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      return null;
    }
    throw error;
  }
}

/** The real provider: Stripe's API through its official SDK (docs/billing.md). */
export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(settings.apiBase ?? {}),
  });
  const prices = stripePrices(settings.priceIds);
  const catalog = stripeCatalog(client, settings.shownPrices);
  /** The price id of a plan and cycle, once Stripe's amount is known to be the one shown. */
  const checkedPrice = async (plan: Plan, cycle: BillingCycle) => {
    const id = prices.idOf(plan, cycle);
    await catalog.checkPrice(seatKey(plan, cycle), id);
    return id;
  };
  /**
   * Changes for the period end: kept in the metadata (what GET /billing shows) and handed to
   * Stripe as a subscription schedule (what happens); none left when they undo each other.
   */
  const schedulePending = async (
    sub: Stripe.Subscription,
    next: { cycle: BillingCycle; quantity: number },
  ) => {
    const now = mapSubscription(sub, prices);
    const cycle = next.cycle === now.cycle ? '' : next.cycle;
    const quantity = next.quantity === now.quantity ? '' : String(next.quantity);
    if (!cycle && !quantity) await releaseSchedule(client, sub);
    else {
      await scheduleAtPeriodEnd(
        client,
        sub,
        {
          price: await checkedPrice(now.plan, next.cycle),
          quantity: next.quantity,
          interval: next.cycle === 'yearly' ? 'year' : 'month',
        },
        sub.default_tax_rates?.map((rate) => rate.id) ?? [],
      );
    }
    return mapSubscription(
      await client.subscriptions.update(sub.id, {
        metadata: { pending_cycle: cycle, pending_quantity: quantity },
      }),
      prices,
    );
  };
  const retrieve = async (id: string) =>
    mapSubscription(await client.subscriptions.retrieve(id), prices);

  return {
    name: 'stripe' as const,
    publishableKey: settings.publishableKey,
    client,

    createCustomer: (details, idempotencyKey) =>
      asProviderError(
        async () => (await client.customers.create(customerParams(details), { idempotencyKey })).id,
      ),

    updateCustomer: (customerId, details) =>
      asProviderError(async () => {
        await client.customers.update(customerId, customerParams(details));
      }),

    attachPaymentMethod: (customerId, paymentMethodId) =>
      asProviderError(async () => {
        const method = await client.paymentMethods.attach(paymentMethodId, {
          customer: customerId,
        });
        await client.customers.update(customerId, {
          invoice_settings: { default_payment_method: method.id },
        });
        const open = await client.invoices.list({
          customer: customerId,
          status: 'open',
          limit: 10,
        });
        for (const invoice of open.data) {
          if (invoice.id) await client.invoices.pay(invoice.id, { payment_method: method.id });
        }
        const card = method.card;
        return {
          id: method.id,
          brand: card?.brand ?? 'card',
          last4: card?.last4 ?? '',
          expMonth: card?.exp_month ?? 0,
          expYear: card?.exp_year ?? 0,
        };
      }),

    createSubscription: (input, idempotencyKey) =>
      asProviderError(async () => {
        const price = await checkedPrice(input.plan, input.cycle);
        const taxRate = await catalog.taxRateId(input.taxRatePercent);
        return mapSubscription(
          await client.subscriptions.create(
            {
              customer: input.customerId,
              items: [{ price, quantity: input.quantity }],
              ...(taxRate ? { default_tax_rates: [taxRate] } : {}),
              metadata: { workspace_id: String(input.workspaceId) },
              ...(input.trialDays
                ? { trial_period_days: input.trialDays }
                : { payment_behavior: 'error_if_incomplete' as const }),
            },
            { idempotencyKey },
          ),
          prices,
        );
      }),

    changeSubscription: (subscriptionId, change) =>
      asProviderError(async () => {
        const current = await client.subscriptions.retrieve(subscriptionId);
        const now = mapSubscription(current, prices);
        if (change.kind === 'at_period_end') {
          return schedulePending(current, {
            cycle: change.cycle ?? now.pending?.cycle ?? now.cycle,
            quantity: change.quantity ?? now.pending?.quantity ?? now.quantity,
          });
        }
        const item = current.items.data[0];
        if (!item) throw new ProviderError('stripe', 'This subscription has no Hangar price');
        // The schedule would undo this change at the period end: it is set again below.
        await releaseSchedule(client, current);
        const quantity = change.quantity ?? now.quantity;
        const updated = await client.subscriptions.update(subscriptionId, {
          items: [
            {
              id: item.id,
              price: await checkedPrice(change.plan ?? now.plan, now.cycle),
              quantity,
            },
          ],
          proration_behavior: 'always_invoice',
        });
        if (!now.pending) return mapSubscription(updated, prices);
        return schedulePending(updated, {
          cycle: now.pending.cycle ?? now.cycle,
          quantity: now.pending.quantity ?? quantity,
        });
      }),

    setTaxRate: (subscriptionId, taxRatePercent) =>
      asProviderError(async () => {
        const rate = await catalog.taxRateId(taxRatePercent);
        await client.subscriptions.update(subscriptionId, {
          default_tax_rates: rate ? [rate] : '',
        });
      }),

    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      asProviderError(async () => {
        // Stripe refuses to change the cancellation of a subscription a schedule manages; a
        // canceled subscription has no next period to change anyway.
        await releaseSchedule(client, await client.subscriptions.retrieve(subscriptionId));
        return mapSubscription(
          await client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
          prices,
        );
      }),

    clearPendingChanges: (subscriptionId) =>
      asProviderError(async () => {
        await releaseSchedule(client, await client.subscriptions.retrieve(subscriptionId));
        await client.subscriptions.update(subscriptionId, { metadata: CLEARED_PENDING });
        return retrieve(subscriptionId);
      }),

    cancelNow: (subscriptionId) =>
      asProviderError(async () => {
        const sub = await unlessMissing(() => client.subscriptions.retrieve(subscriptionId));
        if (!sub || ['canceled', 'incomplete_expired'].includes(sub.status)) return;
        // As for a cancellation at the period end: no schedule left to act on it afterwards.
        await releaseSchedule(client, sub);
        await client.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
      }),

    now: async () => new Date(),

    async fetchSubscription(id) {
      const sub = await unlessMissing(() => client.subscriptions.retrieve(id));
      return sub ? mapOwnSubscription(sub, prices) : null;
    },

    async fetchInvoice(id) {
      const invoice = await unlessMissing(() => client.invoices.retrieve(id));
      return invoice ? mapInvoice(invoice) : null;
    },
  };
}
