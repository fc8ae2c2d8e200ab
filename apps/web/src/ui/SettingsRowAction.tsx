import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsRowActionProps {
  /** Names the row too ('Revoke Deploy script'): each row has the same button. */
  label: string;
  onClick: () => void;
  loading?: boolean;
  className?: string;
  children: ReactNode;
}

/** The action at the right of a settings row (SettingsRows.module.css) that takes the item away. */
export function SettingsRowAction({ label, ...props }: SettingsRowActionProps) {
  return <Button variant="outline" color="red" size="xs" aria-label={label} {...props} />;
}
