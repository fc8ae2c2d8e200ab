import { Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { customerInput, type BillingCustomer } from '@hangar/contracts/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { useLeaveWarning } from '../../../ui/use-leave-warning';
import { useMe } from '../../auth/use-me';
import { saveCustomer } from '../billing-api';
import { billingInfoQuery } from '../queries';
import { browserCountry, countryMatches, countryOptions } from './countries';

interface CustomerFormProps {
  workspaceId: number;
  /** The billing details on file, or null the first time. */
  customer: BillingCustomer | null;
  /** A default name for a first customer (the workspace's). */
  defaultName: string;
  submitLabel: string;
  onSaved: (customer: BillingCustomer) => void | Promise<void>;
}

/** The billing details invoices are made out to: `POST` the first time, `PUT` afterwards. */
export function CustomerForm({
  workspaceId,
  customer,
  defaultName,
  submitLabel,
  onSaved,
}: CustomerFormProps) {
  const queryClient = useQueryClient();
  const me = useMe();
  const countries = useMemo(() => countryOptions(), []);
  const form = useApiForm({
    schema: customerInput,
    initialValues: {
      name: customer?.name ?? defaultName,
      email: customer?.email ?? me?.email ?? '',
      address_line1: customer?.address_line1 ?? '',
      address_line2: customer?.address_line2 ?? '',
      postal_code: customer?.postal_code ?? '',
      city: customer?.city ?? '',
      country: customer?.country ?? browserCountry(globalThis.navigator?.languages),
      vat_number: customer?.vat_number ?? '',
    },
    onSubmit: async (values) => {
      const saved = await saveCustomer(workspaceId, values, customer !== null);
      const { queryKey } = billingInfoQuery(workspaceId);
      queryClient.setQueryData(queryKey, (info) => (info ? { ...info, customer: saved } : info));
      await queryClient.invalidateQueries({ queryKey });
      await onSaved(saved);
    },
  });
  const input = form.mantine.getInputProps;
  useLeaveWarning(form.mantine.isDirty() && !form.busy);

  return (
    <ApiForm form={form} aria-label="Billing details">
      <TextInput label="Name or company" autoComplete="organization" {...input('name')} />
      <TextInput
        label="Billing e-mail"
        description="Invoices and payment receipts go to this address."
        type="email"
        autoComplete="email"
        {...input('email')}
      />
      <TextInput label="Address" autoComplete="address-line1" {...input('address_line1')} />
      <TextInput
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        {...input('address_line2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Postal code" autoComplete="postal-code" {...input('postal_code')} />
        <TextInput label="City" autoComplete="address-level2" {...input('city')} />
      </SimpleGrid>
      <Select
        label="Country"
        placeholder="Search for a country"
        searchable
        data={countries}
        filter={({ options, search }) =>
          options.filter((option) => 'value' in option && countryMatches(option, search))
        }
        autoComplete="country"
        nothingFoundMessage="No such country"
        comboboxProps={{ withinPortal: true }}
        {...input('country')}
        onChange={(value) => form.mantine.setFieldValue('country', value ?? '')}
      />
      <TextInput label="VAT number (optional)" {...input('vat_number')} />
      <Group justify="flex-end">
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      </Group>
    </ApiForm>
  );
}
