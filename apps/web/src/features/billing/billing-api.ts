import {
  type BillingCustomer,
  type BillingInfo,
  type CustomerInput,
  type Invoice,
  type PaymentMethod,
  type Subscription,
} from '@hangar/contracts/billing';
import { endpointPath } from '@hangar/contracts/endpoint';
import { adminEndpoints, type AdminPermissions } from '@hangar/contracts/endpoints/admin';
import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import type { BillingCycle, Plan } from '@hangar/domain/constants';
import { CLIENT_ID_HEADER, WORKSPACE_ID_HEADER } from '@hangar/contracts/http';
import { ApiError, apiErrorFromResponse, isApiError } from '../../api/api-error';
import { apiUrl } from '../../api/base-url';
import { currentAccessToken } from '../../api/client';
import { CLIENT_ID } from '../../api/client-id';
import { callEndpoint } from '../../api/endpoint-call';

/**
 * The billing API (docs/api.md "Billing"): owner only, about the workspace each call names.
 * Provider refusals come back as 402 `{detail, provider}`: the ErrorCard shows their message.
 */

export function fetchBillingInfo(workspaceId: number, signal?: AbortSignal): Promise<BillingInfo> {
  return callEndpoint(billingEndpoints.info, { signal, workspaceId });
}

export function fetchInvoices(
  workspaceId: number,
  query: { limit?: number; year?: number },
  signal?: AbortSignal,
): Promise<Invoice[]> {
  const { limit, year } = query;
  return callEndpoint(billingEndpoints.invoices, {
    query: { limit: limit, year: year },
    signal,
    workspaceId,
  });
}

/** GET /billing/subscription, or null when the workspace never subscribed (404). */
export async function fetchSubscription(
  workspaceId: number,
  signal?: AbortSignal,
): Promise<Subscription | null> {
  try {
    return await callEndpoint(billingEndpoints.subscription, { signal, workspaceId });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function startTrial(workspaceId: number): Promise<void> {
  await callEndpoint(billingEndpoints.startTrial, { workspaceId });
}

export interface PlanChoice {
  plan: Plan;
  cycle: BillingCycle;
  nb_seats: number;
}

export function subscribe(workspaceId: number, choice: PlanChoice): Promise<Subscription> {
  return callEndpoint(billingEndpoints.subscribe, { body: choice, workspaceId });
}

export function changePlan(workspaceId: number, plan: Plan): Promise<Subscription> {
  return callEndpoint(billingEndpoints.changePlan, { body: { plan }, workspaceId });
}

/** Monthly to yearly or back, from the end of the period (no body). */
export function switchCycle(workspaceId: number): Promise<Subscription> {
  return callEndpoint(billingEndpoints.switchCycle, { workspaceId });
}

/** More seats now (prorated), fewer from the end of the period. */
export function changeSeats(workspaceId: number, seats: number): Promise<Subscription> {
  return callEndpoint(billingEndpoints.changeSeats, { body: { nb_seats: seats }, workspaceId });
}

/** Ends the subscription at the end of the period already paid for. */
export function cancelSubscription(workspaceId: number): Promise<Subscription> {
  return callEndpoint(billingEndpoints.cancel, { workspaceId });
}

/** Undoes a cancellation and the changes scheduled for the end of the period. */
export function abortChanges(workspaceId: number): Promise<Subscription> {
  return callEndpoint(billingEndpoints.abortChanges, { workspaceId });
}

/** The billing details: POST the first time, PUT afterwards. */
export function saveCustomer(
  workspaceId: number,
  input: CustomerInput,
  exists: boolean,
): Promise<BillingCustomer> {
  const target = exists ? billingEndpoints.updateCustomer : billingEndpoints.createCustomer;
  return callEndpoint(target, { body: input, workspaceId });
}

/** Makes a payment method created at the provider the card that is charged. */
export function setPaymentMethod(
  workspaceId: number,
  paymentMethodId: string,
): Promise<PaymentMethod> {
  return callEndpoint(billingEndpoints.setPaymentMethod, {
    body: { payment_method_id: paymentMethodId },
    workspaceId,
  });
}

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The sandbox provider's stand-in for Stripe.js: creates a payment method from card details. */
export async function createSandboxPaymentMethod(
  workspaceId: number,
  card: CardDetails,
): Promise<string> {
  const { id } = await callEndpoint(billingEndpoints.createSandboxPaymentMethod, {
    body: card,
    workspaceId,
  });
  return id;
}

export function fetchAdminPermissions(signal?: AbortSignal): Promise<AdminPermissions> {
  return callEndpoint(adminEndpoints.permissions, { signal });
}

export interface DemoWorkspaceInput {
  name: string;
  owner_email: string;
  email_domain?: string | null;
  owner_lang: string;
}

export async function createDemoWorkspace(input: DemoWorkspaceInput): Promise<number> {
  const { created_id } = await callEndpoint(adminEndpoints.createDemo, { body: input });
  return created_id;
}

export interface AdminTrialInput {
  workspace_id: number;
  customer_email: string;
  plan: Plan;
  cycle: BillingCycle;
  nb_seats: number;
  trial_days: number;
}

export async function grantAdminTrial(input: AdminTrialInput): Promise<void> {
  await callEndpoint(adminEndpoints.grantTrial, { body: input });
}

/** GET /billing/invoices/{id}/pdf: the invoice as a PDF file (the name its accountant files). */
export async function fetchInvoicePdf(
  workspaceId: number,
  invoice: Pick<Invoice, 'id' | 'number'>,
): Promise<{ name: string; blob: Blob }> {
  const headers = new Headers({
    [CLIENT_ID_HEADER]: CLIENT_ID,
    [WORKSPACE_ID_HEADER]: String(workspaceId),
  });
  const token = await currentAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    const path = endpointPath(billingEndpoints.invoicePdf, { invoiceId: invoice.id });
    response = await fetch(apiUrl(path), { headers });
  } catch (error) {
    throw ApiError.networkFailure(error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return { name: `Hangar-invoice-${invoice.number}.pdf`, blob: await response.blob() };
}
