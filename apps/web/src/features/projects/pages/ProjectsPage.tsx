import { Button, Group, Stack } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconArchive, IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ActiveArchivedControl } from '../../../ui/ActiveArchivedControl';
import { CardGrid } from '../../../ui/CardGrid';
import { EmptyState } from '../../../ui/EmptyState';
import { useWorkspaceId } from '../../workspaces/queries';
import { ProjectCard } from '../components/ProjectCard';
import { projectsQuery } from '../queries';
import { useGroupsForProjects } from '../use-project-groups';

/** /workspace/{wsid}/project: every project the user can see, newest first, active or archived. */
export function ProjectsPage() {
  const workspaceId = useWorkspaceId();
  const [params, setParams] = useSearchParams();
  const only = params.get('only') === 'archived' ? 'archived' : 'active';
  const projects = useQuery(projectsQuery(workspaceId, { only }));
  const canAdd = useGroupsForProjects(workspaceId).groups.length > 0;
  const newProject = canAdd ? (
    <Button
      component={Link}
      to={routes.projectCreate(workspaceId)}
      leftSection={<IconPlus size={16} />}
    >
      New project
    </Button>
  ) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <ActiveArchivedControl
          label="Which projects"
          value={only}
          onChange={(value) =>
            setParams(value === 'active' ? {} : { only: value }, { replace: true })
          }
        />
        {newProject}
      </Group>
      <CardGrid
        items={projects.data}
        pending={projects.isPending}
        cardHeight={108}
        card={(project) => (
          <ProjectCard key={project.id} workspaceId={workspaceId} project={project} />
        )}
        empty={
          only === 'archived' ? (
            <EmptyState icon={<IconArchive size={26} stroke={1.6} />} title="No archived projects">
              Archived projects show here, ready to be restored.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<IconLayoutGrid size={26} stroke={1.6} />}
              title="No projects yet"
              action={newProject}
            >
              Projects live in groups: open a group to add its first project.
            </EmptyState>
          )
        }
      />
    </Stack>
  );
}
