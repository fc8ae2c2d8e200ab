import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { HttpError } from '../../http/errors';
import type { ProviderEvent } from '../../payments/provider';
import { webhookTarget } from '../../payments/stripe/stripe-mapping';
import type { StripeProvider } from '../../payments/stripe/stripe-provider';
import { applyProviderEvent } from './billing-sync';
import type { BillingDeps } from './billing.deps';
import { routeArea, routeAuth } from '../../http/route-access';
import { serveEndpoint } from '../shared/serve-endpoint';

/** How old a signed event may be (Stripe's own default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * What a verified event is about, fetched from Stripe now and dated by our clock before the
 * fetch, the clock the billing calls store their answers with: a late or out-of-order event
 * can't roll back what is stored. Null when it is about nothing of Hangar's.
 */
async function freshEvent(
  stripe: StripeProvider,
  event: Stripe.Event,
): Promise<ProviderEvent | null> {
  const target = webhookTarget(event);
  if (!target) return null;
  const asOf = new Date();
  if (target.kind === 'subscription') {
    const subscription = await stripe.fetchSubscription(target.id);
    return subscription
      ? { id: event.id, created: asOf, type: 'subscription', subscription }
      : null;
  }
  const invoice = await stripe.fetchInvoice(target.id);
  return invoice ? { id: event.id, created: asOf, type: 'invoice', invoice } : null;
}

/**
 * POST /billing/webhook: Stripe's events. The signature is checked on the raw body; an event
 * older than the tolerance is refused; each event is applied exactly once; an event about a
 * subscription or invoice that isn't Hangar's is acknowledged and ignored.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<
  BillingDeps & { webhookSecret: string }
> = async (app, deps) => {
  routeArea(app, 'billing');
  // Stripe signs its events instead (the Stripe-Signature header).
  routeAuth(app, 'none');
  const stripe = deps.payments.stripe;
  if (!stripe) throw new Error('The Stripe webhook needs Stripe as the payment provider');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  serveEndpoint(app, billingEndpoints.webhook, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw HttpError.simple(400, 'Missing Stripe signature');
    }
    let event: Stripe.Event;
    try {
      event = stripe.client.webhooks.constructEvent(
        request.body,
        signature,
        deps.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw HttpError.simple(400, 'Invalid Stripe signature');
    }
    const fresh = await freshEvent(stripe, event);
    if (fresh) {
      await applyProviderEvent({ db: deps.db, bus: deps.bus, provider: 'stripe' }, fresh);
    }
    return reply.status(200).send({ received: true });
  });
};
