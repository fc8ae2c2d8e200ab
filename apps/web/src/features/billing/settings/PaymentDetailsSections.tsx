import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BillingInfo } from '@hangar/contracts/billing';
import { routes } from '@hangar/contracts/routes';
import { Link } from 'react-router';
import { SettingsSection } from '../../../ui/SettingsSection';
import { CardOnFile } from '../card/CardOnFile';
import { countryName } from '../customer/countries';
import { Fact } from './Fact';

interface SectionProps {
  workspaceId: number;
  info: BillingInfo;
}

/** The card that is charged, and the way to replace it (billing details come first). */
export function PaymentMethodSection({ workspaceId, info }: SectionProps) {
  const method = info.payment_method;
  return (
    <SettingsSection
      title="Payment method"
      description={
        info.customer
          ? undefined
          : 'Add your billing details first: the card is registered to them.'
      }
    >
      <Group justify="space-between" gap="md">
        {method ? (
          <CardOnFile method={method} />
        ) : (
          <Text size="sm" c="dimmed">
            No card yet.
          </Text>
        )}
        {info.customer ? (
          <Button
            component={Link}
            to={routes.billingForm(workspaceId, 'payment-method')}
            variant="light"
          >
            {method ? 'Update card' : 'Add a card'}
          </Button>
        ) : null}
      </Group>
    </SettingsSection>
  );
}

/** Who invoices are made out to. */
export function CustomerSection({ workspaceId, info }: SectionProps) {
  const customer = info.customer;
  const editLink = (
    <Button component={Link} to={routes.billingForm(workspaceId, 'customer')} variant="light">
      {customer ? 'Edit billing details' : 'Add billing details'}
    </Button>
  );
  if (!customer) {
    return (
      <SettingsSection title="Billing details">
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed">
            No billing details yet: invoices need a name and an address.
          </Text>
          {editLink}
        </Group>
      </SettingsSection>
    );
  }
  const address = [
    customer.address_line1,
    customer.address_line2,
    `${customer.postal_code} ${customer.city}, ${countryName(customer.country)}`.trim(),
  ].filter(Boolean);
  return (
    <SettingsSection title="Billing details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label="Billed to">{customer.name}</Fact>
          <Fact label="Billing e-mail">{customer.email}</Fact>
          {customer.vat_number ? <Fact label="VAT number">{customer.vat_number}</Fact> : null}
          <Fact label="Address">
            {address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Fact>
        </SimpleGrid>
        <Group>{editLink}</Group>
      </Stack>
    </SettingsSection>
  );
}
