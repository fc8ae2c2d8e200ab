import { Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Project } from '@hangar/contracts/projects';
import { routes } from '@hangar/contracts/routes';
import { relativeTime } from '@hangar/domain/format';
import { IconArchive, IconClock, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { AvatarRow } from '../../../ui/AvatarRow';
import { CardGrid } from '../../../ui/CardGrid';
import { projectEmoji } from '../project-emoji';
import classes from './ProjectCard.module.css';

interface ProjectCardProps {
  workspaceId: number;
  project: Project;
  /** Show the group it is in (lists of several groups). */
  withLocation?: boolean;
}

/** A project in a list: emoji, name, where it is, when it last changed, its team. */
export function ProjectCard({ workspaceId, project, withLocation = true }: ProjectCardProps) {
  const shared = project.is_shared && !project.is_archived;
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="project-card">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text fz={26} lh={1} aria-hidden="true">
          {projectEmoji(project)}
        </Text>
        <Stack gap={2} miw={0} flex={1}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Link to={routes.project(workspaceId, project.id)} className={classes.link}>
              {/* Long names wrap to two lines, then end with an ellipsis; the title has them whole. */}
              <Text
                fw={600}
                lineClamp={2}
                title={project.name}
                style={{ overflowWrap: 'anywhere' }}
              >
                {project.name}
              </Text>
            </Link>
            {shared ? (
              <Tooltip label="Shared by a public link">
                <IconWorld size={15} aria-label="Shared" style={{ flex: 'none' }} />
              </Tooltip>
            ) : null}
            {project.is_archived ? (
              <Tooltip label="Archived">
                <IconArchive size={15} aria-label="Archived" style={{ flex: 'none' }} />
              </Tooltip>
            ) : null}
          </Group>
          {withLocation ? (
            <Text size="xs" c="dimmed" truncate>
              {project.location.join(' / ')}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconClock size={14} aria-hidden="true" />
          <Text size="xs" c="dimmed">
            {relativeTime(project.last_update)}
          </Text>
        </Group>
        <AvatarRow users={project.users} label={`${project.name} team`} size={24} />
      </Group>
    </Card>
  );
}

interface ProjectCardGridProps {
  workspaceId: number;
  /** The read of the projects to show. */
  projects: { data?: Project[] | undefined; isPending: boolean };
  cardHeight: number;
  /** What shows when there is no project. */
  empty: ReactNode;
}

/** Projects as cards (the projects page, the workspace home), grey cards while they load. */
export function ProjectCardGrid({
  workspaceId,
  projects,
  cardHeight,
  empty,
}: ProjectCardGridProps) {
  return (
    <CardGrid
      items={projects.data}
      pending={projects.isPending}
      cardHeight={cardHeight}
      card={(project) => (
        <ProjectCard key={project.id} workspaceId={workspaceId} project={project} />
      )}
      empty={empty}
    />
  );
}
