import { ActionIcon, Group, NavLink, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { canCreateGroup } from '@hangar/domain/policies';
import { IconFolder, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { groupNamesQuery } from '../../groups/queries';
import { useWorkspace } from '../queries';
import classes from './WorkspaceMenu.module.css';

/**
 * The groups of the main side menu: their names, linking to the group pages; members and above
 * get a plus button to create one. The groups tree (team, projects, filter) builds on it.
 */
export function GroupsMenuSection({ workspaceId }: { workspaceId: number }) {
  const role = useWorkspace(workspaceId)?.role;
  const { data: groups, isPending } = useQuery(groupNamesQuery(workspaceId));
  const { pathname } = useLocation();

  return (
    <nav aria-labelledby="menu-groups-title">
      <Group justify="space-between" wrap="nowrap" className={classes.sectionTitle}>
        <Text id="menu-groups-title" size="xs" fw={700} c="dimmed" tt="uppercase">
          Groups
        </Text>
        {role && canCreateGroup(role) ? (
          <Tooltip label="Create a group">
            <ActionIcon
              component={Link}
              to={routes.groupCreate(workspaceId)}
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="Create a group"
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {isPending ? (
        <Stack gap={6} px="xs" aria-label="Loading groups">
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      ) : groups && groups.length > 0 ? (
        groups.map((group) => {
          const to = routes.group(workspaceId, group.id);
          return (
            <NavLink
              key={group.id}
              component={Link}
              to={to}
              label={group.name}
              active={pathname.startsWith(to)}
              leftSection={<IconFolder size={18} stroke={1.6} />}
              className={classes.navLink}
            />
          );
        })
      ) : (
        <Text size="sm" c="dimmed" px="xs" py={4}>
          No groups yet.
        </Text>
      )}
    </nav>
  );
}
