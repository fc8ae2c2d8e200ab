import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LifecycleMenuItems } from './LifecycleMenuItems';

type LifecycleProps = Parameters<typeof LifecycleMenuItems>[0];

interface ItemActionMenuProps extends LifecycleProps {
  /** The dots button's name for screen readers: 'Group actions'. */
  label: string;
  width: number;
  iconSize?: number;
  /** 'Edit group settings' and its page, first in the menu, when the item's abilities allow it. */
  settings?: { to: string; label: string; shown: boolean };
  /** The item's own actions, above Archive, Restore and Delete. */
  children: ReactNode;
  actions: LifecycleProps['actions'] & { pending: boolean };
}

/**
 * The '...' menu of an archivable item (group, project, log): its settings, its own actions, then
 * Archive, Restore and Delete as its abilities allow; the button spins while one of them runs.
 */
export function ItemActionMenu({
  label,
  width,
  iconSize = 20,
  settings,
  children,
  abilities,
  actions,
  divided,
}: ItemActionMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={width}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          loading={actions.pending}
        >
          <IconDots size={iconSize} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {settings?.shown ? (
          <Menu.Item component={Link} to={settings.to} leftSection={<IconSettings size={16} />}>
            {settings.label}
          </Menu.Item>
        ) : null}
        {children}
        <LifecycleMenuItems abilities={abilities} actions={actions} divided={divided} />
      </Menu.Dropdown>
    </Menu>
  );
}

const TOP_BAR_MENUS = {
  group: { label: 'Group actions', settings: 'Edit group settings', width: 220 },
  project: { label: 'Project actions', settings: 'Edit project settings', width: 280 },
} as const;

interface TopBarItemMenuProps extends Pick<ItemActionMenuProps, 'actions' | 'children'> {
  item: keyof typeof TOP_BAR_MENUS;
  /** The item's settings page, first in the menu when `abilities.update`. */
  settingsTo: string;
  abilities: LifecycleProps['abilities'] & { update: boolean };
}

/** The '...' menu in a group's or a project's top bar: settings, its own actions, lifecycle. */
export function TopBarItemMenu({ item, settingsTo, abilities, ...rest }: TopBarItemMenuProps) {
  const { label, settings, width } = TOP_BAR_MENUS[item];
  return (
    <ItemActionMenu
      label={label}
      width={width}
      settings={{ to: settingsTo, label: settings, shown: abilities.update }}
      abilities={abilities}
      divided
      {...rest}
    />
  );
}
