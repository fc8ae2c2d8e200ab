import { Badge, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { PLAN_LABELS } from '../labels';
import { useWorkspace, useWorkspaceId } from '../queries';

/** Upgrade and Billing (owners only) until the billing issue builds them. */
export function BillingComingSoonPage() {
  const workspace = useWorkspace(useWorkspaceId());
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconCreditCard size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Coming soon: plans and billing
        </Title>
        <Text c="dimmed" size="sm" maw={440}>
          Soon you will upgrade your workspace, choose its seats and manage invoices here.
        </Text>
        {workspace ? (
          <Badge variant="light" size="lg" mt="xs">
            Current plan: {PLAN_LABELS[workspace.billing.plan]}
          </Badge>
        ) : null}
      </Stack>
    </Card>
  );
}
