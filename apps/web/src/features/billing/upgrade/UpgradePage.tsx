import { Button, Stack, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PLAN_LABELS } from '../../workspaces/labels';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';
import { formatBillingDate } from '../billing-labels';
import { PaymentFailedAlert } from '../PaymentFailedAlert';
import { parseSelection, type PlanSelection } from '../plan-choice';
import { useBillingInfo } from '../queries';
import { PlanCards } from './PlanCards';
import { UpgradeConfigurator } from './UpgradeConfigurator';
import { ActionAlert } from '../../../ui/ActionAlert';
import { PageLoader } from '../../../ui/PageLoader';

/**
 * /workspace/{wsid}/settings/upgrade (owners): the free plan and PREMIUM, the cycle with the
 * yearly saving, the seats, the total with tax, and the way into the funnel or a trial.
 */
export function UpgradePage() {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const info = useBillingInfo(workspaceId).data;
  const [search] = useSearchParams();
  const [choice, setChoice] = useState<PlanSelection | null>(null);
  if (!workspace || !info) return <PageLoader label="Loading plans" />;
  const { billing } = workspace;
  const selection = choice ?? parseSelection(search, billing.nb_seats);

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {billing.is_active
          ? `${workspace.name} is on ${PLAN_LABELS[billing.plan]}.`
          : `${workspace.name} is on the free plan. Premium lifts its limits, priced per seat.`}
      </Text>
      {billing.payment_error ? (
        <PaymentFailedAlert workspaceId={workspaceId}>
          The last payment failed: pay it with another card.
        </PaymentFailedAlert>
      ) : billing.is_active ? (
        <ActionAlert
          color="indigo"
          icon={<IconSparkles size={20} />}
          title={`You are on ${PLAN_LABELS[billing.plan]}`}
          action={
            <Button component={Link} to={routes.settings(workspaceId, 'billing')} size="xs">
              Manage billing
            </Button>
          }
        >
          {info.trial_end_date
            ? `Your trial ends on ${formatBillingDate(info.trial_end_date)}. Add a card before then to keep Premium.`
            : 'Change the plan, the seats or the billing cycle in billing settings.'}
        </ActionAlert>
      ) : null}
      <PlanCards
        info={info}
        plan={billing.is_active ? billing.plan : 'FREE'}
        cycle={selection.cycle}
      />
      {billing.is_active || billing.payment_error ? null : (
        <UpgradeConfigurator
          workspaceId={workspaceId}
          info={info}
          selection={selection}
          onChange={setChoice}
          teamSize={billing.nb_seats}
          trialAvailable={billing.is_trial_available}
        />
      )}
    </Stack>
  );
}
