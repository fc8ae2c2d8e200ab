import { taxRuleFor } from '@hangar/domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ProviderEvent, PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import type { StripeProvider } from './stripe/stripe-provider';

export interface Payments {
  provider: PaymentProvider;
  /** The embedded provider when it is the one in use (its card form and test clock). */
  sandbox: SandboxProvider | null;
  /** Stripe when it is the one in use (its webhook fetches what events are about). */
  stripe: StripeProvider | null;
  /** Stripe's webhook secret, when Stripe is in use. */
  webhookSecret: string | null;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the embedded sandbox. Stripe's SDK (20 MB of the
 * server's memory) is loaded only then.
 */
export async function createPayments(
  config: Config,
  db: Database,
  onEvent: (event: ProviderEvent) => Promise<void>,
): Promise<Payments> {
  const { stripe } = config.billing;
  if (stripe) {
    const { createStripeProvider } = await import('./stripe/stripe-provider');
    const base = stripe.apiBase ? new URL(stripe.apiBase) : null;
    const provider = createStripeProvider({
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      priceIds: stripe.priceIds,
      shownPrices: config.billing.prices,
      ...(base
        ? {
            apiBase: {
              host: base.hostname,
              port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
              protocol: base.protocol === 'https:' ? 'https' : 'http',
            },
          }
        : {}),
    });
    return { provider, sandbox: null, stripe: provider, webhookSecret: stripe.webhookSecret };
  }
  const sandbox = createSandboxProvider({
    db,
    pricing: {
      prices: config.billing.prices,
      defaultTaxRatePercent: taxRuleFor({
        country: null,
        vatNumber: null,
        sellerCountry: config.billing.seller.country,
      }).ratePercent,
    },
    onEvent,
  });
  return { provider: sandbox, sandbox, stripe: null, webhookSecret: null };
}
