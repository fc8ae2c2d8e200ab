import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Mailbox } from './fixtures';
import { groupThroughApi, signInToWorkspace } from './group-fixtures';
import { headers, ownerWithWorkspace, type ApiUser } from './workspace-fixtures';

/** Stripe's test cards, as the sandbox provider knows them (docs/billing.md). */
export const CARDS = {
  works: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  failsAtCharge: '4000 0000 0000 0341',
} as const;

export const BILLING_DETAILS = {
  name: 'Lovelace Labs SAS',
  email: 'billing@lovelace.example',
  address_line1: '12 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
  country: 'FR',
};

/** Creates groups through the API (3 reach the free plan's limit). */
export async function addGroups(
  request: APIRequestContext,
  owner: ApiUser,
  workspaceId: number,
  names: string[],
) {
  for (const name of names) await groupThroughApi(request, owner, workspaceId, name);
}

/** Billing details, a card and (unless `subscribe` is false) a PREMIUM monthly subscription. */
async function subscribeThroughApi(
  request: APIRequestContext,
  owner: ApiUser,
  workspaceId: number,
  { seats = 3, card = CARDS.works }: { seats?: number; card?: string } = {},
) {
  const customer = await request.post('/api/billing/customer', {
    headers: headers(owner, workspaceId),
    data: BILLING_DETAILS,
  });
  expect(customer.status()).toBe(200);
  const method = await request.post('/api/billing/sandbox/payment-methods', {
    headers: headers(owner, workspaceId),
    data: { number: card.replace(/\s/g, ''), exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  expect(method.status()).toBe(201);
  const { id } = (await method.json()) as { id: string };
  const attached = await request.put('/api/billing/payment-method', {
    headers: headers(owner, workspaceId),
    data: { payment_method_id: id },
  });
  expect(attached.status()).toBe(200);
  const subscribed = await request.post('/api/billing/subscription', {
    headers: headers(owner, workspaceId),
    data: { plan: 'PREMIUM', cycle: 'monthly', nb_seats: seats },
  });
  expect(subscribed.status()).toBe(201);
}

/** A new owner of a new workspace with a PREMIUM monthly subscription of `seats`, through the API. */
export async function subscribedOwner(
  request: APIRequestContext,
  mailbox: Mailbox,
  workspaceName: string,
  seats: number,
) {
  const { owner, workspaceId } = await ownerWithWorkspace(request, mailbox, workspaceName);
  await subscribeThroughApi(request, owner, workspaceId, { seats });
  return { owner, workspaceId };
}

/** A `subscribedOwner` signed in through the page, on the workspace's billing page. */
export async function subscribedOwnerOnBillingPage(
  page: Page,
  request: APIRequestContext,
  mailbox: Mailbox,
  workspaceName: string,
  seats: number,
) {
  const { owner, workspaceId } = await subscribedOwner(request, mailbox, workspaceName, seats);
  await signInToWorkspace(page, owner, workspaceId, `/workspace/${workspaceId}/settings/billing`);
  return { owner, workspaceId };
}

/** Only the billing details (the funnel's first step done). */
export async function saveBillingDetailsThroughApi(
  request: APIRequestContext,
  owner: ApiUser,
  workspaceId: number,
) {
  const customer = await request.post('/api/billing/customer', {
    headers: headers(owner, workspaceId),
    data: BILLING_DETAILS,
  });
  expect(customer.status()).toBe(200);
}

/** Moves the sandbox's test clock of the workspace's customer forward. */
export async function advanceTestClock(
  request: APIRequestContext,
  owner: ApiUser,
  workspaceId: number,
  days: number,
) {
  const moved = await request.post('/api/billing/sandbox/clock', {
    headers: headers(owner, workspaceId),
    data: { days },
  });
  expect(moved.status()).toBe(200);
}

/** The billing details form, as a new customer fills it (name and e-mail come prefilled). */
export async function fillBillingDetails(page: Page) {
  await page.getByLabel('Address', { exact: true }).fill(BILLING_DETAILS.address_line1);
  await page.getByLabel('Postal code').fill(BILLING_DETAILS.postal_code);
  await page.getByLabel('City').fill(BILLING_DETAILS.city);
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 30');
  await page.getByLabel('Security code').fill('123');
}

/** The billing alert bar of the signed-in layouts. */
export function billingAlert(page: Page) {
  return page.getByRole('complementary', { name: 'Billing alert' });
}
