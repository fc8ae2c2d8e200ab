import { Group, Text } from '@mantine/core';
import classes from './Onboarding.module.css';

const STEPS = ['Workspace', 'Team', 'First group'] as const;
export type OnboardingStep = (typeof STEPS)[number];

/** Where the user is in the onboarding: three bars and 'Step 2 of 3 · Team'. */
export function OnboardingSteps({ current }: { current: OnboardingStep }) {
  const index = STEPS.indexOf(current);
  return (
    <div>
      <Group gap={6} wrap="nowrap" aria-hidden="true">
        {STEPS.map((step, stepIndex) => (
          <div key={step} className={classes.stepBar} data-done={stepIndex <= index || undefined} />
        ))}
      </Group>
      <Text size="xs" c="dimmed" fw={600} mt={8} tt="uppercase" className={classes.stepLabel}>
        Step {index + 1} of {STEPS.length} · {current}
      </Text>
    </div>
  );
}
