import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { cardExpiry, cardLabel } from '../billing-labels';
import { CardForm } from '../card/CardForm';
import { useBillingInfo } from '../queries';
import { FunnelFrame } from './FunnelFrame';
import { useFunnel } from './use-funnel';
import { PageLoader } from '../../../ui/PageLoader';

/** Funnel, step 2: the card, or the one on file. */
export function FunnelPaymentMethodPage() {
  const { workspaceId, next } = useFunnel('payment-method');
  const info = useBillingInfo(workspaceId).data;
  const [another, setAnother] = useState(false);
  if (!info) {
    return (
      <FunnelFrame step="payment-method">
        <PageLoader label="Loading billing" />
      </FunnelFrame>
    );
  }
  const method = info.payment_method;
  return (
    <FunnelFrame
      step="payment-method"
      intro="The card the subscription is charged to, now and at each renewal."
    >
      {method ? (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" gap="md">
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
              <Button onClick={() => void next()} w={{ base: '100%', xs: 'auto' }}>
                Continue with this card
              </Button>
            </Group>
          </Paper>
          {another ? null : (
            <Group>
              <Button variant="subtle" px={0} onClick={() => setAnother(true)}>
                Use another card
              </Button>
            </Group>
          )}
        </Stack>
      ) : null}
      {method && another ? <Divider label="Another card" labelPosition="left" /> : null}
      {!method || another ? (
        <CardForm
          workspaceId={workspaceId}
          info={info}
          submitLabel="Continue"
          onSaved={() => void next()}
        />
      ) : null}
    </FunnelFrame>
  );
}
