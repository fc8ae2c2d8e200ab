import { Badge, Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BillingInfo, Subscription } from '@hangar/contracts/billing';
import { routes } from '@hangar/contracts/routes';
import type { Workspace } from '@hangar/contracts/workspaces';
import { quote, seatKey } from '@hangar/domain/billing';
import { formatEuros } from '@hangar/domain/format';
import { IconCalendarEvent, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ActionAlert } from '../../../ui/ActionAlert';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { SettingsSection } from '../../../ui/SettingsSection';
import { PLAN_LABELS } from '../../workspaces/labels';
import { abortChanges, cancelSubscription } from '../billing-api';
import { formatBillingDate, SUBSCRIPTION_STATUS } from '../billing-labels';
import { PaymentFailedAlert } from '../PaymentFailedAlert';
import { CYCLE_LABELS, CYCLE_UNIT } from '../plan-choice';
import { seatsLabel } from '../plans/PlanOptions';
import { FreePlanSummary } from './FreePlanSummary';
import { Fact } from './Fact';
import { useSubscriptionAction } from './use-subscription-action';

const CHANGES = [
  { form: 'seats', label: 'Change seats' },
  { form: 'cycle', label: 'Change billing cycle' },
  { form: 'plan', label: 'Change plan' },
] as const;

/** 'yearly billing, 5 seats': what changes at the end of the period. */
function pendingChangesText(changes: NonNullable<BillingInfo['pending_changes']>): string {
  const parts: string[] = [];
  if (changes.plan) parts.push(`the ${PLAN_LABELS[changes.plan]} plan`);
  if (changes.cycle) parts.push(`${changes.cycle} billing`);
  if (changes.nb_seats !== null) parts.push(seatsLabel(changes.nb_seats));
  return parts.join(', ');
}

interface SubscriptionSectionProps {
  workspace: Workspace;
  info: BillingInfo;
  subscription: Subscription | null;
}

/** Plan, status, cycle, seats, the next date, scheduled changes; change, cancel or resume. */
export function SubscriptionSection({ workspace, info, subscription }: SubscriptionSectionProps) {
  const workspaceId = workspace.id;
  const { billing } = workspace;
  const cancel = useSubscriptionAction(
    workspaceId,
    cancelSubscription,
    'Your subscription will end with the current period',
  );
  const resume = useSubscriptionAction(workspaceId, abortChanges, 'Subscription resumed');
  const undo = useSubscriptionAction(workspaceId, abortChanges, 'Scheduled changes canceled');
  const live = subscription !== null && subscription.status !== 'canceled';
  if (!live) return <FreePlanSummary workspace={workspace} info={info} ended={subscription} />;

  const status = SUBSCRIPTION_STATUS[subscription.status];
  const price = info.prices[seatKey(subscription.plan, subscription.cycle)];
  const total =
    price === undefined
      ? null
      : quote(
          info.prices,
          subscription.plan,
          subscription.cycle,
          subscription.nb_seats,
          info.tax_rate,
        ).total;
  const endsAt = info.trial_end_date ?? info.cycle_end_date ?? subscription.current_period_end;
  const dateLabel = info.trial_end_date
    ? 'Trial ends'
    : subscription.is_canceled
      ? 'Ends on'
      : 'Renews on';
  // A failed first charge leaves nothing to change; a canceled one is resumed first.
  const changesLocked = !billing.is_active || subscription.is_canceled;

  const confirmCancel = () =>
    openConfirmModal({
      title: 'Cancel the subscription?',
      message: `${workspace.name} keeps ${PLAN_LABELS[subscription.plan]} until ${formatBillingDate(endsAt)}, then returns to the free plan and its limits. You can resume the subscription until then.`,
      confirmLabel: 'Cancel subscription',
      cancelLabel: 'Keep it',
      critical: true,
      onConfirm: () => cancel.mutate(),
    });

  return (
    <SettingsSection title="Subscription">
      <Stack gap="md">
        {billing.payment_error ? (
          <PaymentFailedAlert workspaceId={workspaceId}>
            The last payment failed. Pay it with another card.
          </PaymentFailedAlert>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
          <Fact label="Plan">{PLAN_LABELS[subscription.plan]}</Fact>
          <Fact label="Status">
            <Badge color={subscription.is_canceled ? 'orange' : status.color} variant="light">
              {subscription.is_canceled ? 'Canceled at period end' : status.label}
            </Badge>
          </Fact>
          <Fact label="Billing cycle">{CYCLE_LABELS[subscription.cycle]}</Fact>
          <Fact label="Seats">{seatsLabel(subscription.nb_seats)}</Fact>
          <Fact label={dateLabel}>{formatBillingDate(endsAt)}</Fact>
          {total === null ? null : (
            <Fact label="Price">
              {formatEuros(total)} per {CYCLE_UNIT[subscription.cycle]}
            </Fact>
          )}
        </SimpleGrid>
        {info.pending_changes ? (
          <ActionAlert
            color="blue"
            variant="light"
            icon={<IconCalendarEvent size={20} />}
            title="Scheduled changes"
            action={
              <Button
                size="xs"
                variant="default"
                loading={undo.isPending}
                onClick={() => undo.mutate()}
              >
                Cancel scheduled changes
              </Button>
            }
          >
            From {formatBillingDate(info.pending_changes.effective_date)}:{' '}
            {pendingChangesText(info.pending_changes)}.
          </ActionAlert>
        ) : null}
        {subscription.is_canceled ? (
          <ActionAlert
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={20} />}
            title="Subscription canceled"
            action={
              <Button size="xs" loading={resume.isPending} onClick={() => resume.mutate()}>
                Resume subscription
              </Button>
            }
          >
            {PLAN_LABELS[subscription.plan]} ends on {formatBillingDate(endsAt)}.
          </ActionAlert>
        ) : null}
        {changesLocked ? null : (
          <Group gap="sm">
            {CHANGES.map(({ form, label }) => (
              <Button
                key={form}
                component={Link}
                to={routes.billingForm(workspaceId, form)}
                variant="light"
                w={{ base: '100%', xs: 'auto' }}
              >
                {label}
              </Button>
            ))}
          </Group>
        )}
        {subscription.is_canceled ? null : (
          <>
            <Divider />
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                Cancel anytime: {PLAN_LABELS[subscription.plan]} stays until the end of the period.
              </Text>
              <Button
                variant="subtle"
                color="red"
                loading={cancel.isPending}
                onClick={confirmCancel}
                px={{ base: 0, xs: 'md' }}
              >
                Cancel subscription
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </SettingsSection>
  );
}
