import { Button, Group as Row, Paper, Stack, Text, Title } from '@mantine/core';
import type { Group, GroupTeam } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSignedInUserId } from '../../../app/session';
import { AvatarRow } from '../../../ui/AvatarRow';
import { SkeletonRows } from '../../../ui/SkeletonRows';
import { TeamList } from '../../teams/components/TeamList';
import { useAddPeopleModal } from '../../teams/use-add-people-modal';
import { useTeamActions } from '../../teams/use-team-actions';
import { invalidateProjects } from '../../projects/queries';
import { addToGroupTeam, removeFromGroupTeam, updateGroupTeamMember } from '../groups-api';
import { groupKeys, groupQuery, groupTeamQuery, invalidateGroups } from '../queries';

interface GroupTeamCardProps {
  workspaceId: number;
  group: Group;
}

/**
 * The group's team beside its projects: rights, primary contacts, the row actions the user's
 * right allows, 'Add people' (also opened by `?modal=add-users`), and who is only on projects.
 */
export function GroupTeamCard({ workspaceId, group }: GroupTeamCardProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useSignedInUserId();
  const team = useQuery(groupTeamQuery(workspaceId, group.id));

  const actions = useTeamActions<GroupTeam>(
    {
      add: (invites) => addToGroupTeam(workspaceId, group.id, invites),
      update: (memberId, changes) =>
        updateGroupTeamMember(workspaceId, group.id, memberId, changes),
      remove: (memberId) => removeFromGroupTeam(workspaceId, group.id, memberId),
      onTeam: (answer) => {
        queryClient.setQueryData(groupKeys.team(workspaceId, group.id), answer);
        void invalidateGroups(queryClient, workspaceId);
        void invalidateProjects(queryClient, workspaceId);
      },
      onLeft: () => {
        // Without the team, the group may be out of sight: then the workspace page.
        queryClient
          .query({ ...groupQuery(workspaceId, group.id), staleTime: 0 })
          .catch(() => navigate(routes.workspace(workspaceId), { replace: true }));
      },
    },
    `the group “${group.name}”`,
  );

  const openAddPeople = useAddPeopleModal({
    workspaceId,
    actorRight: group.current_user_right,
    allowed: group.abilities.addPeople && team.data !== undefined,
    teamUserIds: team.data?.group_users.map((entry) => entry.user.id) ?? [],
    target: `the group “${group.name}”`,
    add: actions.add,
  });

  const projectOnly = team.data?.project_users ?? [];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-team">
      <Stack gap="sm">
        <Row justify="space-between" gap="xs">
          <Title id="group-team" order={2} fz="lg">
            Team
          </Title>
          {group.abilities.addPeople ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconUserPlus size={14} />}
              onClick={openAddPeople}
            >
              Add people
            </Button>
          ) : null}
        </Row>
        {team.data ? (
          <>
            {team.data.group_users.length > 0 ? (
              <TeamList
                entries={team.data.group_users}
                actor={{ userId: userId ?? 0, right: group.current_user_right }}
                onAction={actions.run}
                pendingFor={actions.pendingFor}
              />
            ) : (
              <Text size="sm" c="dimmed">
                Nobody is on the team yet.
              </Text>
            )}
            {projectOnly.length > 0 ? (
              <Stack gap={6} pt="xs">
                <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                  Only on some projects
                </Text>
                <AvatarRow
                  users={projectOnly.map((entry) => entry.user)}
                  label="People only on some projects"
                  size={26}
                />
              </Stack>
            ) : null}
          </>
        ) : (
          <SkeletonRows height={36} gap="xs" />
        )}
      </Stack>
    </Paper>
  );
}
