import { Group, Stack, Text } from '@mantine/core';
import type { PaymentMethod } from '@hangar/contracts/billing';
import { IconCreditCard } from '@tabler/icons-react';
import { cardExpiry, cardLabel } from '../billing-labels';

/** The card on file: its brand, last digits and expiry. */
export function CardOnFile({ method }: { method: PaymentMethod }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <IconCreditCard size={28} stroke={1.4} color="var(--mantine-color-indigo-6)" />
      <Stack gap={0}>
        <Text fw={600} size="sm">
          {cardLabel(method)}
        </Text>
        <Text size="xs" c="dimmed">
          {cardExpiry(method)}
        </Text>
      </Stack>
    </Group>
  );
}
