import { z } from 'zod';
import {
  billingCustomer,
  billingInfo,
  createSubscriptionInput,
  customerInput,
  invoiceList,
  invoicesQuery,
  paymentMethod,
  paymentMethodInput,
  planChangeInput,
  sandboxCardInput,
  sandboxClockInput,
  sandboxPaymentMethod,
  seatsChangeInput,
  subscription,
} from '../billing';
import { endpoint } from '../endpoint';
import { numericId, successResponse } from '../http';

/** Stripe's acknowledgement of an event: it stops retrying it. */
const webhookAnswer = z.object({ received: z.boolean() });

/**
 * The billing API (docs/api.md "Billing"): the current workspace's plan, card and invoices, for
 * its owner; the sandbox provider's own calls; Stripe's webhook.
 */
export const billingEndpoints = {
  info: endpoint({ method: 'GET', path: '/billing', response: billingInfo, needs: 'owner' }),
  invoices: endpoint({
    method: 'GET',
    path: '/billing/invoices',
    query: invoicesQuery,
    response: invoiceList,
    needs: 'owner',
  }),
  /** The invoice as a PDF file. */
  invoicePdf: endpoint({
    method: 'GET',
    path: '/billing/invoices/:invoiceId/pdf',
    params: z.object({ invoiceId: numericId }),
    needs: 'owner',
  }),
  /** 404 when the workspace never subscribed. */
  subscription: endpoint({
    method: 'GET',
    path: '/billing/subscription',
    response: subscription,
    needs: 'owner',
  }),
  startTrial: endpoint({
    method: 'POST',
    path: '/billing/trial',
    response: successResponse,
    needs: 'owner',
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/billing/subscription',
    body: createSubscriptionInput,
    status: 201,
    response: subscription,
    needs: 'owner',
  }),
  changePlan: endpoint({
    method: 'PUT',
    path: '/billing/subscription/plan',
    body: planChangeInput,
    response: subscription,
    needs: 'owner',
  }),
  /** Monthly to yearly or back, from the end of the period. */
  switchCycle: endpoint({
    method: 'PUT',
    path: '/billing/subscription/cycle',
    response: subscription,
    needs: 'owner',
  }),
  changeSeats: endpoint({
    method: 'PUT',
    path: '/billing/subscription/seats',
    body: seatsChangeInput,
    response: subscription,
    needs: 'owner',
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/billing/subscription/cancel',
    response: subscription,
    needs: 'owner',
  }),
  /** Undoes a cancellation and the changes scheduled for the end of the period. */
  abortChanges: endpoint({
    method: 'POST',
    path: '/billing/subscription/abort',
    response: subscription,
    needs: 'owner',
  }),
  /** The billing details, the first time (`updateCustomer` afterwards; both save them). */
  createCustomer: endpoint({
    method: 'POST',
    path: '/billing/customer',
    body: customerInput,
    response: billingCustomer,
    needs: 'owner',
  }),
  updateCustomer: endpoint({
    method: 'PUT',
    path: '/billing/customer',
    body: customerInput,
    response: billingCustomer,
    needs: 'owner',
  }),
  setPaymentMethod: endpoint({
    method: 'PUT',
    path: '/billing/payment-method',
    body: paymentMethodInput,
    response: paymentMethod,
    needs: 'owner',
  }),
  /** The sandbox provider only: its card form creates payment methods here, as Stripe.js does. */
  createSandboxPaymentMethod: endpoint({
    method: 'POST',
    path: '/billing/sandbox/payment-methods',
    body: sandboxCardInput,
    status: 201,
    response: sandboxPaymentMethod,
    needs: 'owner',
  }),
  /** The sandbox provider only: moves its test clock forward (tests, demos). */
  advanceSandboxClock: endpoint({
    method: 'POST',
    path: '/billing/sandbox/clock',
    body: sandboxClockInput,
    response: successResponse,
    needs: 'owner',
  }),
  /** Stripe's events, signed (the Stripe-Signature header). */
  webhook: endpoint({
    method: 'POST',
    path: '/billing/webhook',
    // No body schema: the signature is checked on the raw body, which the route parses itself.
    response: webhookAnswer,
    needs: 'stripe-signature',
  }),
};
