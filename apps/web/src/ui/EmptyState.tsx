import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** What to do about it: a button, or nothing. */
  action?: ReactNode;
  /** Smaller, for panels and side columns. */
  compact?: boolean;
}

/** What a list says when it has nothing to show yet, and what to do about it. */
export function EmptyState({ icon, title, children, action, compact = false }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p={compact ? 'md' : 'xl'} bg="var(--mantine-color-body)">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={compact ? 40 : 56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3} fz={compact ? 'md' : 'lg'}>
          {title}
        </Title>
        {children ? (
          <Text c="dimmed" size="sm" maw={420}>
            {children}
          </Text>
        ) : null}
        {action ? <Stack mt={4}>{action}</Stack> : null}
      </Stack>
    </Paper>
  );
}
