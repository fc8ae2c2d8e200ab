import type { BillingCustomer } from '@hangar/contracts/billing';
import type { PaymentMethodCreateParams, Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded from js.stripe.com on first use, once. The `pure`
 * entry adds no script until asked, and the dynamic import keeps it out of every chunk but the
 * card form's.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    // A failed load (offline, blocked) may be retried by the next form.
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** The workspace's billing details, as Stripe takes them on a payment method. */
export function stripeBillingDetails(
  customer: BillingCustomer | null,
): PaymentMethodCreateParams.BillingDetails | undefined {
  if (!customer) return undefined;
  return {
    name: customer.name,
    email: customer.email,
    address: {
      line1: customer.address_line1,
      line2: customer.address_line2 ?? undefined,
      postal_code: customer.postal_code,
      city: customer.city,
      country: customer.country,
    },
  };
}
