import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import type { WorkspacePlan } from '@hangar/domain/plans';
import { IconCircleCheck, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLAN_LABELS } from '../../workspaces/labels';

interface OutcomeProps {
  title: string;
  children: ReactNode;
  workspaceId: number;
  icon?: ReactNode;
}

/** The end of the funnel: what happened, and where to go from here. */
export function Outcome({ title, children, workspaceId, icon }: OutcomeProps) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md" role="status">
      <ThemeIcon size={64} radius="xl" variant="light" color="teal">
        {icon ?? <IconCircleCheck size={36} stroke={1.6} />}
      </ThemeIcon>
      <Title order={2} fz="xl">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={440}>
        {children}
      </Text>
      <Group justify="center" gap="sm" mt="sm">
        <Button component={Link} to={routes.workspace(workspaceId)}>
          Back to the workspace
        </Button>
        <Button component={Link} to={routes.settings(workspaceId, 'billing')} variant="default">
          See billing
        </Button>
      </Group>
    </Stack>
  );
}

/** Reached with a subscription that works: nothing to finalize. */
export function AlreadySubscribed({
  workspaceId,
  plan,
}: {
  workspaceId: number;
  plan: WorkspacePlan;
}) {
  return (
    <Outcome
      title={`Your workspace is on ${PLAN_LABELS[plan]}`}
      workspaceId={workspaceId}
      icon={<IconSparkles size={32} stroke={1.6} />}
    >
      Its subscription is running. Change the plan, the seats or the billing cycle from billing
      settings.
    </Outcome>
  );
}
