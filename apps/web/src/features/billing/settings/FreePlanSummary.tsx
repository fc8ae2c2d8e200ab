import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BillingInfo, Subscription } from '@hangar/contracts/billing';
import { routes } from '@hangar/contracts/routes';
import type { Workspace } from '@hangar/contracts/workspaces';
import { FREE_PLAN_LIMITS } from '@hangar/domain/plans';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SettingsSection } from '../../../ui/SettingsSection';
import { PLAN_LABELS, teamLine } from '../../workspaces/labels';
import { formatBillingDate } from '../billing-labels';
import { TrialButton } from '../TrialButton';
import { Fact } from './Fact';

interface FreePlanSummaryProps {
  workspace: Workspace;
  info: BillingInfo;
  /** The subscription that ended, if there was one. */
  ended: Subscription | null;
}

/** Billing settings of a workspace on the free plan: its limits, Upgrade, and the trial. */
export function FreePlanSummary({ workspace, info, ended }: FreePlanSummaryProps) {
  const trialButton = workspace.billing.is_trial_available ? (
    <TrialButton workspaceId={workspace.id} hasCustomer={info.customer !== null} />
  ) : null;

  return (
    <SettingsSection
      title="Subscription"
      description={
        ended
          ? `The ${PLAN_LABELS[ended.plan]} subscription ended on ${formatBillingDate(ended.current_period_end)}.`
          : 'No subscription: the workspace is on the free plan.'
      }
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Fact label="Plan">{PLAN_LABELS.FREE}</Fact>
          <Fact label="Team">{teamLine(workspace.billing)}</Fact>
          <Fact label="Limits">
            {FREE_PLAN_LIMITS.groups} groups, {FREE_PLAN_LIMITS.docs} documents,{' '}
            {FREE_PLAN_LIMITS.logs} logs
          </Fact>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Premium lifts every limit, from one seat.
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={routes.settings(workspace.id, 'upgrade')}
            leftSection={<IconSparkles size={18} />}
          >
            Upgrade
          </Button>
          {trialButton}
        </Group>
      </Stack>
    </SettingsSection>
  );
}
