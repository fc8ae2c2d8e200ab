import { Group, Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface RadioCardProps {
  value: string;
  disabled?: boolean;
  /** Tighter, for a form's field among others. */
  compact?: boolean;
  /** What the choice is: its name, then a line about it. */
  children: ReactNode;
}

/** One choice of a `Radio.Group`, as a card: the dot, then what the choice is. */
export function RadioCard({ value, disabled, compact = false, children }: RadioCardProps) {
  return (
    <Radio.Card value={value} radius="md" p={compact ? 'sm' : 'md'} disabled={disabled}>
      <Group wrap="nowrap" align="flex-start" gap={compact ? 'sm' : 'md'}>
        <Radio.Indicator mt={compact ? 2 : undefined} />
        <Stack gap={2} miw={0}>
          {children}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
