import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';
import { subscriptionQuery, useBillingInfo } from '../queries';
import { InvoicesSection } from './InvoicesSection';
import { CustomerSection, PaymentMethodSection } from './PaymentDetailsSections';
import { SubscriptionSection } from './SubscriptionSection';
import { PageLoader } from '../../../ui/PageLoader';

/**
 * /workspace/{wsid}/settings/billing (owners): the subscription and what is scheduled, the
 * card, the billing details and the last invoices.
 */
export function BillingSettingsPage() {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const info = useBillingInfo(workspaceId).data;
  const subscription = useQuery(subscriptionQuery(workspaceId));
  if (!workspace || !info || subscription.isPending) {
    return <PageLoader label="Loading billing" />;
  }
  return (
    <Stack gap="lg">
      <SubscriptionSection
        workspace={workspace}
        info={info}
        subscription={subscription.data ?? null}
      />
      <PaymentMethodSection workspaceId={workspaceId} info={info} />
      <CustomerSection workspaceId={workspaceId} info={info} />
      <InvoicesSection workspaceId={workspaceId} />
    </Stack>
  );
}
