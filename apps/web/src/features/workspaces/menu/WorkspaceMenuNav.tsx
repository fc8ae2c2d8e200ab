import { Button, Kbd, NavLink } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import {
  IconAlertTriangle,
  IconHome2,
  IconSearch,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { hasBillingAlert } from '../billing-alert';
import { useWorkspace } from '../queries';
import { GroupsMenuTree } from '../../groups/menu/GroupsMenuTree';
import { openSearch, searchShortcutLabel } from '../../search/search-opening';
import classes from './WorkspaceMenu.module.css';

/** The main side menu's navigation: search, Home, Settings & Members, Trash, the groups. */
export function WorkspaceMenuNav({ workspaceId }: { workspaceId: number }) {
  const workspace = useWorkspace(workspaceId);
  const { pathname } = useLocation();
  const home = routes.workspace(workspaceId);
  const settingsPrefix = `${home}/settings`;
  const icon = { size: 18, stroke: 1.6 } as const;

  return (
    <>
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        className={classes.searchBox}
        onClick={openSearch}
        aria-keyshortcuts="Control+K Meta+K"
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">{searchShortcutLabel()}</Kbd>}
        classNames={{ label: classes.searchLabel }}
      >
        Search
      </Button>
      <NavLink
        component={Link}
        to={home}
        label="Home"
        active={pathname === home}
        leftSection={<IconHome2 {...icon} />}
        className={classes.navLink}
      />
      <NavLink
        component={Link}
        to={routes.settings(workspaceId, 'workspace')}
        label="Settings & Members"
        active={pathname.startsWith(settingsPrefix)}
        leftSection={<IconSettings {...icon} />}
        rightSection={
          workspace && hasBillingAlert(workspace) ? (
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-red-6)"
              aria-label="Billing needs attention"
            />
          ) : null
        }
        className={classes.navLink}
      />
      <NavLink
        component={Link}
        to={routes.trash(workspaceId)}
        label="Trash"
        active={pathname === `${home}/trash`}
        leftSection={<IconTrash {...icon} />}
        className={classes.navLink}
      />
      <GroupsMenuTree workspaceId={workspaceId} />
    </>
  );
}
