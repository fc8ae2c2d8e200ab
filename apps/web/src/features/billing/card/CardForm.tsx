import { Alert, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { BillingInfo, PaymentMethod } from '@hangar/contracts/billing';
import { IconCreditCard, IconFlask } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../ui/PageLoader';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { setPaymentMethod } from '../billing-api';
import { invalidateBilling } from '../queries';
import { cardDetails, cardFormSchema, formatCardNumber, formatExpiry } from './card-form';
import { cardProviderFor } from './card-payments';

const StripeCardForm = lazy(async () => ({
  default: (await import('./StripeCardForm')).StripeCardForm,
}));

interface CardFormProps {
  workspaceId: number;
  info: Pick<BillingInfo, 'provider' | 'publishable_key' | 'customer'>;
  submitLabel: string;
  /** After the card became the workspace's: the billing queries are reloading. */
  onSaved: (method: PaymentMethod) => Promise<void> | void;
}

/**
 * The card form: the card goes to the payment provider first (a payment method id comes back),
 * then `PUT /billing/payment-method` makes it the one charged. The provider's refusal ('Your
 * card was declined.') shows in the error card above the fields.
 */
export function CardForm({ workspaceId, info, submitLabel, onSaved }: CardFormProps) {
  const queryClient = useQueryClient();
  const provider = cardProviderFor(info, workspaceId);
  const form = useApiForm({
    schema: cardFormSchema,
    initialValues: { number: '', expiry: '', cvc: '' },
    onSubmit: async (values) => {
      if (!provider) return;
      const id = await provider.createPaymentMethod(cardDetails(values));
      const method = await setPaymentMethod(workspaceId, id);
      await invalidateBilling(queryClient, workspaceId);
      await onSaved(method);
    },
  });

  if (info.provider === 'stripe' && info.publishable_key) {
    return (
      <Suspense fallback={<PageLoader label="Loading the card form" />}>
        <StripeCardForm
          workspaceId={workspaceId}
          publishableKey={info.publishable_key}
          customer={info.customer}
          submitLabel={submitLabel}
          onSaved={async (method) => {
            await invalidateBilling(queryClient, workspaceId);
            await onSaved(method);
          }}
        />
      </Suspense>
    );
  }
  if (!provider) {
    return (
      <Alert color="yellow" icon={<IconCreditCard size={20} />} title="Card payments unavailable">
        This workspace bills through Stripe, but no publishable key (STRIPE_PUBLISHABLE_KEY) is
        configured for its card form. Contact support to update the card.
      </Alert>
    );
  }

  const number = form.mantine.getInputProps('number');
  const expiry = form.mantine.getInputProps('expiry');
  return (
    <ApiForm form={form} aria-label="Card">
      <TextInput
        label="Card number"
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        leftSection={<IconCreditCard size={18} />}
        {...number}
        onChange={(event) =>
          form.mantine.setFieldValue('number', formatCardNumber(event.currentTarget.value))
        }
      />
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label="Expiry date"
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          {...expiry}
          onChange={(event) =>
            form.mantine.setFieldValue(
              'expiry',
              formatExpiry(event.currentTarget.value, form.mantine.getValues().expiry),
            )
          }
        />
        <TextInput
          label="Security code"
          placeholder="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...form.mantine.getInputProps('cvc')}
        />
      </SimpleGrid>
      {info.provider === 'sandbox' ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconFlask size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
          <Text size="xs" c="dimmed">
            Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; any future date
            and any code.
          </Text>
        </Group>
      ) : null}
      <Group justify="flex-end">
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      </Group>
    </ApiForm>
  );
}
