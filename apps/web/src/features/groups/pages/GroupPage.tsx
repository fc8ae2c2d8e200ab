import { Button, Grid, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import {
  IconArchive,
  IconChevronDown,
  IconChevronUp,
  IconLayoutGrid,
  IconPlus,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ActiveArchivedControl } from '../../../ui/ActiveArchivedControl';
import { EmptyState } from '../../../ui/EmptyState';
import { replaceSearchParams } from '../../../ui/replace-search-params';
import { ProjectCard } from '../../projects/components/ProjectCard';
import { projectsQuery } from '../../projects/queries';
import { useWorkspaceId } from '../../workspaces/queries';
import { GroupTeamCard } from '../components/GroupTeamCard';
import { showsAddProject } from './add-project';
import { useGroup, useGroupId } from '../queries';

/**
 * How many projects a group page lists before 'Show all' (SPEC.md section 9 leaves the value
 * open): two rows of three cards on a wide screen.
 */
const GROUP_PROJECTS_LIMIT = 6;

const FILTER_PARAM = 'projects';
const SHOW_ALL_PARAM = 'all';

/** /workspace/{wsid}/group/{groupid}: its projects (active or archived) and its team. */
export function GroupPage() {
  const workspaceId = useWorkspaceId();
  const groupId = useGroupId();
  const group = useGroup(workspaceId, groupId);
  const [params, setParams] = useSearchParams();
  const showingArchived = params.get(FILTER_PARAM) === 'archived';
  const showAll = params.get(SHOW_ALL_PARAM) === '1';
  const projects = useQuery(
    projectsQuery(workspaceId, {
      groupId,
      only: showingArchived ? 'archived' : 'active',
      limit: showAll ? undefined : GROUP_PROJECTS_LIMIT,
    }),
  );
  if (!group) return null;
  const canAddProject = showsAddProject(group, showingArchived);
  const total = group.projects.filter((project) => project.is_archived === showingArchived).length;

  const setParam = (name: string, value: string | null) =>
    replaceSearchParams(setParams, { [name]: value });

  const addProject = canAddProject ? (
    <Button
      component={Link}
      to={routes.projectCreate(workspaceId, group.id)}
      leftSection={<IconPlus size={16} />}
    >
      Add a project
    </Button>
  ) : null;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="md" component="section" aria-labelledby="group-projects">
          <Group justify="space-between" gap="sm">
            <Title id="group-projects" order={2} fz="lg">
              Projects
            </Title>
            <Group gap="sm">
              <ActiveArchivedControl
                label="Which projects"
                value={showingArchived ? 'archived' : 'active'}
                onChange={(value) => setParam(FILTER_PARAM, value === 'archived' ? value : null)}
              />
              {addProject}
            </Group>
          </Group>
          {projects.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Skeleton height={108} radius="md" />
              <Skeleton height={108} radius="md" />
            </SimpleGrid>
          ) : projects.data && projects.data.length > 0 ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {projects.data.map((project) => (
                  <ProjectCard
                    key={project.id}
                    workspaceId={workspaceId}
                    project={project}
                    withLocation={false}
                  />
                ))}
              </SimpleGrid>
              {total > GROUP_PROJECTS_LIMIT ? (
                <Group justify="center">
                  <Button
                    variant="subtle"
                    color="gray"
                    rightSection={
                      showAll ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />
                    }
                    onClick={() => setParam(SHOW_ALL_PARAM, showAll ? null : '1')}
                  >
                    {showAll ? 'Show fewer' : `Show all ${total} projects`}
                  </Button>
                </Group>
              ) : null}
            </>
          ) : showingArchived ? (
            <EmptyState icon={<IconArchive size={26} stroke={1.6} />} title="No archived projects">
              Archived projects of this group show here, ready to be restored.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<IconLayoutGrid size={26} stroke={1.6} />}
              title="No projects yet"
              action={addProject}
            >
              {canAddProject
                ? 'Add the first project of this group: its docs, logs and planning live there.'
                : 'Projects of this group show here once someone adds them.'}
            </EmptyState>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <GroupTeamCard workspaceId={workspaceId} group={group} />
      </Grid.Col>
    </Grid>
  );
}
