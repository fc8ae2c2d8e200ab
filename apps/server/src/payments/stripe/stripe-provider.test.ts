import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider';
import { createStripeProvider } from './stripe-provider';
import {
  startStripeStandIn,
  stripeError,
  stripeSubscriptionJson,
  type StripeStandIn,
} from './stripe-stand-in';

/** The requests our Stripe provider builds, and how it reads Stripe's answers and errors. */
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());

const subscriptionJson = stripeSubscriptionJson({
  id: 'sub_123',
  workspaceId: 42,
  priceId: 'price_premium_month',
});

function provider() {
  return createStripeProvider({
    secretKey: 'sk_test_hangar',
    publishableKey: 'pk_test_hangar',
    priceIds: {
      seat_premium_monthly: 'price_premium_month',
      seat_premium_yearly: 'price_premium_year',
      seat_pro_monthly: 'price_pro_month',
    },
    apiBase: stripe.apiBase,
  });
}

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

  it('keeps changes for the period end as pending, and drops them on abort', async () => {
    const pending = stripeSubscriptionJson({
      id: 'sub_123',
      workspaceId: 42,
      priceId: 'price_premium_month',
      metadata: { pending_cycle: 'yearly', pending_quantity: '2' },
    });
    stripe.answer('GET', '/v1/subscriptions/sub_123', { status: 200, body: pending });
    stripe.answer('POST', '/v1/subscriptions/sub_123', { status: 200, body: pending });
    const scheduled = await provider().changeSubscription('sub_123', {
      kind: 'at_period_end',
      cycle: 'yearly',
      quantity: 2,
    });
    expect(scheduled.pending).toEqual({ plan: null, cycle: 'yearly', quantity: 2 });
    expect(last('POST', '/v1/subscriptions/sub_123')?.form).toEqual({
      'metadata[pending_cycle]': 'yearly',
      'metadata[pending_quantity]': '2',
    });

    stripe.answer('GET', '/v1/subscriptions/sub_123', { status: 200, body: subscriptionJson });
    const cleared = await provider().clearPendingChanges('sub_123');
    expect(cleared.pending).toBeNull();
    expect(last('POST', '/v1/subscriptions/sub_123')?.form).toEqual({
      'metadata[pending_plan]': '',
      'metadata[pending_cycle]': '',
      'metadata[pending_quantity]': '',
    });
  });

  it('cancels at the period end, and resumes', async () => {
    stripe.answer('POST', '/v1/subscriptions/sub_123', ({ form }) => ({
      status: 200,
      body: { ...subscriptionJson, cancel_at_period_end: form.cancel_at_period_end === 'true' },
    }));
    const canceled = await provider().setCancelAtPeriodEnd('sub_123', true);
    expect(canceled).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(last('POST', '/v1/subscriptions/sub_123')?.form).toEqual({
      cancel_at_period_end: 'true',
    });
    const resumed = await provider().setCancelAtPeriodEnd('sub_123', false);
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('makes an attached card the default and pays the open invoices with it', async () => {
    stripe.answer('POST', '/v1/payment_methods/pm_new/attach', {
      status: 200,
      body: {
        id: 'pm_new',
        object: 'payment_method',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
    });
    stripe.answer('POST', '/v1/customers/cus_123', {
      status: 200,
      body: { id: 'cus_123', object: 'customer' },
    });
    stripe.answer('GET', '/v1/invoices', {
      status: 200,
      body: { object: 'list', data: [{ id: 'in_open', object: 'invoice' }], has_more: false },
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
});
