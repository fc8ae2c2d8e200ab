import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BillingInfo } from '@hangar/contracts/billing';
import { routes } from '@hangar/contracts/routes';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { funnelEntryStep, priceDetails, selectionSearch, type PlanSelection } from '../plan-choice';
import { CycleAndSeats } from '../plans/PlanOptions';
import { PriceSummary } from '../plans/PriceSummary';
import { TrialButton } from '../TrialButton';

interface UpgradeConfiguratorProps {
  workspaceId: number;
  info: BillingInfo;
  selection: PlanSelection;
  onChange: (selection: PlanSelection) => void;
  teamSize: number;
  trialAvailable: boolean;
}

/** Cycle, seats, the total with tax, and the way into the funnel (or a trial). */
export function UpgradeConfigurator({
  workspaceId,
  info,
  selection,
  onChange,
  teamSize,
  trialAvailable,
}: UpgradeConfiguratorProps) {
  const price = priceDetails(info, selection);
  const entry = `${routes.billingFunnel(workspaceId, funnelEntryStep(info))}${selectionSearch(selection)}`;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="lg">
        <Title order={2} fz="lg">
          Your Premium subscription
        </Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <CycleAndSeats
                value={selection}
                onChange={onChange}
                yearlySaving={price?.yearlySaving ?? 0}
                teamSize={teamSize}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {price ? (
              <PriceSummary price={price} cycle={selection.cycle} />
            ) : (
              <Text size="sm" c="dimmed">
                This plan has no price yet.
              </Text>
            )}
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm">
          {trialAvailable ? (
            <TrialButton workspaceId={workspaceId} hasCustomer={info.customer !== null} />
          ) : null}
          <Button
            w={{ base: '100%', xs: 'auto' }}
            component={Link}
            to={entry}
            rightSection={<IconArrowRight size={18} />}
            disabled={!price}
          >
            Continue
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
