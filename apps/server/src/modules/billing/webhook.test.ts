import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildWorkspace, inWorkspace } from '../../test/factories';
import { startTestEnvironment, testConfig, type TestEnvironment } from '../../test/harness';
import { openEventStream } from '../../test/sse-client';

const SECRET = 'whsec_test_hangar';
let server: TestEnvironment;

beforeAll(async () => {
  const base = testConfig();
  server = await startTestEnvironment({
    config: {
      billing: {
        ...base.billing,
        stripe: {
          secretKey: 'sk_test_hangar',
          publishableKey: 'pk_test_hangar',
          webhookSecret: SECRET,
          priceIds: { seat_premium_monthly: 'price_pm', seat_premium_yearly: 'price_py' },
          apiBase: 'http://127.0.0.1:9',
        },
      },
    },
  });
});
afterAll(() => server.close());

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

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
      object: {
        id: `sub_${workspaceId}`,
        object: 'subscription',
        status: changes.status ?? 'active',
        cancel_at_period_end: false,
        trial_end: null,
        metadata: { workspace_id: String(workspaceId) },
        items: {
          object: 'list',
          data: [
            {
              id: 'si_1',
              price: { id: 'price_pm' },
              quantity: changes.quantity ?? 3,
              current_period_start: seconds(created),
              current_period_end: seconds(created) + 30 * 86400,
            },
          ],
        },
      },
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

  it('applies each event once, and ignores older news that arrives late', async () => {
    const { workspace, billing } = await ownerWorkspace();
    const earlier = new Date(Date.now() - 60_000);
    expect(
      (await post(subscriptionEvent('evt_new', workspace.id, new Date(), { quantity: 5 }))).status,
    ).toBe(200);
    expect(
      (await post(subscriptionEvent('evt_old', workspace.id, earlier, { quantity: 2 }))).status,
    ).toBe(200);
    expect(await billing()).toMatchObject({ nb_seats: 5 });
    expect(
      (await post(subscriptionEvent('evt_new', workspace.id, new Date(), { quantity: 9 }))).status,
    ).toBe(200);
    expect(await billing()).toMatchObject({ nb_seats: 5 });
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

  it('records paid invoices', async () => {
    const { owner, workspace } = await ownerWorkspace();
    const created = new Date();
    const response = await post({
      id: 'evt_invoice',
      object: 'event',
      type: 'invoice.paid',
      created: seconds(created),
      data: {
        object: {
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
        },
      },
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
