import { Anchor, Group, Text, Tooltip } from '@mantine/core';
import type { Project } from '@hangar/contracts/projects';
import { routes } from '@hangar/contracts/routes';
import { IconArchive } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SharedByLinkIcon } from '../../../ui/SharedByLinkIcon';
import { projectEmoji } from '../project-emoji';

/** The top bar's start: the project's emoji and name, a globe while shared, an archive icon. */
export function ProjectHeading({
  workspaceId,
  project,
}: {
  workspaceId: number;
  project: Project;
}) {
  const shared = project.is_shared && !project.is_archived;
  return (
    <Group gap={6} wrap="nowrap" miw={0} style={{ flexShrink: 1 }}>
      <Text fz={20} lh={1} aria-hidden="true">
        {projectEmoji(project)}
      </Text>
      <Anchor
        component={Link}
        to={routes.projectPage(workspaceId, project.id, 'logs')}
        c="inherit"
        fw={600}
        fz="lg"
        underline="never"
        truncate
        data-testid="project-name"
      >
        {project.name}
      </Anchor>
      {shared ? <SharedByLinkIcon /> : null}
      {project.is_archived ? (
        <Tooltip label="Archived">
          <IconArchive size={16} aria-label="Archived" style={{ flex: 'none' }} />
        </Tooltip>
      ) : null}
    </Group>
  );
}
