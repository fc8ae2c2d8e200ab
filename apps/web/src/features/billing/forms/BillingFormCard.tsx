import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface BillingFormCardProps {
  /** What the form is for, above it. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The white card a billing form or funnel step sits in. */
export function BillingFormCard({ intro, children }: BillingFormCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {intro ? (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
