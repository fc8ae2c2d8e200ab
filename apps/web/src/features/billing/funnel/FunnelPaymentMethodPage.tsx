import { Button, Divider, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { CardOnFile } from '../card/CardOnFile';
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
              <CardOnFile method={method} />
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
