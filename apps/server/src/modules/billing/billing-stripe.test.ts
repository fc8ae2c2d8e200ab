import Stripe from 'stripe';
import { EMBED_FRAME_ORIGINS } from '@hangar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  stripeCardJson,
  stripeError,
  stripeList,
  stripeSubscriptionJson,
  useStripeStandIn,
} from '../../payments/stripe/stripe-stand-in';
import { directive } from '../../test/csp';
import { useTestEnvironment } from '../../test/harness';
import { billingOwner, stripeTestConfig, TEST_CUSTOMER } from './billing-fixtures';

/** The billing calls with Stripe as the provider, against the local stand-in for its API. */
const stripe = useStripeStandIn();
const WEBHOOK_SECRET = 'whsec_test_hangar';
const server = useTestEnvironment(() => ({ config: stripeTestConfig(stripe.url, WEBHOOK_SECRET) }));
const CUSTOMER_ANSWER = { status: 200, body: { id: 'cus_1', object: 'customer' } };
const TAX_RATE_20 = {
  id: 'txr_20',
  object: 'tax_rate',
  percentage: 20,
  inclusive: false,
  active: true,
};

beforeAll(() => {
  stripe.answer('POST', '/v1/customers', CUSTOMER_ANSWER);
  stripe.answer('POST', '/v1/customers/cus_1', CUSTOMER_ANSWER);
  stripe.answer('POST', '/v1/payment_methods/pm_card/attach', {
    status: 200,
    body: stripeCardJson('pm_card'),
  });
  stripe.answer('GET', '/v1/prices/price_pm', {
    status: 200,
    body: { id: 'price_pm', object: 'price', currency: 'eur', unit_amount: 800 },
  });
  stripe.answer('GET', '/v1/tax_rates', { status: 200, body: stripeList([TAX_RATE_20]) });
  stripe.answer('GET', '/v1/invoices', { status: 200, body: stripeList([]) });
});

const keysOf = (method: string, path: string) =>
  stripe.requestsTo(method, path).map((request) => request.headers['idempotency-key']);

describe('billing with Stripe', () => {
  it('retries a declined subscription with a new idempotency key', async () => {
    const owner = await billingOwner(server);
    expect((await owner.call('POST', '/billing/customer', TEST_CUSTOMER)).status).toBe(200);
    expect(
      await owner.call('PUT', '/billing/payment-method', { payment_method_id: 'pm_card' }),
    ).toMatchObject({ status: 200, body: { last4: '4242' } });

    let attempts = 0;
    stripe.answer('POST', '/v1/subscriptions', () =>
      ++attempts === 1
        ? stripeError(402, 'card_error', 'Your card was declined.', 'card_declined')
        : {
            status: 200,
            body: stripeSubscriptionJson({
              workspaceId: owner.workspace.id,
              priceId: 'price_pm',
              quantity: 3,
            }),
          },
    );
    const order = { plan: 'PREMIUM', cycle: 'monthly', nb_seats: 3 };
    expect(await owner.call('POST', '/billing/subscription', order)).toMatchObject({
      status: 402,
      body: { detail: 'Your card was declined.', provider: 'stripe' },
    });
    expect(await owner.call('POST', '/billing/subscription', order)).toMatchObject({
      status: 201,
      body: { plan: 'PREMIUM', nb_seats: 3, status: 'active' },
    });
    const keys = keysOf('POST', '/v1/subscriptions');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(new RegExp(`^subscription-${owner.workspace.id}-[0-9a-f-]{36}$`));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('moves the subscription to the tax rate of a new country, and keeps the old details while Stripe refuses', async () => {
    const { subscription, ...owner } = await subscribedAtStripe('sub_taxed');
    stripe.answer('POST', '/v1/subscriptions/sub_taxed', { status: 200, body: subscription });

    // The Netherlands: 21 %, a rate this Stripe account does not have yet.
    const dutch = { ...TEST_CUSTOMER, city: 'Amsterdam', postal_code: '1012', country: 'nl' };
    expect(await owner.call('PUT', '/billing/customer', dutch)).toMatchObject({
      status: 402,
      body: {
        detail: 'Billing is misconfigured: Stripe has no active exclusive tax rate of 21 %.',
      },
    });
    expect((await owner.call('GET', '/billing')).body).toMatchObject({
      tax_rate: 20,
      customer: { country: 'FR' },
    });

    stripe.answer('GET', '/v1/tax_rates', {
      status: 200,
      body: stripeList([TAX_RATE_20, { ...TAX_RATE_20, id: 'txr_21', percentage: 21 }]),
    });
    expect((await owner.call('PUT', '/billing/customer', dutch)).status).toBe(200);
    expect(stripe.requestsTo('POST', '/v1/subscriptions/sub_taxed').at(-1)?.form).toMatchObject({
      'default_tax_rates[0]': 'txr_21',
    });
    expect((await owner.call('GET', '/billing')).body).toMatchObject({ tax_rate: 21 });
  });

  it("answers Stripe's idempotency errors in the provider error shape, not with a 500", async () => {
    const owner = await billingOwner(server);
    stripe.answer(
      'POST',
      '/v1/customers',
      stripeError(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      ),
    );
    try {
      expect(await owner.call('POST', '/billing/customer', TEST_CUSTOMER)).toMatchObject({
        status: 402,
        body: {
          detail: expect.stringContaining('Keys for idempotent requests'),
          provider: 'stripe',
        },
      });
      expect((await owner.call('GET', '/billing')).body).toMatchObject({ customer: null });
    } finally {
      stripe.answer('POST', '/v1/customers', CUSTOMER_ANSWER);
    }
  });

  it("lets the browser load Stripe.js, its card frames and Stripe's API", async () => {
    const csp = (await server.fetch('/api/health')).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directive(csp, 'frame-src')).toEqual([
      "'self'",
      'blob:',
      ...EMBED_FRAME_ORIGINS,
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });
});

/** An owner whose workspace has an active Stripe subscription of that id. */
async function subscribedAtStripe(subId: string) {
  const owner = await billingOwner(server);
  await owner.call('POST', '/billing/customer', TEST_CUSTOMER);
  await owner.call('PUT', '/billing/payment-method', { payment_method_id: 'pm_card' });
  const subscription = stripeSubscriptionJson({
    id: subId,
    workspaceId: owner.workspace.id,
    priceId: 'price_pm',
  });
  stripe.answer('POST', '/v1/subscriptions', { status: 200, body: subscription });
  stripe.answer('GET', `/v1/subscriptions/${subId}`, { status: 200, body: subscription });
  const order = { plan: 'PREMIUM', cycle: 'monthly', nb_seats: 3 };
  expect((await owner.call('POST', '/billing/subscription', order)).status).toBe(201);
  return { ...owner, subscription };
}

function postWebhook(event: unknown) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return server.fetch('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

describe('deleting a workspace with Stripe', () => {
  it('cancels the subscription now, without a final invoice or proration, then ignores its events', async () => {
    const subId = 'sub_deleted_ws';
    const { call, subscription } = await subscribedAtStripe(subId);
    const canceled = { ...subscription, status: 'canceled' };
    stripe.answer('DELETE', `/v1/subscriptions/${subId}`, { status: 200, body: canceled });

    expect((await call('POST', '/workspaces/c/delete')).status).toBe(204);
    const cancels = stripe.requestsTo('DELETE', `/v1/subscriptions/${subId}`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.query).toEqual({ invoice_now: 'false', prorate: 'false' });
    expect((await call('GET', '/workspaces/c')).status).toBe(404);

    // Stripe's news of the cancellation comes after the workspace is gone.
    stripe.answer('GET', `/v1/subscriptions/${subId}`, { status: 200, body: canceled });
    const late = await postWebhook({
      id: 'evt_after_deletion',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: { object: canceled },
    });
    expect(late.status).toBe(200);
  });

  it("is refused with Stripe's message when Stripe refuses the cancellation, and deletes nothing", async () => {
    const subId = 'sub_kept_ws';
    const { call, billingFlags } = await subscribedAtStripe(subId);
    stripe.answer(
      'DELETE',
      `/v1/subscriptions/${subId}`,
      stripeError(400, 'invalid_request_error', 'This subscription cannot be canceled right now.'),
    );

    expect(await call('POST', '/workspaces/c/delete')).toMatchObject({
      status: 402,
      body: { detail: 'This subscription cannot be canceled right now.', provider: 'stripe' },
    });
    expect((await call('GET', '/workspaces/c')).status).toBe(200);
    expect(await billingFlags()).toMatchObject({
      plan: 'PREMIUM',
      is_active: true,
      provider_sub_id: subId,
    });
  });
});
