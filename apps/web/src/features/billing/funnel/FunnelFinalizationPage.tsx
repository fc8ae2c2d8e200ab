import { Alert, Stack, Text } from '@mantine/core';
import { BILLING_ALERT_TEXTS } from '@hangar/domain/billing';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PLAN_LABELS } from '../../workspaces/labels';
import { workspaceQuery } from '../../workspaces/queries';
import { CardForm } from '../card/CardForm';
import { subscriptionQuery, useBillingInfo } from '../queries';
import { Checkout } from './Checkout';
import { AlreadySubscribed, Outcome } from './FunnelOutcomes';
import { FunnelFrame } from './FunnelFrame';
import { useFunnel } from './use-funnel';
import { PageLoader } from '../../../ui/PageLoader';

type Result = 'subscribed' | 'resolved' | null;

/**
 * Funnel, step 4 (where 'Resolve billing' and the pages that need a subscription lead): the
 * order to confirm and its result; with a payment error, a card to pay with; with a working
 * subscription, nothing to do.
 */
export function FunnelFinalizationPage() {
  const { workspaceId, workspace, selection } = useFunnel('finalization');
  const queryClient = useQueryClient();
  const info = useBillingInfo(workspaceId).data;
  const subscription = useQuery(subscriptionQuery(workspaceId)).data;
  const [result, setResult] = useState<Result>(null);
  const [firstChargeFailed, setFirstChargeFailed] = useState(false);
  const [failedAgain, setFailedAgain] = useState(false);
  if (!info || !workspace) {
    return (
      <FunnelFrame step="finalization">
        <PageLoader label="Loading billing" />
      </FunnelFrame>
    );
  }
  const { billing } = workspace;

  if (result) {
    return (
      <FunnelFrame step="finalization" withoutSteps={result === 'resolved'}>
        <Outcome
          workspaceId={workspaceId}
          title={
            result === 'subscribed'
              ? `Welcome to ${PLAN_LABELS[selection.plan]}`
              : 'Billing resolved'
          }
        >
          {result === 'subscribed'
            ? `${workspace.name} has no more limits on groups, documents and logs. The invoice is in billing settings.`
            : 'The payment went through and the subscription is running again.'}
        </Outcome>
      </FunnelFrame>
    );
  }

  if (billing.payment_error) {
    return (
      <FunnelFrame step="finalization" withoutSteps>
        <Alert
          color="red"
          icon={<IconAlertTriangle size={20} />}
          title={BILLING_ALERT_TEXTS.payment.text}
        >
          <Text size="sm">
            {firstChargeFailed || subscription?.status === 'incomplete'
              ? 'The card was refused when charging the first period. Pay with another card to start the subscription.'
              : 'The last payment of the subscription failed. Pay it with another card: the subscription runs again at once.'}
          </Text>
        </Alert>
        {failedAgain ? (
          <Alert color="red" variant="outline" role="alert">
            The card was saved, but the payment failed again. Try another card.
          </Alert>
        ) : null}
        <CardForm
          workspaceId={workspaceId}
          info={info}
          submitLabel="Pay with this card"
          onSaved={async () => {
            const fresh = await queryClient.fetchQuery({
              ...workspaceQuery(workspaceId),
              staleTime: 0,
            });
            if (fresh.billing.payment_error) setFailedAgain(true);
            else setResult('resolved');
          }}
        />
      </FunnelFrame>
    );
  }

  if (billing.is_active) {
    return (
      <FunnelFrame step="finalization" withoutSteps>
        <AlreadySubscribed workspaceId={workspaceId} plan={billing.plan} />
      </FunnelFrame>
    );
  }

  return (
    <FunnelFrame
      step="finalization"
      intro="Check the order, then subscribe: the first period is charged now."
    >
      <Stack gap="lg">
        <Checkout
          workspaceId={workspaceId}
          info={info}
          selection={selection}
          onSubscribed={(subscription) => {
            if (subscription.status === 'active' || subscription.status === 'trialing') {
              setResult('subscribed');
            } else {
              setFirstChargeFailed(true);
            }
          }}
        />
      </Stack>
    </FunnelFrame>
  );
}
