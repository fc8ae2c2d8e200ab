import { Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { WorkspaceLogo } from '../components/WorkspaceLogo';
import { useWorkspace } from '../queries';
import { UserMenu } from './UserMenu';
import classes from './WorkspaceMenu.module.css';

/** The main side menu's header: the workspace's logo and name; a click opens the user menu. */
export function WorkspaceMenuHeader({ workspaceId }: { workspaceId: number }) {
  const workspace = useWorkspace(workspaceId);
  if (!workspace) return <Skeleton height={36} radius="md" />;
  return (
    <UserMenu
      workspace={workspace}
      target={
        <UnstyledButton className={classes.workspaceButton} aria-label="Open the user menu">
          <WorkspaceLogo workspace={workspace} size={34} />
          <Text fw={700} truncate className={classes.workspaceName} data-testid="workspace-name">
            {workspace.name}
          </Text>
          <IconSelector size={18} stroke={1.6} color="var(--mantine-color-gray-6)" />
        </UnstyledButton>
      }
    />
  );
}
