import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import { workspaceEndpoints } from '@hangar/contracts/endpoints/workspaces';
import type { BillingInfo, Subscription } from '@hangar/contracts/billing';
import type { Workspace } from '@hangar/contracts/workspaces';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  premiumWorkspace,
  TEST_CARD,
  TEST_CUSTOMER,
  testBillingInfo,
  testSubscription,
} from '../../../test/billing';
import { jsonResponse, type FakeApi } from '../../../test/fake-api';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { testBilling, testWorkspace, workspaceApi } from '../../../test/workspaces';
import { LAZY_PAGE } from '../../../test/lazy-page';

signedInWithoutLiveChannel();

const FUNNEL = '/workspace/7/settings/billing/funnel';
const CHOICE = '?plan=PREMIUM&cycle=monthly&seats=3';

/** A server whose billing changes as the funnel goes: details, card, subscription. */
function statefulApi(state: { workspace: Workspace; info: BillingInfo }): FakeApi {
  return workspaceApi(state.workspace)
    .on(workspaceEndpoints.read, () => jsonResponse(state.workspace))
    .on(billingEndpoints.info, () => jsonResponse(state.info))
    .on(billingEndpoints.subscription, { detail: 'None' }, 404)
    .on(billingEndpoints.invoices, [])
    .on(billingEndpoints.createCustomer, () => {
      state.info = { ...state.info, customer: TEST_CUSTOMER };
      return jsonResponse(TEST_CUSTOMER);
    })
    .on(billingEndpoints.createSandboxPaymentMethod, { id: 'pm_1' })
    .on(billingEndpoints.setPaymentMethod, () => {
      state.info = { ...state.info, payment_method: TEST_CARD };
      return jsonResponse(TEST_CARD);
    });
}

async function expectAddress(router: Parameters<typeof currentAddress>[0], address: string) {
  await waitFor(() => expect(currentAddress(router)).toBe(address), LAZY_PAGE);
}

function fillCard(number = '4242 4242 4242 4242') {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '12 / 30' } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
}

describe('the billing funnel', { timeout: 30_000 }, () => {
  it('goes from the billing details to the card and subscribes to the plan chosen on Upgrade', async () => {
    const state = { workspace: testWorkspace(), info: testBillingInfo() };
    const subscribed: Subscription = testSubscription({ nb_seats: 3 });
    const api = statefulApi(state).on(billingEndpoints.subscribe, () => {
      state.workspace = premiumWorkspace({ can_add_groups: true });
      return jsonResponse(subscribed, 201);
    });
    const { router } = renderApp(`${FUNNEL}/customer${CHOICE}`, api);

    // 1. Billing details.
    fireEvent.change(await screen.findByLabelText('Address', {}, LAZY_PAGE), {
      target: { value: '1 rue de Rivoli' },
    });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '75001' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Paris' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectAddress(router, `${FUNNEL}/payment-method${CHOICE}`);

    // 2. The card: created at the provider, then attached.
    await screen.findByLabelText('Card number', {}, LAZY_PAGE);
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // No Plan step asking again what Upgrade already asked: straight to the order.
    await expectAddress(router, `${FUNNEL}/finalization${CHOICE}`);
    expect(api.callsTo(billingEndpoints.createSandboxPaymentMethod)[0]?.body).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    expect(api.callsTo(billingEndpoints.setPaymentMethod)[0]?.body).toEqual({
      payment_method_id: 'pm_1',
    });

    // 3. The order, with the plan as chosen on Upgrade and a way to change it.
    await screen.findByRole('button', { name: /Subscribe and pay 28,80/ }, LAZY_PAGE);
    expect(screen.getAllByText(/Step \d of 3/).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('link', { name: 'Change the plan' }, LAZY_PAGE));
    await expectAddress(router, `${FUNNEL}/plan${CHOICE}`);
    fireEvent.change(await screen.findByLabelText('Seats', {}, LAZY_PAGE), {
      target: { value: '4' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectAddress(router, `${FUNNEL}/finalization?plan=PREMIUM&cycle=monthly&seats=4`);
    fireEvent.click(await screen.findByRole('link', { name: 'Change the plan' }, LAZY_PAGE));
    fireEvent.change(await screen.findByLabelText('Seats', {}, LAZY_PAGE), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // 4. The order, then the result.
    const subscribe = await screen.findByRole(
      'button',
      { name: /Subscribe and pay 28,80/ },
      LAZY_PAGE,
    );
    expect(screen.getByText('Visa •••• 4242', { exact: false })).toBeTruthy();
    fireEvent.click(subscribe);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Premium' }, LAZY_PAGE),
    ).toBeTruthy();
    expect(api.callsTo(billingEndpoints.subscribe)[0]?.body).toEqual({
      plan: 'PREMIUM',
      cycle: 'monthly',
      nb_seats: 3,
    });
  });

  it("shows the provider's refusal of the first charge", async () => {
    const info = testBillingInfo({ customer: TEST_CUSTOMER, payment_method: TEST_CARD });
    const api = statefulApi({ workspace: testWorkspace(), info }).on(
      billingEndpoints.subscribe,
      { detail: 'Your card has insufficient funds.', provider: 'stripe' },
      402,
    );
    renderApp(`${FUNNEL}/finalization${CHOICE}`, api);
    fireEvent.click(await screen.findByRole('button', { name: /Subscribe and pay/ }, LAZY_PAGE));
    expect((await screen.findByRole('alert', {}, LAZY_PAGE)).textContent).toContain(
      'Your card has insufficient funds.',
    );
    expect(screen.queryByRole('heading', { name: 'Welcome to Premium' })).toBeNull();
  });

  it('asks for another card when the first charge failed, and resolves with a working one', async () => {
    const state = {
      workspace: testWorkspace(),
      info: testBillingInfo({ customer: TEST_CUSTOMER, payment_method: TEST_CARD }),
    };
    const failing = testBilling({ payment_error: true, provider_sub_id: 'sub_1' });
    const api = statefulApi(state)
      .on(billingEndpoints.subscribe, () => {
        state.workspace = testWorkspace({ billing: failing });
        return jsonResponse(testSubscription({ status: 'incomplete', is_active: false }), 201);
      })
      .on(billingEndpoints.setPaymentMethod, () => {
        state.workspace = premiumWorkspace();
        return jsonResponse(TEST_CARD);
      });
    renderApp(`${FUNNEL}/finalization${CHOICE}`, api);
    fireEvent.click(await screen.findByRole('button', { name: /Subscribe and pay/ }, LAZY_PAGE));
    expect(
      await screen.findByText(/The card was refused when charging the first period/, {}, LAZY_PAGE),
    ).toBeTruthy();
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with this card' }));
    expect(
      await screen.findByRole('heading', { name: 'Billing resolved' }, LAZY_PAGE),
    ).toBeTruthy();
  });

  it('has nothing to finalize for a subscription that works', async () => {
    const info = testBillingInfo({ customer: TEST_CUSTOMER, payment_method: TEST_CARD });
    renderApp(`${FUNNEL}/finalization`, statefulApi({ workspace: premiumWorkspace(), info }));
    expect(
      await screen.findByRole('heading', { name: 'Your workspace is on Premium' }, LAZY_PAGE),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull();
  });
});
