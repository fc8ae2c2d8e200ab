import { Button, Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { adminTrialInput } from '@hangar/contracts/billing';
import { DEMO_TRIAL } from '@hangar/domain/constants';
import { ApiForm, SubmitButton, useApiForm } from '../../../ui/form';
import { PLAN_LABELS } from '../../workspaces/labels';
import { grantAdminTrial } from '../billing-api';
import { CYCLE_LABELS } from '../plan-choice';

interface DemoTrialFormProps {
  workspaceId: number;
  ownerEmail: string;
  onStarted: (trial: { seats: number; days: number }) => void;
  onSkip: () => void;
}

/** The demo workspace's trial: PREMIUM, monthly, 10 seats, 365 days unless changed. */
export function DemoTrialForm({ workspaceId, ownerEmail, onStarted, onSkip }: DemoTrialFormProps) {
  const form = useApiForm({
    schema: adminTrialInput,
    initialValues: {
      workspace_id: workspaceId,
      customer_email: ownerEmail,
      plan: DEMO_TRIAL.plan,
      cycle: DEMO_TRIAL.cycle,
      nb_seats: DEMO_TRIAL.nbSeats,
      trial_days: DEMO_TRIAL.trialDays,
    },
    onSubmit: async (values) => {
      await grantAdminTrial(values);
      onStarted({ seats: values.nb_seats, days: values.trial_days });
    },
  });
  const input = form.mantine.getInputProps;
  return (
    <ApiForm form={form} aria-label="Demo trial">
      <Text size="sm" c="dimmed">
        {PLAN_LABELS[DEMO_TRIAL.plan]}, billed {CYCLE_LABELS[DEMO_TRIAL.cycle].toLowerCase()} once
        the trial ends; no card needed until then.
      </Text>
      <TextInput label="Billing e-mail" type="email" {...input('customer_email')} />
      <SimpleGrid cols={2} spacing="md">
        <NumberInput label="Seats" min={1} max={1000} allowDecimal={false} {...input('nb_seats')} />
        <NumberInput
          label="Trial days"
          min={1}
          max={365}
          allowDecimal={false}
          {...input('trial_days')}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onSkip}>
          No trial
        </Button>
        <SubmitButton busy={form.busy}>Start the demo trial</SubmitButton>
      </Group>
    </ApiForm>
  );
}
