import {
  Badge,
  Button,
  Card,
  Group as Row,
  SegmentedControl,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { Group, GroupFilter } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { PRIVACY_LABELS } from '@hangar/domain/access';
import { RIGHT_LABELS } from '@hangar/domain/roles';
import { IconFolder, IconFolderPlus, IconFolders, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardGrid } from '../../../ui/CardGrid';
import { EmptyState } from '../../../ui/EmptyState';
import { useOnlyParam } from '../../../ui/use-only-param';
import { useWorkspace, useWorkspaceId } from '../../workspaces/queries';
import { useGroupCreationGate } from '../components/CantCreateMoreGroupsModal';
import { GROUP_FILTER_LABELS } from '../menu/group-filter';
import { groupNamesQuery, groupsQuery } from '../queries';
import classes from '../../../ui/LinkCard.module.css';

const FILTERS: GroupFilter[] = ['active', 'mine', 'archived'];

function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function GroupCard({ workspaceId, group }: { workspaceId: number; group: Group }) {
  const projects = group.projects.filter((project) => !project.is_archived).length;
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="group-card">
      <Row gap="sm" wrap="nowrap" align="flex-start">
        <IconFolder size={26} stroke={1.5} color="var(--mantine-color-indigo-6)" />
        <Stack gap={4} miw={0} flex={1}>
          <Link to={routes.group(workspaceId, group.id)} className={classes.link}>
            <Text fw={600} truncate>
              {group.name}
            </Text>
          </Link>
          <Text size="xs" c="dimmed">
            {countOf(projects, 'project', 'projects')} ·{' '}
            {countOf(group.users.length, 'person', 'people')}
          </Text>
        </Stack>
      </Row>
      <Row gap={6} mt="md">
        <Tooltip label={PRIVACY_LABELS[group.privacy]}>
          <Badge
            variant="light"
            color={group.privacy === 'OPEN' ? 'indigo' : 'gray'}
            leftSection={group.privacy === 'PRIVATE' ? <IconLock size={11} /> : undefined}
            tt="none"
          >
            {group.privacy === 'OPEN' ? 'Open' : 'Private'}
          </Badge>
        </Tooltip>
        <Badge variant="default" tt="none">
          {RIGHT_LABELS[group.current_user_right]}
        </Badge>
      </Row>
    </Card>
  );
}

/** /workspace/{wsid}/group: the groups the user can see, by the menu's filters. */
export function GroupsPage() {
  const workspaceId = useWorkspaceId();
  const gate = useGroupCreationGate(workspaceId);
  const [filter, setFilter] = useOnlyParam(FILTERS);
  const names = useQuery(groupNamesQuery(workspaceId, filter));
  const ids = (names.data ?? []).map((group) => group.id);
  const groups = useQuery({ ...groupsQuery(workspaceId, ids), enabled: names.isSuccess });
  const canCreate = useWorkspace(workspaceId)?.abilities.createGroup === true;
  const createButton = canCreate ? (
    <Button
      component={Link}
      to={routes.groupCreate(workspaceId)}
      onClick={gate.onCreateClick}
      leftSection={<IconFolderPlus size={16} />}
    >
      Create a group
    </Button>
  ) : null;

  return (
    <Stack gap="lg">
      <Row justify="space-between" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={setFilter}
          data={FILTERS.map((value) => ({ value, label: GROUP_FILTER_LABELS[value] }))}
          aria-label="Which groups"
        />
        {createButton}
      </Row>
      <CardGrid
        items={groups.data}
        pending={names.isPending || (names.isSuccess && ids.length > 0 && groups.isPending)}
        cardHeight={128}
        card={(group) => <GroupCard key={group.id} workspaceId={workspaceId} group={group} />}
        empty={
          <EmptyState
            icon={<IconFolders size={26} stroke={1.6} />}
            title={filter === 'archived' ? 'No archived groups' : 'No groups yet'}
            action={filter === 'archived' ? null : createButton}
          >
            {filter === 'archived'
              ? 'Archived groups show here, ready to be restored.'
              : filter === 'mine'
                ? 'Groups whose team you are on show here.'
                : 'Groups gather the projects of a team or a topic.'}
          </EmptyState>
        }
      />
    </Stack>
  );
}
