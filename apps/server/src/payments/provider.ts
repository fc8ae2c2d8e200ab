import type { BillingCycle, Plan } from '@hangar/domain';

/** A card as the provider describes it (never its number). */
export interface CardDetails {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

type ProviderSubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'incomplete' | 'canceled';

/** A subscription as the provider last described it. */
export interface ProviderSubscription {
  id: string;
  workspaceId: number;
  plan: Plan;
  cycle: BillingCycle;
  quantity: number;
  status: ProviderSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  periodStart: Date;
  periodEnd: Date;
  trialEnd: Date | null;
  /** Changes that take effect at the end of the period. */
  pending: { plan: Plan | null; cycle: BillingCycle | null; quantity: number | null } | null;
}

export interface ProviderInvoice {
  id: string;
  workspaceId: number;
  number: string;
  subtotal: number;
  tax: number;
  total: number;
  status: 'paid' | 'open' | 'failed';
  periodStart: Date;
  periodEnd: Date;
  created: Date;
}

/** What the provider tells the app happened; Stripe's webhooks and the sandbox share it. */
export type ProviderEvent =
  | { id: string; created: Date; type: 'subscription'; subscription: ProviderSubscription }
  | { id: string; created: Date; type: 'invoice'; invoice: ProviderInvoice };

export interface CustomerDetails {
  workspaceId: number;
  name: string;
  email: string;
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  country: string;
}

/** A refusal by the provider, shown to the user as the provider's own message. */
export class ProviderError extends Error {
  constructor(
    readonly provider: 'sandbox' | 'stripe',
    message: string,
  ) {
    super(message);
  }
}

export type SubscriptionChange =
  /** Takes effect now, with a prorated invoice for added seats. */
  | { kind: 'now'; plan?: Plan; quantity?: number }
  /** Takes effect at the end of the period. */
  | { kind: 'at_period_end'; cycle?: BillingCycle; quantity?: number };

/** The card payment provider, behind one small interface (docs/billing.md). */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** For Stripe.js in the browser; null for the sandbox. */
  readonly publishableKey: string | null;
  createCustomer(details: CustomerDetails, idempotencyKey: string): Promise<string>;
  updateCustomer(customerId: string, details: CustomerDetails): Promise<void>;
  /** Makes the payment method the customer's default; pays what is overdue with it. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  createSubscription(
    input: {
      customerId: string;
      workspaceId: number;
      plan: Plan;
      cycle: BillingCycle;
      quantity: number;
      trialDays: number | null;
      /** The customer's VAT rate, from the domain's tax rule; charged on each invoice. */
      taxRatePercent: number;
    },
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  changeSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
  ): Promise<ProviderSubscription>;
  /** The VAT rate of the invoices to come (the billing country or VAT number changed). */
  setTaxRate(subscriptionId: string, taxRatePercent: number): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Drops the changes scheduled for the end of the period. */
  clearPendingChanges(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Ends the subscription now: no further invoice, no refund of the period already paid. One
   * the provider has already ended, or doesn't have, is left as it is.
   */
  cancelNow(subscriptionId: string): Promise<void>;
  /** The provider's "now" for a customer (the sandbox's test clock can be ahead). */
  now(customerId: string | null): Promise<Date>;
}
