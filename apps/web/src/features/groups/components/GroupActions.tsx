import { ActionIcon, Box, Menu, Tooltip } from '@mantine/core';
import type { Group, GroupTeam } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { IconSettings, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AvatarRow } from '../../../ui/AvatarRow';
import { ADD_USERS_MODAL } from '../../teams/components/AddPeopleDialog';
import { groupControls } from '../group-controls';
import { useGroupStateActions } from '../use-group-state-actions';
import { TopBarItemMenu } from '../../../ui/ItemActionMenu';

interface GroupActionsProps {
  workspaceId: number;
  group: Group;
  team: GroupTeam | undefined;
}

/** The group's top bar actions: its team's avatars, then what the user's right allows. */
export function GroupActions({ workspaceId, group, team }: GroupActionsProps) {
  const controls = groupControls(group);
  const state = useGroupStateActions(workspaceId, group);
  const settings = routes.groupSettings(workspaceId, group.id);
  const addPeople = `${routes.group(workspaceId, group.id)}?modal=${ADD_USERS_MODAL}`;
  const hasMenu = controls.editSettings || controls.addPeople || controls.delete;

  return (
    <>
      {team ? (
        <Box visibleFrom="sm">
          <AvatarRow
            users={team.group_users.map((entry) => entry.user)}
            label="Group team"
            addTo={controls.addPeople ? addPeople : undefined}
          />
        </Box>
      ) : null}
      {controls.editSettings ? (
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
        <TopBarItemMenu item="group" settingsTo={settings} controls={controls} actions={state}>
          {controls.addPeople ? (
            <Menu.Item component={Link} to={addPeople} leftSection={<IconUserPlus size={16} />}>
              Add people
            </Menu.Item>
          ) : null}
        </TopBarItemMenu>
      ) : null}
    </>
  );
}
