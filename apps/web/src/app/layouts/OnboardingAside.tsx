import { Stack, Text, Title } from '@mantine/core';
import { OnboardingIllustration } from './OnboardingIllustration';

/** The onboarding layout's right column: the illustration and what Hangar is for. */
export function OnboardingAside() {
  return (
    <Stack align="center" gap="xl" maw={440}>
      <OnboardingIllustration />
      <Stack gap={6} ta="center">
        <Title order={2} c="white" fz={26}>
          Bring your team on board
        </Title>
        <Text c="indigo.0" fz="md">
          Workspaces, groups and projects: docs, logs, links and planning, all under one roof.
        </Text>
      </Stack>
    </Stack>
  );
}
