import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildWorkspace, inWorkspace } from '../../test/factories';
import { useTestEnvironment } from '../../test/harness';
import { stripeTestConfig } from './billing-fixtures';
import { openEventStream } from '../../test/sse-client';
import { stripeSubscriptionJson, useStripeStandIn } from '../../payments/stripe/stripe-stand-in';

const SECRET = 'whsec_test_hangar';
const stripe = useStripeStandIn();
const server = useTestEnvironment(() => ({ config: stripeTestConfig(stripe.url, SECRET) }));

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stripe's subscription of a workspace as it is now, which the webhook fetches. */
function stripeHas(workspaceId: number, changes: { quantity?: number; status?: string } = {}) {
  const subscription = stripeSubscriptionJson({
    id: `sub_${workspaceId}`,
    workspaceId,
    priceId: 'price_pm',
    ...changes,
  });
  stripe.answer('GET', `/v1/subscriptions/sub_${workspaceId}`, { status: 200, body: subscription });
  return subscription;
}

/** An event with its own copy of the subscription, which may be older than Stripe's. */
function subscriptionEvent(
  id: string,
  workspaceId: number,
  created: Date,
  changes: { quantity?: number; status?: string } = {},
) {
  return {
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    created: seconds(created),
    data: {
      object: stripeSubscriptionJson({
        id: `sub_${workspaceId}`,
        workspaceId,
        priceId: 'price_pm',
        periodStart: seconds(created),
        ...changes,
      }),
    },
  };
}

function post(event: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return server.fetch('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

async function ownerWorkspace() {
  const owner = await buildSignedInUser(server);
  const workspace = await buildWorkspace(server, owner.user);
  const billing = async () =>
    (
      await server.api<{ billing: { plan: string; nb_seats: number } }>('GET', '/workspaces/c', {
        token: owner.token,
        headers: inWorkspace(workspace),
      })
    ).body.billing;
  return { owner, workspace, billing };
}

describe('the Stripe webhook', () => {
  it('applies a signed event, announced with no source (no tab caused it)', async () => {
    const { owner, workspace, billing } = await ownerWorkspace();
    stripeHas(workspace.id, { quantity: 3 });
    const stream = await openEventStream(`${server.baseUrl}/api/sub?access_token=${owner.token}`);
    try {
      await stream.until((event) => event.event === 'ready');
      const response = await post(subscriptionEvent('evt_1', workspace.id, new Date()));
      expect(response.status).toBe(200);
      const plan = await stream.until((event) => JSON.parse(event.data).topic === 'billing');
      expect(JSON.parse(plan.data)).toEqual({
        topic: 'billing',
        payload: { workspace_id: workspace.id, change: 'plan' },
        source: null,
      });
    } finally {
      stream.close();
    }
    expect(await billing()).toMatchObject({ plan: 'PREMIUM', nb_seats: 3 });
  });

  it('applies each event once, and stores what Stripe has now, whatever order events come in', async () => {
    const { workspace, billing } = await ownerWorkspace();
    const now = new Date();
    stripeHas(workspace.id, { quantity: 5 });
    // Two events in the same second: the one with the newer news arrives first.
    expect(
      (await post(subscriptionEvent('evt_b', workspace.id, now, { quantity: 5 }))).status,
    ).toBe(200);
    expect(
      (await post(subscriptionEvent('evt_a', workspace.id, now, { quantity: 2 }))).status,
    ).toBe(200);
    expect(await billing()).toMatchObject({ nb_seats: 5 });
    // A replay is applied once only.
    stripeHas(workspace.id, { quantity: 9 });
    expect(
      (await post(subscriptionEvent('evt_b', workspace.id, now, { quantity: 5 }))).status,
    ).toBe(200);
    expect(await billing()).toMatchObject({ nb_seats: 5 });
  });

  it("acknowledges and ignores events about subscriptions that are not Hangar's", async () => {
    const { workspace, billing } = await ownerWorkspace();
    stripe.answer('GET', '/v1/subscriptions/sub_gone', {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such subscription',
        },
      },
    });
    const gone = subscriptionEvent('evt_gone', workspace.id, new Date());
    gone.data.object.id = 'sub_gone';
    expect((await post(gone)).status).toBe(200);

    const foreign = stripeSubscriptionJson({
      id: 'sub_foreign',
      workspaceId: 0,
      priceId: 'price_other',
    });
    foreign.metadata = {} as typeof foreign.metadata;
    stripe.answer('GET', '/v1/subscriptions/sub_foreign', { status: 200, body: foreign });
    const notOurs = subscriptionEvent('evt_foreign', workspace.id, new Date());
    notOurs.data.object = foreign;
    expect((await post(notOurs)).status).toBe(200);

    const deletedWorkspace = 2_000_000_000;
    stripeHas(deletedWorkspace);
    expect(
      (await post(subscriptionEvent('evt_deleted', deletedWorkspace, new Date()))).status,
    ).toBe(200);
    expect(await billing()).toMatchObject({ plan: 'FREE' });
  });

  it('refuses a bad signature and an event older than the tolerance', async () => {
    const { workspace, billing } = await ownerWorkspace();
    const forged = await post(subscriptionEvent('evt_forged', workspace.id, new Date()), {
      secret: 'whsec_wrong',
    });
    expect(forged.status).toBe(400);
    const stale = await post(subscriptionEvent('evt_stale', workspace.id, new Date()), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.status).toBe(400);
    const unsigned = await server.fetch('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(400);
    expect(await billing()).toMatchObject({ plan: 'FREE' });
  });

  it('records invoices as Stripe has them now', async () => {
    const { owner, workspace } = await ownerWorkspace();
    const created = new Date();
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      number: 'HANGAR-0001',
      status: 'paid',
      attempted: true,
      subtotal: 2400,
      total: 2880,
      total_taxes: [{ amount: 480 }],
      metadata: { workspace_id: String(workspace.id) },
      period_start: seconds(created),
      period_end: seconds(created) + 30 * 86400,
      created: seconds(created),
    };
    stripe.answer('GET', '/v1/invoices/in_1', { status: 200, body: invoice });
    const response = await post({
      id: 'evt_invoice',
      object: 'event',
      type: 'invoice.paid',
      created: seconds(created),
      // The event's copy is older than what Stripe has now.
      data: { object: { ...invoice, status: 'open', attempted: false } },
    });
    expect(response.status).toBe(200);
    const invoices = await server.api('GET', '/billing/invoices', {
      token: owner.token,
      headers: inWorkspace(workspace),
    });
    expect(invoices.body).toEqual([
      expect.objectContaining({ number: 'HANGAR-0001', amount: 2880, tax: 480, status: 'paid' }),
    ]);
  });
});
