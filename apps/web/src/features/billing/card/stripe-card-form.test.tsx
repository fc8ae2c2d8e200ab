import { billingEndpoints } from '@hangar/contracts/endpoints/billing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CARD, TEST_CUSTOMER, testBillingInfo } from '../../../test/billing';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { CardForm } from './CardForm';
import { LAZY_PAGE } from '../../../test/lazy-page';

/** Stripe.js itself comes from js.stripe.com: its loader is stubbed with a fake Stripe. */
const fake = vi.hoisted(() => {
  const card = { mount: vi.fn(), destroy: vi.fn() };
  const create = vi.fn(() => card);
  const stripe = {
    elements: vi.fn(() => ({ create })),
    createPaymentMethod: vi.fn(),
  };
  return { card, create, stripe, loadStripe: vi.fn(async () => stripe) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: fake.loadStripe }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const stripeInfo = testBillingInfo({
  provider: 'stripe',
  publishable_key: 'pk_test_hangar',
  customer: TEST_CUSTOMER,
});

async function renderStripeForm(onSaved = vi.fn()) {
  renderWithRouter(
    <CardForm workspaceId={7} info={stripeInfo} submitLabel="Save card" onSaved={onSaved} />,
  );
  await screen.findByRole('button', { name: 'Save card' }, LAZY_PAGE);
  await vi.waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
  // The button turns on once the mounted Element is in the form's state.
  await vi.waitFor(() =>
    expect(screen.getByRole('button', { name: 'Save card' }).hasAttribute('disabled')).toBe(false),
  );
  return { save: screen.getByRole('button', { name: 'Save card' }), onSaved };
}

describe('the card form with Stripe', () => {
  it("mounts Stripe's card Element and sends the payment method Stripe created", async () => {
    const api = createFakeApi().on(billingEndpoints.setPaymentMethod, TEST_CARD).install();
    fake.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_stripe_1' } });
    const { save, onSaved } = await renderStripeForm();
    expect(fake.loadStripe).toHaveBeenCalledWith('pk_test_hangar');
    expect(fake.create).toHaveBeenCalledWith('card', { hidePostalCode: true });
    expect(fake.card.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-card-element'));
    expect(screen.queryByLabelText('Card number')).toBeNull();

    fireEvent.click(save);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(TEST_CARD));
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: fake.card,
      billing_details: {
        name: 'Acme SAS',
        email: 'billing@acme.test',
        address: {
          line1: '1 rue de Rivoli',
          line2: undefined,
          postal_code: '75001',
          city: 'Paris',
          country: 'FR',
        },
      },
    });
    expect(api.callsTo(billingEndpoints.setPaymentMethod)[0]?.body).toEqual({
      payment_method_id: 'pm_stripe_1',
    });
  });

  it("shows Stripe's refusal in its words and attaches nothing", async () => {
    const api = createFakeApi().install();
    fake.stripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card number is incomplete.' },
    });
    const { save, onSaved } = await renderStripeForm();
    fireEvent.click(save);
    expect((await screen.findByRole('alert', {}, LAZY_PAGE)).textContent).toContain(
      'Your card number is incomplete.',
    );
    expect(api.callsTo(billingEndpoints.setPaymentMethod)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
