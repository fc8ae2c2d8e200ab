import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import type { BillingInfo, Invoice, Subscription } from '@hangar/contracts/billing';
import type { Workspace } from '@hangar/contracts/workspaces';
import { DEFAULT_SEAT_PRICES } from '@hangar/domain/billing';
import { jsonResponse, type FakeApi } from './fake-api';
import { testBilling, testWorkspace, workspaceApi } from './workspaces';

/** GET /billing of a workspace with no customer, no card, no subscription; default prices. */
export function testBillingInfo(overrides: Partial<BillingInfo> = {}): BillingInfo {
  return {
    prices: { ...DEFAULT_SEAT_PRICES },
    tax_rate: 20,
    tax_mention: null,
    customer: null,
    payment_method: null,
    cycle_end_date: null,
    trial_end_date: null,
    pending_changes: null,
    provider: 'sandbox',
    publishable_key: null,
    ...overrides,
  };
}

export const TEST_CUSTOMER: NonNullable<BillingInfo['customer']> = {
  name: 'Acme SAS',
  email: 'billing@acme.test',
  address_line1: '1 rue de Rivoli',
  address_line2: null,
  postal_code: '75001',
  city: 'Paris',
  country: 'FR',
  vat_number: null,
};

export const TEST_CARD: NonNullable<BillingInfo['payment_method']> = {
  id: 'pm_sandbox_1',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
};

export function testSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'PREMIUM',
    cycle: 'monthly',
    nb_seats: 3,
    status: 'active',
    is_active: true,
    is_canceled: false,
    current_period_end: '2030-02-01T00:00:00.000Z',
    trial_end: null,
    provider_sub_id: 'sub_sandbox_1',
    ...overrides,
  };
}

export function testInvoice(id: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id,
    number: `SBX-2030-0000${id}`,
    amount: 2880,
    tax: 480,
    status: 'paid',
    period_start: '2030-01-01T00:00:00.000Z',
    period_end: '2030-02-01T00:00:00.000Z',
    created_at: `2030-0${id}-01T00:00:00.000Z`,
    ...overrides,
  };
}

/** A workspace on PREMIUM with an active subscription of 3 seats. */
export function premiumWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return testWorkspace({
    billing: testBilling({
      plan: 'PREMIUM',
      nb_seats: 3,
      is_active: true,
      is_trial_available: false,
      cycle: 'monthly',
      provider_sub_id: 'sub_sandbox_1',
    }),
    ...overrides,
  });
}

interface BillingApiOptions {
  info?: BillingInfo;
  subscription?: Subscription | null;
  invoices?: Invoice[];
}

/** The workspace's fake API plus its billing calls (GET /billing, subscription, invoices). */
export function billingApi(workspace: Workspace, options: BillingApiOptions = {}): FakeApi {
  const { info = testBillingInfo(), subscription = null, invoices = [] } = options;
  return workspaceApi(workspace)
    .on(billingEndpoints.info, info)
    .on(billingEndpoints.subscription, () =>
      subscription
        ? jsonResponse(subscription)
        : jsonResponse({ detail: 'This workspace has no subscription' }, 404),
    )
    .on(billingEndpoints.invoices, invoices);
}
