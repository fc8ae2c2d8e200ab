import { Stack, Stepper, Text } from '@mantine/core';
import type { BillingFunnelStep } from '@hangar/contracts/routes';
import { routes } from '@hangar/contracts/routes';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useWorkspaceId } from '../../workspaces/queries';
import { BillingFormCard } from '../forms/BillingFormCard';
import { FUNNEL_ORDER, FUNNEL_STEP_LABELS } from '../plan-choice';

interface FunnelFrameProps {
  step: BillingFunnelStep;
  /** Hide where the step stands (paying a failed invoice is no step of an upgrade). */
  withoutSteps?: boolean;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A step of the billing funnel: where it stands among the three (a stepper from 640 px, 'Step 2
 * of 3' below), then its card. Steps already passed can be opened again; the choices made on
 * the way travel in the address.
 */
export function FunnelFrame({ step, withoutSteps, intro, children }: FunnelFrameProps) {
  const workspaceId = useWorkspaceId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const active = FUNNEL_ORDER.indexOf(step);

  if (withoutSteps) return <BillingFormCard intro={intro}>{children}</BillingFormCard>;
  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        size="xs"
        iconSize={28}
        visibleFrom="sm"
        allowNextStepsSelect={false}
        onStepClick={(index) => {
          const target = FUNNEL_ORDER[index];
          if (target) void navigate(`${routes.billingFunnel(workspaceId, target)}${search}`);
        }}
      >
        {FUNNEL_ORDER.map((name) => (
          <Stepper.Step key={name} label={FUNNEL_STEP_LABELS[name]} />
        ))}
      </Stepper>
      <Text size="sm" c="dimmed" hiddenFrom="sm" fw={500}>
        Step {active + 1} of {FUNNEL_ORDER.length} · {FUNNEL_STEP_LABELS[step]}
      </Text>
      <BillingFormCard intro={intro}>{children}</BillingFormCard>
    </Stack>
  );
}
