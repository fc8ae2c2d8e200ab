import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CARD, testBillingInfo } from '../../../test/billing';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { CardForm } from './CardForm';

afterEach(() => vi.unstubAllGlobals());

function fill(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '1230' } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
}

/** The card form of workspace 7, reporting the saved card to the returned mock. */
function renderCardForm(info = testBillingInfo()) {
  const onSaved = vi.fn();
  renderWithRouter(
    <CardForm workspaceId={7} info={info} submitLabel="Save card" onSaved={onSaved} />,
  );
  return onSaved;
}

describe('the card form', () => {
  it("shows the provider's refusal and attaches nothing", async () => {
    const api = createFakeApi()
      .on(
        billingEndpoints.createSandboxPaymentMethod,
        { detail: 'Your card was declined.', provider: 'sandbox' },
        402,
      )
      .install();
    const onSaved = renderCardForm();
    fill('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(api.callsTo(billingEndpoints.setPaymentMethod)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates the payment method at the provider, then makes it the card charged', async () => {
    const api = createFakeApi()
      .on(billingEndpoints.createSandboxPaymentMethod, { id: 'pm_9' })
      .on(billingEndpoints.setPaymentMethod, TEST_CARD)
      .install();
    const onSaved = renderCardForm();
    fill('4242424242424242');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(TEST_CARD));
    expect(
      api.callsTo(billingEndpoints.createSandboxPaymentMethod)[0]?.headers.get('x-workspace-id'),
    ).toBe('7');
    expect(api.callsTo(billingEndpoints.setPaymentMethod)[0]?.body).toEqual({
      payment_method_id: 'pm_9',
    });
  });

  it('checks the fields before calling the provider', async () => {
    const api = createFakeApi().install();
    renderCardForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(Object.values(billingEndpoints).flatMap((target) => api.callsTo(target))).toHaveLength(
      0,
    );
  });

  it('says card payments are unavailable with Stripe but no publishable key', () => {
    renderCardForm(testBillingInfo({ provider: 'stripe', publishable_key: null }));
    expect(screen.getByText('Card payments unavailable')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
