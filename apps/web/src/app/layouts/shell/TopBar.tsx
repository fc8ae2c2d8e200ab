import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftExpand, IconLayoutSidebarLeftCollapse } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './SignedInShell.module.css';

export const MAIN_MENU_ID = 'main-side-menu';

interface MenuToggleProps {
  opened: boolean;
  onToggle: () => void;
}

/** Opens and closes the main side menu. */
export function MenuToggle({ opened, onToggle }: MenuToggleProps) {
  const label = opened ? 'Close main menu' : 'Open main menu';
  const Icon = opened ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={onToggle}
        aria-label={label}
        aria-expanded={opened}
        aria-controls={MAIN_MENU_ID}
      >
        <Icon size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

export interface TopBarProps {
  menuToggle: ReactNode;
  /** What the page is (title, breadcrumbs). */
  title?: ReactNode;
  /** The page's actions, at the right. */
  actions?: ReactNode;
}

/** The 64 px action bar above the page of signed-in layouts. */
export function TopBar({ menuToggle, title, actions }: TopBarProps) {
  return (
    <Group className={classes.topBar} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" className={classes.topBarTitle}>
        {menuToggle}
        {title}
      </Group>
      {actions ? (
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
