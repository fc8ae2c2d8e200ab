import { Button, Group, Stack, Title } from '@mantine/core';
import { seatKey } from '@hangar/domain/billing';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { PLAN_LABELS } from '../../workspaces/labels';
import { priceDetails, type PlanSelection } from '../plan-choice';
import { CycleAndSeats, SeatPriceNote } from '../plans/PlanOptions';
import { PriceSummary } from '../plans/PriceSummary';
import { useBillingInfo } from '../queries';
import { AlreadySubscribed } from './FunnelOutcomes';
import { FunnelFrame } from './FunnelFrame';
import { useFunnel } from './use-funnel';
import { PageLoader } from '../../../ui/PageLoader';

/** The plan's cycle and seats, with the total: a detour from the confirmation's 'Change'. */
export function FunnelPlanPage() {
  const { workspaceId, workspace, selection, next } = useFunnel('plan');
  const info = useBillingInfo(workspaceId).data;
  const [choice, setChoice] = useState<PlanSelection | null>(null);
  if (!info || !workspace) {
    return (
      <FunnelFrame step="plan" withoutSteps>
        <PageLoader label="Loading plans" />
      </FunnelFrame>
    );
  }
  if (workspace.billing.is_active && !workspace.billing.payment_error) {
    return (
      <FunnelFrame step="plan" withoutSteps>
        <AlreadySubscribed workspaceId={workspaceId} plan={workspace.billing.plan} />
      </FunnelFrame>
    );
  }
  const current = choice ?? selection;
  const price = priceDetails(info, current);
  const seatPrice = info.prices[seatKey(current.plan, current.cycle)];

  return (
    <FunnelFrame
      step="plan"
      withoutSteps
      intro="Pick the billing cycle and how many people the plan is for."
    >
      <Stack gap={2}>
        <Title order={2} fz="lg">
          {PLAN_LABELS[current.plan]}
        </Title>
        <SeatPriceNote seatPrice={seatPrice} cycle={current.cycle} />
      </Stack>
      <CycleAndSeats
        value={current}
        onChange={setChoice}
        yearlySaving={price?.yearlySaving ?? 0}
        teamSize={workspace.billing.nb_seats}
      />
      {price ? <PriceSummary price={price} cycle={current.cycle} /> : null}
      <Group justify="flex-end">
        <Button
          onClick={() => void next(current)}
          disabled={!price}
          rightSection={<IconArrowRight size={18} />}
        >
          Continue
        </Button>
      </Group>
    </FunnelFrame>
  );
}
