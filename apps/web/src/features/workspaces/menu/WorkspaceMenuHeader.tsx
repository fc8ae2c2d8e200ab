import { Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
        // Named by its visible text first, so that speech input ("click Acme") finds it.
        <UnstyledButton className={classes.workspaceButton}>
          <WorkspaceLogo workspace={workspace} size={34} aria-hidden />
          <Text fw={700} truncate className={classes.workspaceName} data-testid="workspace-name">
            {workspace.name}
          </Text>
          <VisuallyHidden>, open the user menu</VisuallyHidden>
          <IconSelector size={18} stroke={1.6} color="var(--mantine-color-gray-6)" />
        </UnstyledButton>
      }
    />
  );
}
