import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { PRIVACY_LABELS } from '@hangar/domain/access';
import { relativeTime } from '@hangar/domain/format';
import { RIGHT_LABELS } from '@hangar/domain/roles';
import { IconClock, IconFolder } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AvatarRow } from '../../../ui/AvatarRow';
import { LogsSection } from '../../logs/components/LogsSection';
import { useWorkspaceId } from '../../workspaces/queries';
import { projectEmoji } from '../project-emoji';
import { useProject, useProjectId } from '../queries';

/**
 * /workspace/{wsid}/project/{projectid}/logs, where a project opens (SPEC.md section 4): the
 * project at a glance, then its logs.
 */
export function ProjectLogsPage() {
  const workspaceId = useWorkspaceId();
  const project = useProject(workspaceId, useProjectId());
  if (!project) return null;
  return (
    <Stack gap="lg" maw={960}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Text fz={{ base: 32, sm: 44 }} lh={1} aria-hidden="true">
            {projectEmoji(project)}
          </Text>
          <Stack gap={6} miw={0} flex={1}>
            <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Title>
            <Group gap="md" c="dimmed">
              <Group gap={4} wrap="nowrap">
                <IconFolder size={15} aria-hidden="true" />
                <Anchor component={Link} to={routes.group(workspaceId, project.group_id)} size="sm">
                  {project.location.join(' / ')}
                </Anchor>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconClock size={15} aria-hidden="true" />
                <Text size="sm">Updated {relativeTime(project.last_update).toLowerCase()}</Text>
              </Group>
            </Group>
            <Group gap={6} mt={4}>
              <Badge
                variant="light"
                color={project.privacy === 'OPEN' ? 'indigo' : 'gray'}
                tt="none"
                maw="100%"
              >
                {PRIVACY_LABELS[project.privacy]}
              </Badge>
              <Badge variant="default" tt="none" maw="100%">
                You: {RIGHT_LABELS[project.current_user_right]}
              </Badge>
            </Group>
          </Stack>
          <Box visibleFrom="sm">
            <AvatarRow users={project.users} label="Project team" />
          </Box>
        </Group>
      </Paper>
      <LogsSection workspaceId={workspaceId} project={project} />
    </Stack>
  );
}
