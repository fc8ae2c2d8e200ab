import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider';
import { createStripeProvider } from './stripe-provider';

/**
 * Stripe's API is out of reach here, so a local HTTP server stands in for it: these tests check
 * the requests our provider builds and how it reads Stripe's answers and errors.
 */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

const recorded: Recorded[] = [];
const answers = new Map<string, { status: number; body: unknown }>();
let server: Server;
let port: number;

const now = Math.floor(Date.now() / 1000);
const subscriptionJson = {
  id: 'sub_123',
  object: 'subscription',
  status: 'active',
  cancel_at_period_end: false,
  trial_end: null,
  metadata: { workspace_id: '42' },
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        price: { id: 'price_premium_month' },
        quantity: 3,
        current_period_start: now,
        current_period_end: now + 30 * 86400,
      },
    ],
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      recorded.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        form: new URLSearchParams(body),
      });
      const answer = answers.get(`${request.method} ${path}`) ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'No such route' } },
      };
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': 'req_test',
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function provider() {
  return createStripeProvider({
    secretKey: 'sk_test_hangar',
    publishableKey: 'pk_test_hangar',
    priceIds: {
      seat_premium_monthly: 'price_premium_month',
      seat_premium_yearly: 'price_premium_year',
    },
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
  });
}

describe('the Stripe provider', () => {
  it('creates customers with their address, workspace and an idempotency key', async () => {
    answers.set('POST /v1/customers', { status: 200, body: { id: 'cus_123', object: 'customer' } });
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
    const request = recorded.at(-1);
    expect(request?.headers['idempotency-key']).toBe('customer-42');
    expect(request?.headers.authorization).toBe('Bearer sk_test_hangar');
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      name: 'Northwind SAS',
      email: 'billing@northwind.example',
      'address[city]': 'Paris',
      'address[country]': 'FR',
      'metadata[workspace_id]': '42',
    });
  });

  it('subscribes with the configured price and the seats as quantity', async () => {
    answers.set('POST /v1/subscriptions', { status: 200, body: subscriptionJson });
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
    const form = Object.fromEntries(recorded.at(-1)?.form ?? []);
    expect(form).toMatchObject({
      customer: 'cus_123',
      'items[0][price]': 'price_premium_month',
      'items[0][quantity]': '3',
      'metadata[workspace_id]': '42',
      payment_behavior: 'error_if_incomplete',
    });
    expect(recorded.at(-1)?.headers['idempotency-key']).toBe('subscription-42');
  });

  it("passes Stripe's card errors on with Stripe's message", async () => {
    answers.set('POST /v1/payment_methods/pm_bad/attach', {
      status: 402,
      body: {
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      },
    });
    await expect(provider().attachPaymentMethod('cus_123', 'pm_bad')).rejects.toEqual(
      new ProviderError('stripe', 'Your card was declined.'),
    );
  });

  it('refuses a plan with no configured price before calling Stripe', async () => {
    const before = recorded.length;
    await expect(
      provider().createSubscription(
        {
          customerId: 'cus_123',
          workspaceId: 42,
          plan: 'PRO',
          cycle: 'monthly',
          quantity: 1,
          trialDays: null,
        },
        'k',
      ),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(recorded.length).toBe(before);
  });
});
