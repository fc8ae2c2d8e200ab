import { Alert, Group, Text, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ActionAlertProps extends Pick<AlertProps, 'color' | 'variant' | 'icon' | 'title'> {
  /** The button that deals with it, at the end of the line. */
  action: ReactNode;
  children: ReactNode;
}

/** An alert that says what happened in a sentence and offers what to do about it. */
export function ActionAlert({ action, children, ...alert }: ActionAlertProps) {
  return (
    <Alert {...alert}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{children}</Text>
        {action}
      </Group>
    </Alert>
  );
}
