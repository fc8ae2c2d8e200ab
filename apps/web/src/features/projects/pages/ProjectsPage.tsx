import { Button, Group, Stack } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconArchive, IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ActiveArchivedControl } from '../../../ui/ActiveArchivedControl';
import { EmptyState } from '../../../ui/EmptyState';
import { useOnlyParam } from '../../../ui/use-only-param';
import { useWorkspaceId } from '../../workspaces/queries';
import { ProjectCardGrid } from '../components/ProjectCard';
import { projectsQuery } from '../queries';
import { useGroupsForProjects } from '../use-project-groups';

/** /workspace/{wsid}/project: every project the user can see, newest first, active or archived. */
export function ProjectsPage() {
  const workspaceId = useWorkspaceId();
  const [only, setOnly] = useOnlyParam(['archived']);
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
        <ActiveArchivedControl label="Which projects" value={only} onChange={setOnly} />
        {newProject}
      </Group>
      <ProjectCardGrid
        workspaceId={workspaceId}
        projects={projects}
        cardHeight={108}
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
