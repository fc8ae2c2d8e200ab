import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  billingApi,
  premiumWorkspace,
  TEST_CUSTOMER,
  testBillingInfo,
} from '../../../test/billing';
import { currentAddress, renderApp, signedInWithoutLiveChannel } from '../../../test/render-app';
import { testBilling, testWorkspace } from '../../../test/workspaces';
import { LAZY_PAGE } from '../../../test/lazy-page';

signedInWithoutLiveChannel();

function summary() {
  return screen.getByTestId('price-summary').textContent?.replace(/\s/g, ' ') ?? '';
}

describe('Upgrade', { timeout: 20_000 }, () => {
  it('prices PREMIUM per seat, with tax, monthly or yearly with the saving', async () => {
    const workspace = testWorkspace({ billing: testBilling({ nb_seats: 2 }) });
    renderApp('/workspace/7/settings/upgrade', billingApi(workspace));
    expect(await screen.findByRole('region', { name: 'Premium plan' }, LAZY_PAGE)).toBeTruthy();
    // Two people: two seats to start with.
    expect((screen.getByLabelText('Seats') as HTMLSelectElement).value).toBe('2');
    expect(summary()).toContain('2 seats × 8,00 €');
    expect(summary()).toContain('Tax (20 %)');
    expect(summary()).toContain('Total per month19,20 €');

    fireEvent.change(screen.getByLabelText('Seats'), { target: { value: '3' } });
    expect(summary()).toContain('Total per month28,80 €');

    expect(screen.getByText('Save 17%')).toBeTruthy();
    fireEvent.click(screen.getByText('Yearly'));
    expect(summary()).toContain('3 seats × 80,00 €');
    expect(summary()).toContain('Total per year288,00 €');
    expect(
      within(screen.getByRole('region', { name: 'Premium plan' })).getByText(
        'per seat / year, before tax',
      ),
    ).toBeTruthy();
  });

  it("shows the billing country's VAT, and why there is none", async () => {
    const info = testBillingInfo({ tax_rate: 0, tax_mention: 'Reverse charge' });
    renderApp('/workspace/7/settings/upgrade', billingApi(testWorkspace(), { info }));
    expect(await screen.findByRole('region', { name: 'Premium plan' }, LAZY_PAGE)).toBeTruthy();
    expect(summary()).toContain('Tax (0 %) - Reverse charge0,00 €');
    expect(summary()).toContain('Total per month8,00 €');
  });

  it('offers the seat options 1 to 50, and nothing in between', async () => {
    renderApp('/workspace/7/settings/upgrade', billingApi(testWorkspace()));
    const picker = (await screen.findByLabelText('Seats', {}, LAZY_PAGE)) as HTMLSelectElement;
    expect([...picker.options].map((option) => [option.value, option.textContent])).toEqual(
      [1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 40, 50].map((seats) => [
        String(seats),
        seats === 1 ? '1 seat' : `${seats} seats`,
      ]),
    );
  });

  it('leads into the funnel with the choices, at the first thing missing', async () => {
    const api = billingApi(testWorkspace(), { info: testBillingInfo({ customer: TEST_CUSTOMER }) });
    const { router } = renderApp('/workspace/7/settings/upgrade', api);
    fireEvent.change(await screen.findByLabelText('Seats', {}, LAZY_PAGE), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(
      () =>
        expect(currentAddress(router)).toBe(
          '/workspace/7/settings/billing/funnel/payment-method?plan=PREMIUM&cycle=monthly&seats=5',
        ),
      LAZY_PAGE,
    );
  });

  it('starts the trial at once when billing details are on file', async () => {
    const api = billingApi(testWorkspace(), {
      info: testBillingInfo({ customer: TEST_CUSTOMER }),
    }).on(billingEndpoints.startTrial, { success: true });
    const { router } = renderApp('/workspace/7/settings/upgrade', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a 14-day trial' }, LAZY_PAGE));
    expect(
      await screen.findByText('Your 14-day Premium trial has started', {}, LAZY_PAGE),
    ).toBeTruthy();
    await waitFor(
      () => expect(currentAddress(router)).toBe('/workspace/7/settings/billing'),
      LAZY_PAGE,
    );
    expect(api.callsTo(billingEndpoints.startTrial)).toHaveLength(1);
  });

  it('asks for the billing details first, then starts the trial', async () => {
    const api = billingApi(testWorkspace())
      .on(billingEndpoints.createCustomer, TEST_CUSTOMER)
      .on(billingEndpoints.startTrial, { success: true });
    const { router } = renderApp('/workspace/7/settings/upgrade', api);
    fireEvent.click(await screen.findByRole('link', { name: 'Start a 14-day trial' }, LAZY_PAGE));
    await waitFor(
      () =>
        expect(currentAddress(router)).toBe(
          '/workspace/7/settings/billing/form/customer?next=trial',
        ),
      LAZY_PAGE,
    );
    fireEvent.change(await screen.findByLabelText('Address', {}, LAZY_PAGE), {
      target: { value: '1 rue de Rivoli' },
    });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '75001' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Paris' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and start the trial' }));
    expect(
      await screen.findByText('Your 14-day Premium trial has started', {}, LAZY_PAGE),
    ).toBeTruthy();
    expect(api.callsTo(billingEndpoints.createCustomer)[0]?.body).toMatchObject({
      name: 'Acme',
      email: 'ada@example.com',
      address_line1: '1 rue de Rivoli',
    });
    expect(api.callsTo(billingEndpoints.startTrial)).toHaveLength(1);
  });

  it('offers no trial once used, and sends a subscribed workspace to billing', async () => {
    renderApp('/workspace/7/settings/upgrade', billingApi(premiumWorkspace()));
    expect(await screen.findByText('You are on Premium', {}, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage billing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a 14-day trial' })).toBeNull();
    expect(screen.queryByLabelText('Seats')).toBeNull();
  });
});
