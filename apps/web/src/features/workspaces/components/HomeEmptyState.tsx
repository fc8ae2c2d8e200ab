import { Button, Skeleton } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconFolderPlus, IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { useGroupCreationGate } from '../../groups/components/CantCreateMoreGroupsModal';
import { groupNamesQuery } from '../../groups/queries';
import { useGroupsForProjects } from '../../projects/use-project-groups';
import { useWorkspace } from '../queries';

const NOT_ADDED_YET = 'When someone adds you to a project, it shows up here.';

function CreateGroupButton({ workspaceId, light }: { workspaceId: number; light: boolean }) {
  const { onCreateClick } = useGroupCreationGate(workspaceId);
  return (
    <Button
      component={Link}
      to={routes.groupCreate(workspaceId)}
      onClick={onCreateClick}
      leftSection={<IconFolderPlus size={18} />}
      variant={light ? 'light' : 'filled'}
    >
      Create a group
    </Button>
  );
}

/**
 * Home without projects says what to do next from what exists: no group yet -> create one;
 * a group the user may add to -> add a project to it; otherwise -> wait to be added.
 */
export function HomeEmptyState({ workspaceId }: { workspaceId: number }) {
  const abilities = useWorkspace(workspaceId)?.abilities;
  const names = useQuery(groupNamesQuery(workspaceId));
  const { groups: editable, pending } = useGroupsForProjects(workspaceId);
  if (!abilities || pending) return <Skeleton height={220} radius="md" />;

  const mayCreateGroup = abilities.createGroup;
  const [first] = editable;
  if (first) {
    return (
      <EmptyState
        icon={<IconLayoutGrid size={28} stroke={1.6} />}
        title="No projects yet"
        action={
          <Button
            component={Link}
            to={routes.projectCreate(workspaceId, first.id)}
            leftSection={<IconPlus size={18} />}
          >
            Add a project
          </Button>
        }
      >
        {editable.length === 1
          ? `Add the first project to ${first.name}: its docs, logs, links and planning live there.`
          : 'Add the first project to one of your groups: its docs, logs, links and planning live there.'}
      </EmptyState>
    );
  }
  if ((names.data ?? []).length === 0 && mayCreateGroup) {
    return (
      <EmptyState
        icon={<IconFolderPlus size={28} stroke={1.6} />}
        title="Start with a group"
        action={<CreateGroupButton workspaceId={workspaceId} light={false} />}
      >
        Projects live in groups. Create a group for a team or a topic, then add its first project.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<IconLayoutGrid size={28} stroke={1.6} />}
      title="No projects yet"
      action={mayCreateGroup ? <CreateGroupButton workspaceId={workspaceId} light /> : undefined}
    >
      {mayCreateGroup ? `${NOT_ADDED_YET} You can also start a group of your own.` : NOT_ADDED_YET}
    </EmptyState>
  );
}
