import {
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { canCreateGroup } from '@hangar/domain/policies';
import { canManageBilling } from '@hangar/domain/workspace-policies';
import { IconFolderPlus, IconLayoutGrid } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast';
import { openPlanLimitModal } from '../../billing/limits/PlanLimitModal';
import { groupNamesQuery } from '../../groups/queries';
import { ProjectCard } from '../../projects/components/ProjectCard';
import { latestProjectsQuery } from '../../projects/queries';
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

interface NoProjectsYetProps {
  workspaceId: number;
  canCreate: boolean;
  hasGroups: boolean;
  /** No more groups fit the plan: the button opens the free plan's limit modal instead. */
  limitReached?: boolean;
  canUpgrade?: boolean;
}

function emptyText({ canCreate, hasGroups }: Pick<NoProjectsYetProps, 'canCreate' | 'hasGroups'>) {
  if (!canCreate) return 'When someone adds you to a project, it shows up here.';
  if (hasGroups) return 'Open a group from the side menu to add its first project.';
  return 'Projects live in groups. Create a group for a team or a topic, then add its first project.';
}

function NoProjectsYet({
  workspaceId,
  canCreate,
  hasGroups,
  limitReached = false,
  canUpgrade = false,
}: NoProjectsYetProps) {
  return (
    <Card withBorder radius="md" padding="xl" className={classes.empty}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconLayoutGrid size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          No projects yet
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {emptyText({ canCreate, hasGroups })}
        </Text>
        {canCreate ? (
          <Button
            component={Link}
            to={routes.groupCreate(workspaceId)}
            onClick={(event) => {
              if (!limitReached) return;
              event.preventDefault();
              openPlanLimitModal({ item: 'groups', workspaceId, canUpgrade });
            }}
            leftSection={<IconFolderPlus size={18} />}
            variant={hasGroups ? 'light' : 'filled'}
            mt="xs"
          >
            Create a group
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /workspace/{wsid}: Home, with the 6 latest projects (SPEC.md sections 2 and 9). */
export function WorkspaceHomePage() {
  const workspaceId = useWorkspaceId();
  const workspace = useWorkspace(workspaceId);
  const projects = useQuery(latestProjectsQuery(workspaceId));
  const groups = useQuery(groupNamesQuery(workspaceId)).data;
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
        {projects.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <Skeleton height={104} radius="md" />
            <Skeleton height={104} radius="md" />
            <Skeleton height={104} radius="md" />
          </SimpleGrid>
        ) : projects.data && projects.data.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {projects.data.map((project) => (
              <ProjectCard key={project.id} workspaceId={workspaceId} project={project} />
            ))}
          </SimpleGrid>
        ) : (
          <NoProjectsYet
            workspaceId={workspaceId}
            canCreate={workspace ? canCreateGroup(workspace.role) : false}
            hasGroups={(groups?.length ?? 0) > 0}
            limitReached={workspace ? !workspace.can_add_groups : false}
            canUpgrade={workspace ? canManageBilling(workspace.role) : false}
          />
        )}
      </Stack>
    </Stack>
  );
}
