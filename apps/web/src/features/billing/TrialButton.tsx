import { Button } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { Link } from 'react-router';
import { TRIAL_LABEL, useStartTrial } from './use-start-trial';

interface TrialButtonProps {
  workspaceId: number;
  /** Whether billing details are on file: the trial needs them, else the customer form first. */
  hasCustomer: boolean;
}

/** 'Start a 14-day trial': at once with billing details, through the customer form without. */
export function TrialButton({ workspaceId, hasCustomer }: TrialButtonProps) {
  const trial = useStartTrial(workspaceId);
  if (!hasCustomer) {
    return (
      <Button
        variant="default"
        w={{ base: '100%', xs: 'auto' }}
        component={Link}
        to={`${routes.billingForm(workspaceId, 'customer')}?next=trial`}
      >
        {TRIAL_LABEL}
      </Button>
    );
  }
  return (
    <Button
      variant="default"
      w={{ base: '100%', xs: 'auto' }}
      loading={trial.isPending}
      onClick={() => trial.mutate()}
    >
      {TRIAL_LABEL}
    </Button>
  );
}
