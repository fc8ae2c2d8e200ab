import { describe, expect, it } from 'vitest';
import { DEFAULT_SEAT_PRICES } from '@hangar/domain';
import { ProviderError } from '../provider';
import {
  answerCatalog,
  standInProvider,
  stripeCardJson,
  stripeError,
  stripeList,
  stripeSubscriptionJson,
  useStripeStandIn,
} from './stripe-stand-in';

/** The requests our Stripe provider builds, and how it reads Stripe's answers and errors. */
const stripe = useStripeStandIn(answerCatalog);

const subscriptionJson = stripeSubscriptionJson({
  id: 'sub_123',
  workspaceId: 42,
  priceId: 'price_premium_month',
});

const provider = (shownPrices?: Record<string, number>) => standInProvider(stripe, shownPrices);

const last = (method: string, path: string) => stripe.requestsTo(method, path).at(-1);

describe('the Stripe provider', () => {
  it('creates customers with their address, workspace and an idempotency key', async () => {
    stripe.answer('POST', '/v1/customers', {
      status: 200,
      body: { id: 'cus_123', object: 'customer' },
    });
    const id = await provider().createCustomer(
      {
        workspaceId: 42,
        name: 'Northwind SAS',
        email: 'billing@northwind.example',
        addressLine1: '1 rue de la Paix',
        addressLine2: null,
        postalCode: '75002',
        city: 'Paris',
        country: 'FR',
      },
      'customer-42',
    );
    expect(id).toBe('cus_123');
    const request = last('POST', '/v1/customers');
    expect(request?.headers['idempotency-key']).toBe('customer-42');
    expect(request?.headers.authorization).toBe('Bearer sk_test_hangar');
    expect(request?.form).toMatchObject({
      name: 'Northwind SAS',
      email: 'billing@northwind.example',
      'address[city]': 'Paris',
      'address[country]': 'FR',
      'metadata[workspace_id]': '42',
    });
  });

  it('subscribes with the configured price and the seats as quantity', async () => {
    stripe.answer('POST', '/v1/subscriptions', { status: 200, body: subscriptionJson });
    const sub = await provider().createSubscription(
      {
        customerId: 'cus_123',
        workspaceId: 42,
        plan: 'PREMIUM',
        cycle: 'monthly',
        quantity: 3,
        trialDays: null,
        taxRatePercent: 20,
      },
      'subscription-42',
    );
    expect(sub).toMatchObject({
      id: 'sub_123',
      workspaceId: 42,
      plan: 'PREMIUM',
      cycle: 'monthly',
      quantity: 3,
      status: 'active',
    });
    const request = last('POST', '/v1/subscriptions');
    expect(request?.form).toMatchObject({
      customer: 'cus_123',
      'items[0][price]': 'price_premium_month',
      'items[0][quantity]': '3',
      'metadata[workspace_id]': '42',
      'default_tax_rates[0]': 'txr_20',
      payment_behavior: 'error_if_incomplete',
    });
    expect(request?.form).not.toHaveProperty('trial_period_days');
    expect(request?.headers['idempotency-key']).toBe('subscription-42');
  });

  it('starts a trial without charging', async () => {
    const trialEnd = Math.floor(Date.now() / 1000) + 14 * 86400;
    stripe.answer('POST', '/v1/subscriptions', {
      status: 200,
      body: { ...subscriptionJson, status: 'trialing', trial_end: trialEnd },
    });
    const sub = await provider().createSubscription(
      {
        customerId: 'cus_123',
        workspaceId: 42,
        plan: 'PREMIUM',
        cycle: 'monthly',
        quantity: 10,
        trialDays: 14,
        taxRatePercent: 20,
      },
      'trial-42',
    );
    expect(sub).toMatchObject({ status: 'trialing', trialEnd: new Date(trialEnd * 1000) });
    const request = last('POST', '/v1/subscriptions');
    expect(request?.form).toMatchObject({ trial_period_days: '14', 'items[0][quantity]': '10' });
    expect(request?.form).not.toHaveProperty('payment_behavior');
  });

  it('changes the plan or adds seats at once, invoicing the proration', async () => {
    stripe.answer('GET', '/v1/subscriptions/sub_123', { status: 200, body: subscriptionJson });
    stripe.answer('POST', '/v1/subscriptions/sub_123', {
      status: 200,
      body: stripeSubscriptionJson({ id: 'sub_123', workspaceId: 42, priceId: 'price_pro_month' }),
    });
    const changed = await provider().changeSubscription('sub_123', { kind: 'now', plan: 'PRO' });
    expect(changed).toMatchObject({ plan: 'PRO', cycle: 'monthly' });
    expect(last('POST', '/v1/subscriptions/sub_123')?.form).toEqual({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_pro_month',
      'items[0][quantity]': '3',
      proration_behavior: 'always_invoice',
    });

    await provider().changeSubscription('sub_123', { kind: 'now', quantity: 5 });
    expect(last('POST', '/v1/subscriptions/sub_123')?.form).toMatchObject({
      'items[0][price]': 'price_premium_month',
      'items[0][quantity]': '5',
      proration_behavior: 'always_invoice',
    });
  });

  it('makes an attached card the default and pays the open invoices with it', async () => {
    stripe.answer('POST', '/v1/payment_methods/pm_new/attach', {
      status: 200,
      body: stripeCardJson('pm_new'),
    });
    stripe.answer('POST', '/v1/customers/cus_123', {
      status: 200,
      body: { id: 'cus_123', object: 'customer' },
    });
    stripe.answer('GET', '/v1/invoices', {
      status: 200,
      body: stripeList([{ id: 'in_open', object: 'invoice' }]),
    });
    stripe.answer('POST', '/v1/invoices/in_open/pay', {
      status: 200,
      body: { id: 'in_open', object: 'invoice', status: 'paid' },
    });
    const card = await provider().attachPaymentMethod('cus_123', 'pm_new');
    expect(card).toEqual({
      id: 'pm_new',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(last('POST', '/v1/payment_methods/pm_new/attach')?.form).toEqual({
      customer: 'cus_123',
    });
    expect(last('POST', '/v1/customers/cus_123')?.form).toEqual({
      'invoice_settings[default_payment_method]': 'pm_new',
    });
    expect(last('POST', '/v1/invoices/in_open/pay')?.form).toEqual({ payment_method: 'pm_new' });
  });

  it("passes Stripe's card errors on with Stripe's message", async () => {
    stripe.answer(
      'POST',
      '/v1/payment_methods/pm_bad/attach',
      stripeError(402, 'card_error', 'Your card was declined.', 'card_declined'),
    );
    await expect(provider().attachPaymentMethod('cus_123', 'pm_bad')).rejects.toEqual(
      new ProviderError('stripe', 'Your card was declined.'),
    );
  });

  it('refuses to charge a Stripe price that differs from the one shown', async () => {
    const before = stripe.requestsTo('POST', '/v1/subscriptions').length;
    const order = {
      customerId: 'cus_123',
      workspaceId: 42,
      plan: 'PREMIUM' as const,
      cycle: 'monthly' as const,
      quantity: 1,
      trialDays: null,
      taxRatePercent: 20,
    };
    await expect(
      provider({ ...DEFAULT_SEAT_PRICES, seat_premium_monthly: 900 }).createSubscription(
        order,
        'k1',
      ),
    ).rejects.toEqual(
      new ProviderError(
        'stripe',
        'Billing is misconfigured: the Stripe price of seat_premium_monthly is 8.00 EUR, but Hangar shows 9.00 EUR.',
      ),
    );
    await expect(
      provider().createSubscription({ ...order, taxRatePercent: 5.5 }, 'k2'),
    ).rejects.toEqual(
      new ProviderError(
        'stripe',
        'Billing is misconfigured: Stripe has no active exclusive tax rate of 5.5 %.',
      ),
    );
    expect(stripe.requestsTo('POST', '/v1/subscriptions')).toHaveLength(before);
    await provider().createSubscription({ ...order, taxRatePercent: 0 }, 'k3');
    expect(last('POST', '/v1/subscriptions')?.form).not.toHaveProperty('default_tax_rates[0]');
  });

  it("moves a subscription to the tax rate of the customer's new country, or to none", async () => {
    stripe.answer('POST', '/v1/subscriptions/sub_123', { status: 200, body: subscriptionJson });
    await provider().setTaxRate('sub_123', 19);
    expect(last('POST', '/v1/subscriptions/sub_123')?.form).toMatchObject({
      'default_tax_rates[0]': 'txr_19',
    });
    await provider().setTaxRate('sub_123', 0);
    expect(last('POST', '/v1/subscriptions/sub_123')?.form).toMatchObject({
      default_tax_rates: '',
    });
  });

  it('refuses a plan with no configured price before calling Stripe', async () => {
    const before = stripe.recorded.length;
    await expect(
      provider().createSubscription(
        {
          customerId: 'cus_123',
          workspaceId: 42,
          plan: 'PRO',
          cycle: 'yearly',
          quantity: 1,
          trialDays: null,
          taxRatePercent: 20,
        },
        'k',
      ),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(stripe.recorded.length).toBe(before);
  });

  it("fetches a subscription afresh, or nothing when it is missing or not Hangar's", async () => {
    stripe.answer('GET', '/v1/subscriptions/sub_123', { status: 200, body: subscriptionJson });
    expect(await provider().fetchSubscription('sub_123')).toMatchObject({ workspaceId: 42 });
    stripe.answer(
      'GET',
      '/v1/subscriptions/sub_gone',
      stripeError(
        404,
        'invalid_request_error',
        "No such subscription: 'sub_gone'",
        'resource_missing',
      ),
    );
    expect(await provider().fetchSubscription('sub_gone')).toBeNull();
    stripe.answer('GET', '/v1/subscriptions/sub_other', {
      status: 200,
      body: { ...subscriptionJson, id: 'sub_other', metadata: {} },
    });
    expect(await provider().fetchSubscription('sub_other')).toBeNull();
  });

  it('cancels a subscription now, its schedule released first; an ended or missing one is left alone', async () => {
    stripe.answer('GET', '/v1/subscriptions/sub_sched', {
      status: 200,
      body: { ...subscriptionJson, id: 'sub_sched', schedule: 'sub_sched_9' },
    });
    stripe.answer('POST', '/v1/subscription_schedules/sub_sched_9/release', {
      status: 200,
      body: { id: 'sub_sched_9', object: 'subscription_schedule' },
    });
    stripe.answer('DELETE', '/v1/subscriptions/sub_sched', {
      status: 200,
      body: { ...subscriptionJson, id: 'sub_sched', status: 'canceled' },
    });
    await provider().cancelNow('sub_sched');
    expect(
      stripe.requestsTo('POST', '/v1/subscription_schedules/sub_sched_9/release'),
    ).toHaveLength(1);
    expect(last('DELETE', '/v1/subscriptions/sub_sched')?.query).toEqual({
      invoice_now: 'false',
      prorate: 'false',
    });

    stripe.answer('GET', '/v1/subscriptions/sub_ended', {
      status: 200,
      body: { ...subscriptionJson, id: 'sub_ended', status: 'canceled' },
    });
    stripe.answer(
      'GET',
      '/v1/subscriptions/sub_missing',
      stripeError(404, 'invalid_request_error', "No such subscription: 'sub_missing'"),
    );
    await provider().cancelNow('sub_ended');
    await provider().cancelNow('sub_missing');
    expect(stripe.requestsTo('DELETE', '/v1/subscriptions/sub_ended')).toEqual([]);
    expect(stripe.requestsTo('DELETE', '/v1/subscriptions/sub_missing')).toEqual([]);
  });
});
