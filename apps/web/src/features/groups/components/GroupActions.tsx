import { ActionIcon, Box, Menu, Tooltip } from '@mantine/core';
import type { Group, GroupTeam } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { IconSettings, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AvatarRow } from '../../../ui/AvatarRow';
import { ADD_USERS_MODAL } from '../../teams/components/AddPeopleDialog';
import { useGroupStateActions } from '../use-group-state-actions';
import { TopBarItemMenu } from '../../../ui/ItemActionMenu';

interface GroupActionsProps {
  workspaceId: number;
  group: Group;
  team: GroupTeam | undefined;
}

/** The group's top bar actions: its team's avatars, then what the user's right allows. */
export function GroupActions({ workspaceId, group, team }: GroupActionsProps) {
  const { abilities } = group;
  const state = useGroupStateActions(workspaceId, group);
  const settings = routes.groupSettings(workspaceId, group.id);
  const addPeople = `${routes.group(workspaceId, group.id)}?modal=${ADD_USERS_MODAL}`;
  const hasMenu = abilities.update || abilities.addPeople || abilities.delete;

  return (
    <>
      {team ? (
        <Box visibleFrom="sm">
          <AvatarRow
            users={team.group_users.map((entry) => entry.user)}
            label="Group team"
            addTo={abilities.addPeople ? addPeople : undefined}
          />
        </Box>
      ) : null}
      {abilities.update ? (
        <Tooltip label="Group settings">
          <ActionIcon
            component={Link}
            to={settings}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Group settings"
            visibleFrom="sm"
          >
            <IconSettings size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {hasMenu ? (
        <TopBarItemMenu item="group" settingsTo={settings} abilities={abilities} actions={state}>
          {abilities.addPeople ? (
            <Menu.Item component={Link} to={addPeople} leftSection={<IconUserPlus size={16} />}>
              Add people
            </Menu.Item>
          ) : null}
        </TopBarItemMenu>
      ) : null}
    </>
  );
}
