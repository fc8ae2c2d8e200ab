import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast';
import { ProjectCardGrid } from '../../projects/components/ProjectCard';
import { latestProjectsQuery } from '../../projects/queries';
import { HomeEmptyState } from '../components/HomeEmptyState';
import { WorkspaceLogo } from '../components/WorkspaceLogo';
import { planAndSeats, ROLE_LABELS } from '../labels';
import { useWorkspace, useWorkspaceId } from '../queries';
import classes from './WorkspaceHomePage.module.css';

/** Locations whose welcome toast was shown: one toast per arrival, even in StrictMode. */
const welcomed = new Set<string>();

function useWelcomeAfterInvite(workspaceName: string | undefined) {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const fromInvite = params.get('fromInvite') === '1';
  useEffect(() => {
    if (!fromInvite || !workspaceName || welcomed.has(key)) return;
    welcomed.add(key);
    toast.success(`Welcome to ${workspaceName}!`, {
      description: 'You joined the workspace. Your team is glad to have you on board.',
    });
  }, [fromInvite, workspaceName, key]);
}

/** /workspace/{wsid}: Home, with the 6 latest projects (SPEC.md sections 2 and 9). */
export function WorkspaceHomePage() {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const projects = useQuery(latestProjectsQuery(workspaceId));
  useWelcomeAfterInvite(workspace?.name);

  return (
    <Stack gap="xl">
      {workspace ? (
        <Group gap="md" wrap="nowrap">
          <WorkspaceLogo workspace={workspace} size={56} />
          <Stack gap={2} miw={0}>
            <Title order={2} fz={{ base: 22, sm: 26 }} className={classes.workspaceTitle}>
              {workspace.name}
            </Title>
            <Text size="sm" c="dimmed">
              {ROLE_LABELS[workspace.role]} · {planAndSeats(workspace.billing)}
            </Text>
          </Stack>
        </Group>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="latest-projects">
        <Group justify="space-between" gap="sm">
          <Title id="latest-projects" order={3} fz="md" fw={600}>
            Latest projects
          </Title>
          {projects.data && projects.data.length > 0 ? (
            <Anchor component={Link} to={routes.projects(workspaceId)} size="sm">
              All projects
            </Anchor>
          ) : null}
        </Group>
        <ProjectCardGrid
          workspaceId={workspaceId}
          projects={projects}
          cardHeight={104}
          empty={<HomeEmptyState workspaceId={workspaceId} />}
        />
      </Stack>
    </Stack>
  );
}
