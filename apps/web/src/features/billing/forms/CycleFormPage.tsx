import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { BillingCycle } from '@hangar/domain/constants';
import { yearlySavingPercent } from '@hangar/domain/billing';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ErrorCard } from '../../../ui/ErrorCard';
import { useWorkspaceId } from '../../workspaces/queries';
import { abortChanges, switchCycle } from '../billing-api';
import { formatBillingDate } from '../billing-labels';
import { CYCLE_LABELS, priceDetails } from '../plan-choice';
import { PriceSummary } from '../plans/PriceSummary';
import { subscriptionQuery, useBillingInfo } from '../queries';
import { Fact } from '../settings/Fact';
import { BillingFormCard } from './BillingFormCard';
import { useBillingChange } from './use-billing-change';
import { PageLoader } from '../../../ui/PageLoader';

const OTHER: Record<BillingCycle, BillingCycle> = { monthly: 'yearly', yearly: 'monthly' };

/**
 * /settings/billing/form/cycle: monthly to yearly or back, from the end of the period; a switch
 * already scheduled can be called off.
 */
export function CycleFormPage() {
  const workspaceId = useWorkspaceId();
  const info = useBillingInfo(workspaceId).data;
  const subscription = useQuery(subscriptionQuery(workspaceId)).data;
  const periodEnd = info?.cycle_end_date ?? subscription?.current_period_end ?? null;
  const when = periodEnd ? formatBillingDate(periodEnd) : 'the end of the period';
  const switchIt = useBillingChange(
    workspaceId,
    () => switchCycle(workspaceId),
    (result) => `Billing switches to ${OTHER[result.cycle]} on ${when}`,
  );
  const keep = useBillingChange(
    workspaceId,
    () => abortChanges(workspaceId),
    (result) => `Billing stays ${result.cycle}`,
  );
  if (!info || !subscription) return <PageLoader label="Loading billing cycle" />;

  const scheduled = info.pending_changes?.cycle ?? null;
  const next = scheduled ?? OTHER[subscription.cycle];
  const nextPrice = priceDetails(info, {
    plan: subscription.plan,
    cycle: next,
    seats: info.pending_changes?.nb_seats ?? subscription.nb_seats,
  });
  const saving = yearlySavingPercent(info.prices, subscription.plan);
  const error = switchIt.error ?? keep.error;

  return (
    <BillingFormCard
      intro={`A new billing cycle starts on ${when}, when the current period ends. Yearly billing saves ${saving}%.`}
    >
      {error ? <ErrorCard error={error} /> : null}
      <SimpleGrid cols={2}>
        <Fact label="Now">{CYCLE_LABELS[subscription.cycle]}</Fact>
        <Fact label={`From ${when}`}>{CYCLE_LABELS[scheduled ?? subscription.cycle]}</Fact>
      </SimpleGrid>
      {nextPrice ? <PriceSummary price={nextPrice} cycle={next} /> : null}
      {scheduled ? (
        <Alert color="blue" icon={<IconCalendarEvent size={20} />}>
          <Text size="sm">
            Billing switches to {scheduled} on {when}. Keeping {subscription.cycle} billing also
            calls off the other changes scheduled for that day.
          </Text>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {scheduled ? (
          <Button variant="default" onClick={() => keep.mutate(undefined)} loading={keep.isPending}>
            Keep {subscription.cycle} billing
          </Button>
        ) : (
          <Button onClick={() => switchIt.mutate(undefined)} loading={switchIt.isPending}>
            Switch to {next} billing
          </Button>
        )}
      </Group>
    </BillingFormCard>
  );
}
