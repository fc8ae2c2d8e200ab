import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { HttpError } from '../../http/errors';
import { mapEvent } from '../../payments/stripe/stripe-mapping';
import { stripePrices } from '../../payments/stripe/stripe-provider';
import { applyProviderEvent } from './billing-sync';
import type { BillingDeps } from './billing.deps';

/** How old a signed event may be (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * POST /billing/webhook: Stripe's events. The signature is checked on the raw body; an event
 * older than the tolerance is refused; each event is applied exactly once.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<
  BillingDeps & { webhookSecret: string; priceIds: Record<string, string> }
> = async (app, deps) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const prices = stripePrices(deps.priceIds);

  app.post('/billing/webhook', async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw HttpError.simple(400, 'Missing Stripe signature');
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        request.body,
        signature,
        deps.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw HttpError.simple(400, 'Invalid Stripe signature');
    }
    const mapped = mapEvent(event, prices);
    if (mapped)
      await applyProviderEvent({ db: deps.db, bus: deps.bus, provider: 'stripe' }, mapped);
    return reply.status(200).send({ received: true });
  });
};
