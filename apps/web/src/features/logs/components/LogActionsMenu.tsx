import { Menu } from '@mantine/core';
import type { Log } from '@hangar/contracts/logs';
import { routes } from '@hangar/contracts/routes';
import { IconPencil, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogStateActions } from '../use-log-state-actions';
import { ItemActionMenu } from '../../../ui/ItemActionMenu';

interface LogActionsMenuProps {
  workspaceId: number;
  log: Log;
  /** On the log's own page: deleting it goes back to the list. */
  leaveOnDelete?: boolean;
}

/** A log's actions for those who can edit: Edit, Send a notification, Archive or Restore, Delete. */
export function LogActionsMenu({ workspaceId, log, leaveOnDelete }: LogActionsMenuProps) {
  const state = useLogStateActions(workspaceId, log, { leaveOnDelete });
  const { abilities } = log;
  if (!abilities.edit && !abilities.restore && !abilities.delete) return null;
  return (
    <ItemActionMenu
      label={`Actions of “${log.title}”`}
      width={240}
      iconSize={18}
      abilities={abilities}
      actions={state}
    >
      {abilities.edit ? (
        <Menu.Item
          component={Link}
          to={routes.logEdit(workspaceId, log.project_id, log.id)}
          leftSection={<IconPencil size={16} />}
        >
          Edit
        </Menu.Item>
      ) : null}
      {abilities.notify ? (
        <Menu.Item
          component={Link}
          to={routes.logSendNotification(workspaceId, log.project_id, log.id)}
          leftSection={<IconSend size={16} />}
        >
          Send a notification
        </Menu.Item>
      ) : null}
    </ItemActionMenu>
  );
}
