import type { BillingInfo } from '@hangar/contracts/billing';
import { createSandboxPaymentMethod, type CardDetails } from '../billing-api';

/**
 * Where the card form hands the card to the payment provider, which answers with a payment
 * method id; the form then sends that id to `PUT /billing/payment-method`. Card numbers never
 * reach our server with a real provider.
 *
 * - sandbox (the default provider): `POST /billing/sandbox/payment-methods`, our stand-in for
 *   Stripe.js, with Stripe's test cards.
 * - Stripe (`publishable_key` set): Stripe.js would plug in here. `loadStripe(publishable_key)`,
 *   a card Element mounted in the form instead of our three inputs, and
 *   `createPaymentMethod` = `stripe.createPaymentMethod({type: 'card', card: element,
 *   billing_details})`, its `error.message` shown as the provider's message. Stripe.js is a
 *   script from js.stripe.com that this build does not load (no network here), so the form
 *   says card payments are not available instead.
 */
export interface CardPaymentProvider {
  readonly name: BillingInfo['provider'];
  /** Creates the payment method at the provider; throws its refusal (402, the provider's words). */
  createPaymentMethod(card: CardDetails): Promise<string>;
}

export function sandboxCardProvider(workspaceId: number): CardPaymentProvider {
  return {
    name: 'sandbox',
    createPaymentMethod: (card) => createSandboxPaymentMethod(workspaceId, card),
  };
}

/** The card provider of the workspace's billing, or null when it needs Stripe.js. */
export function cardProviderFor(
  info: Pick<BillingInfo, 'provider'>,
  workspaceId: number,
): CardPaymentProvider | null {
  return info.provider === 'sandbox' ? sandboxCardProvider(workspaceId) : null;
}
