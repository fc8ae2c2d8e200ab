import { Button, Group, Paper, Stack, Text } from '@mantine/core';
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

interface SaveChangeButtonProps<Input> {
  /** The change, as useBillingChange makes it. */
  save: { mutate: (input: Input) => void; isPending: boolean };
  input: Input;
  /** Nothing to save: the input is the current value. */
  unchanged: boolean;
  children: ReactNode;
}

/** A billing form's button, at its end: makes the change with the chosen input. */
export function SaveChangeButton<Input>({
  save,
  input,
  unchanged,
  children,
}: SaveChangeButtonProps<Input>) {
  return (
    <Group justify="flex-end">
      <Button onClick={() => save.mutate(input)} loading={save.isPending} disabled={unchanged}>
        {children}
      </Button>
    </Group>
  );
}
