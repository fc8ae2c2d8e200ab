import { Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';

interface MarkAllReadButtonProps {
  unread: number;
  pending: boolean;
  onClick: () => void;
}

/** 'Mark all read', beside the inbox's title; nothing to do while nothing is unread. */
export function MarkAllReadButton({ unread, pending, onClick }: MarkAllReadButtonProps) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconChecks size={16} />}
      disabled={unread === 0}
      loading={pending}
      onClick={onClick}
    >
      Mark all read
    </Button>
  );
}
