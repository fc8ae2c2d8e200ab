import { Alert, Group, Input, Loader, Text } from '@mantine/core';
import type { BillingCustomer, PaymentMethod } from '@hangar/contracts/billing';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { IconCreditCard } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { setPaymentMethod } from '../billing-api';
import { stripeBillingDetails, stripeFor } from './stripe-card';

interface StripeCardFormProps {
  workspaceId: number;
  publishableKey: string;
  customer: BillingCustomer | null;
  submitLabel: string;
  /** After `PUT /billing/payment-method` answered. */
  onSaved: (method: PaymentMethod) => Promise<void> | void;
}

type StripeState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; stripe: Stripe; card: StripeCardElement };

/**
 * The card form with Stripe: Stripe.js's card Element (the card never reaches our server),
 * `createPaymentMethod` with the billing details, then `PUT /billing/payment-method`. Stripe's
 * refusal shows in the error card, in Stripe's words.
 */
export function StripeCardForm(props: StripeCardFormProps) {
  const { workspaceId, publishableKey, customer, submitLabel, onSaved } = props;
  const mountNode = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<StripeState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    stripeFor(publishableKey).then(
      (stripe) => {
        if (cancelled) return;
        if (!stripe || !mountNode.current) return setState({ status: 'failed' });
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountNode.current);
        setState({ status: 'ready', stripe, card });
      },
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  const form = useApiForm({
    schema: z.object({}),
    initialValues: {},
    onSubmit: async () => {
      if (state.status !== 'ready') return;
      const billingDetails = stripeBillingDetails(customer);
      const result = await state.stripe.createPaymentMethod({
        type: 'card',
        card: state.card,
        ...(billingDetails ? { billing_details: billingDetails } : {}),
      });
      if (result.error) {
        const detail = result.error.message ?? 'Your card was declined.';
        form.setFormError({ kind: 'payment', detail, provider: 'stripe' });
        return;
      }
      await onSaved(await setPaymentMethod(workspaceId, result.paymentMethod.id));
    },
  });

  if (state.status === 'failed') {
    return (
      <Alert color="red" icon={<IconCreditCard size={20} />} title="The card form did not load">
        Stripe&apos;s card form could not be loaded. Check your connection, then reload the page.
      </Alert>
    );
  }
  return (
    <ApiForm form={form} aria-label="Card">
      <Input.Wrapper label="Card" id="stripe-card-label">
        <div
          ref={mountNode}
          aria-labelledby="stripe-card-label"
          data-testid="stripe-card-element"
          style={{
            padding: 'var(--mantine-spacing-sm)',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-default)',
          }}
        />
      </Input.Wrapper>
      {state.status === 'loading' ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            Loading Stripe&apos;s card form
          </Text>
        </Group>
      ) : null}
      <Group justify="flex-end">
        <SubmitButton busy={form.busy} disabled={state.status !== 'ready'}>
          {submitLabel}
        </SubmitButton>
      </Group>
    </ApiForm>
  );
}
