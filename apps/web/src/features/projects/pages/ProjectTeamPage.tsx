import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ProjectTeamUser } from '@hangar/contracts/projects';
import { routes } from '@hangar/contracts/routes';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSignedInUserId } from '../../../app/session';
import { SkeletonRows } from '../../../ui/SkeletonRows';
import { invalidateGroupsAndProjects } from '../../items/cache';
import { TeamList } from '../../teams/components/TeamList';
import { useAddPeopleModal } from '../../teams/use-add-people-modal';
import { useTeamActions } from '../../teams/use-team-actions';
import { useWorkspaceId } from '../../workspaces/queries';
import { addToProjectTeam, removeFromProjectTeam, updateProjectTeamMember } from '../projects-api';
import { projectKeys, projectQuery, projectTeamQuery, useProject, useProjectId } from '../queries';

/**
 * /workspace/{wsid}/project/{projectid}/team: the project's team with rights and primary
 * contacts, the people it gets from the group's team, and 'Add people' (`?modal=add-users`).
 */
export function ProjectTeamPage() {
  const workspaceId = useWorkspaceId();
  const projectId = useProjectId();
  const project = useProject(workspaceId, projectId);
  const userId = useSignedInUserId() ?? 0;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const team = useQuery(projectTeamQuery(workspaceId, projectId));
  const target = `the project “${project?.name ?? ''}”`;

  const actions = useTeamActions<ProjectTeamUser[]>(
    {
      add: (invites) => addToProjectTeam(workspaceId, projectId, invites),
      update: (memberId, changes) =>
        updateProjectTeamMember(workspaceId, projectId, memberId, changes),
      remove: (memberId) => removeFromProjectTeam(workspaceId, projectId, memberId),
      onTeam: (answer) => {
        queryClient.setQueryData(projectKeys.team(workspaceId, projectId), answer);
        void invalidateGroupsAndProjects(queryClient, workspaceId);
      },
      onLeft: () => {
        queryClient
          .query({ ...projectQuery(workspaceId, projectId), staleTime: 0 })
          .catch(() => navigate(routes.workspace(workspaceId), { replace: true }));
      },
    },
    target,
  );

  const directIds = (team.data ?? [])
    .filter((entry) => !entry.from_group)
    .map((entry) => entry.user.id);
  const openAddPeople = useAddPeopleModal({
    workspaceId,
    actorRight: project?.current_user_right ?? null,
    allowed: (project?.abilities.addPeople ?? false) && team.data !== undefined,
    teamUserIds: directIds,
    target,
    add: actions.add,
  });
  if (!project) return null;

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Text size="sm" c="dimmed" flex={1} miw={220}>
          The people who work on this project, and what they may do. Members of the group’s team
          work on all its projects.
        </Text>
        {project.abilities.addPeople ? (
          <Button leftSection={<IconUserPlus size={16} />} onClick={openAddPeople} flex="none">
            Add people
          </Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md" px="md" py={4}>
        {team.data && team.data.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            Nobody is on the team yet.
          </Text>
        ) : team.data ? (
          <TeamList
            entries={team.data.map((entry) => ({
              ...entry,
              fromGroup: entry.from_group,
              effectiveRight: entry.effective_right,
            }))}
            actor={{ userId, right: project.current_user_right }}
            onAction={actions.run}
            pendingFor={actions.pendingFor}
          />
        ) : (
          <SkeletonRows height={36} gap="xs" py="sm" />
        )}
      </Paper>
    </Stack>
  );
}
