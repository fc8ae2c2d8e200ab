import type { BillingInfo } from '@hangar/contracts/billing';
import { createSandboxPaymentMethod, type CardDetails } from '../billing-api';

/**
 * Where the card form hands the card to the payment provider, which answers with a payment
 * method id; the form then sends that id to `PUT /billing/payment-method`. Card numbers never
 * reach our server with a real provider.
 *
 * - sandbox (the default provider): `POST /billing/sandbox/payment-methods`, our stand-in for
 *   Stripe.js, with Stripe's test cards.
 * - Stripe (`publishable_key` set): Stripe.js's card Element and `createPaymentMethod`, in
 *   StripeCardForm; the card never reaches our server.
 */
export interface CardPaymentProvider {
  readonly name: BillingInfo['provider'];
  /** Creates the payment method at the provider; throws its refusal (402, the provider's words). */
  createPaymentMethod(card: CardDetails): Promise<string>;
}

function sandboxCardProvider(workspaceId: number): CardPaymentProvider {
  return {
    name: 'sandbox',
    createPaymentMethod: (card) => createSandboxPaymentMethod(workspaceId, card),
  };
}

/** The card provider of the sandbox's card fields; null with Stripe (StripeCardForm does it). */
export function cardProviderFor(
  info: Pick<BillingInfo, 'provider'>,
  workspaceId: number,
): CardPaymentProvider | null {
  return info.provider === 'sandbox' ? sandboxCardProvider(workspaceId) : null;
}
