import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RowActionsMenuProps {
  /** Who or what the row is: the button reads 'Actions for <name>'. */
  name: string;
  width?: number;
  /** The menu's items. */
  children: ReactNode;
}

/** The '...' menu at the end of a list's row (a team member). */
export function RowActionsMenu({ name, width, children }: RowActionsMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={width}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
