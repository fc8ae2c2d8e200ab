import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_SEAT_PRICES } from '@hangar/domain';
import { startedBeforeAll } from '../../test/harness';
import { createStripeProvider } from './stripe-provider';

/**
 * Stripe's API is out of reach in tests, so a local HTTP server stands in for it: it records
 * the requests the SDK sends and answers what each test sets for a method and path.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parameters of a GET or DELETE (the SDK sends them in the query string). */
  query: Record<string, string>;
  form: Record<string, string>;
}

interface StandInAnswer {
  status: number;
  body: unknown;
}

type StandInResponder = StandInAnswer | ((request: RecordedRequest) => StandInAnswer);

export interface StripeStandIn {
  /** For `createStripeProvider({apiBase})`. */
  apiBase: { host: string; port: number; protocol: 'http' };
  /** For `STRIPE_API_BASE`. */
  url: string;
  recorded: RecordedRequest[];
  /** The requests sent to one method and path, oldest first. */
  requestsTo(method: string, path: string): RecordedRequest[];
  answer(method: string, path: string, responder: StandInResponder): void;
  close(): Promise<void>;
}

export const stripeError = (status: number, type: string, message: string, code?: string) => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

async function startStripeStandIn(): Promise<StripeStandIn> {
  const recorded: RecordedRequest[] = [];
  const responders = new Map<string, StandInResponder>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const [path = '', query = ''] = (request.url ?? '').split('?');
      const entry: RecordedRequest = {
        method: request.method ?? '',
        path,
        headers: request.headers,
        query: Object.fromEntries(new URLSearchParams(query)),
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      recorded.push(entry);
      const responder = responders.get(`${entry.method} ${path}`);
      const answer =
        typeof responder === 'function'
          ? responder(entry)
          : (responder ?? stripeError(404, 'invalid_request_error', `No such route: ${path}`));
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': 'req_test',
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    url: `http://127.0.0.1:${port}`,
    recorded,
    requestsTo: (method, path) =>
      recorded.filter((request) => request.method === method && request.path === path),
    answer: (method, path, responder) => responders.set(`${method} ${path}`, responder),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The file's stand-in (or the `describe`'s), started before its tests and closed after them;
 * `prepare` sets the answers every test shares.
 */
export function useStripeStandIn(
  prepare: (stripe: StripeStandIn) => void = () => {},
): StripeStandIn {
  return startedBeforeAll(async () => {
    const stripe = await startStripeStandIn();
    prepare(stripe);
    return stripe;
  });
}

/** A page of a Stripe list, the last one. */
export const stripeList = (data: unknown[]) => ({ object: 'list', has_more: false, data });

/** A card payment method as Stripe returns it once attached: a Visa ending 4242, expiring 12/2030. */
export const stripeCardJson = (id: string) => ({
  id,
  object: 'payment_method',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
});

/** A Stripe subscription as the API returns it, one seat item. */
export function stripeSubscriptionJson(options: {
  id?: string;
  workspaceId: number;
  priceId: string;
  quantity?: number;
  status?: string;
  periodStart?: number;
  cancelAtPeriodEnd?: boolean;
  trialEnd?: number | null;
  metadata?: Record<string, string>;
  /** Ids of its default tax rates (the stand-in's 20 % one unless said). */
  taxRateIds?: string[];
}) {
  const start = options.periodStart ?? Math.floor(Date.now() / 1000);
  return {
    id: options.id ?? 'sub_123',
    object: 'subscription',
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    trial_end: options.trialEnd ?? null,
    metadata: { workspace_id: String(options.workspaceId), ...(options.metadata ?? {}) },
    default_tax_rates: (options.taxRateIds ?? ['txr_20']).map((id) => ({ id, object: 'tax_rate' })),
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          price: { id: options.priceId },
          quantity: options.quantity ?? 3,
          current_period_start: start,
          current_period_end: start + 30 * 86400,
        },
      ],
    },
  };
}

/** Seat prices at the stand-in: the default amounts, as the provider checks them. */
const STAND_IN_PRICES = {
  seat_premium_monthly: 'price_premium_month',
  seat_premium_yearly: 'price_premium_year',
  seat_pro_monthly: 'price_pro_month',
} as const;

/** Answers Stripe's prices (the default amounts) and 20 % and 19 % exclusive tax rates. */
export function answerCatalog(stripe: StripeStandIn): void {
  for (const [key, id] of Object.entries(STAND_IN_PRICES)) {
    stripe.answer('GET', `/v1/prices/${id}`, {
      status: 200,
      body: { id, object: 'price', currency: 'eur', unit_amount: DEFAULT_SEAT_PRICES[key] },
    });
  }
  stripe.answer('GET', '/v1/tax_rates', {
    status: 200,
    body: stripeList([
      { id: 'txr_incl', object: 'tax_rate', percentage: 20, inclusive: true, active: true },
      { id: 'txr_20', object: 'tax_rate', percentage: 20, inclusive: false, active: true },
      { id: 'txr_19', object: 'tax_rate', percentage: 19, inclusive: false, active: true },
    ]),
  });
}

/** Our Stripe provider, talking to the stand-in. */
export function standInProvider(
  stripe: StripeStandIn,
  shownPrices: Record<string, number> = DEFAULT_SEAT_PRICES,
) {
  return createStripeProvider({
    secretKey: 'sk_test_hangar',
    publishableKey: 'pk_test_hangar',
    priceIds: { ...STAND_IN_PRICES },
    shownPrices,
    apiBase: stripe.apiBase,
  });
}
