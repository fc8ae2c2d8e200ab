import { AppShell, Anchor, Box, Group, ScrollArea, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useAppConfig } from '../../../features/app-config/queries';
import { InboxButton } from '../../../features/inbox/components/InboxButton';
import { WorkspaceMenuHeader } from '../../../features/workspaces/menu/WorkspaceMenuHeader';
import { WorkspaceMenuNav } from '../../../features/workspaces/menu/WorkspaceMenuNav';
import { Logo } from '../../../ui/Logo';
import { parseWorkspaceId } from '../../workspace-guards';
import classes from './SignedInShell.module.css';

export interface MainSideMenuProps {
  /** Replaces the workspace header (logo, name, user menu, inbox). */
  header?: ReactNode;
  /** Replaces the navigation (search, Home, Settings & Members, the groups). */
  nav?: ReactNode;
}

/**
 * The main side menu (SPEC.md section 2): the workspace header with the inbox's bell, its
 * navigation and the version label. Under /workspace/{wsid} it shows that workspace's;
 * elsewhere, the product logo.
 */
export function MainSideMenu({ header, nav }: MainSideMenuProps) {
  const config = useAppConfig();
  const workspaceId = parseWorkspaceId(useParams().wsid);
  const productLogo = (
    <Anchor component={Link} to={routes.home()} underline="never" aria-label="Hangar home">
      <Logo size={28} />
    </Anchor>
  );
  const workspaceHeader = workspaceId ? (
    <>
      <Box flex={1} miw={0}>
        <WorkspaceMenuHeader workspaceId={workspaceId} />
      </Box>
      <InboxButton workspaceId={workspaceId} />
    </>
  ) : null;
  return (
    <>
      <AppShell.Section className={classes.menuHeader}>
        {header ?? workspaceHeader ?? productLogo}
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="sm" py="sm">
        {nav ?? (workspaceId ? <WorkspaceMenuNav workspaceId={workspaceId} /> : null)}
      </AppShell.Section>
      <AppShell.Section className={classes.menuFooter}>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {config?.product_name ?? 'Hangar'}
          </Text>
          {config ? (
            <Text size="xs" c="dimmed" data-testid="app-version">
              Version {config.version}
            </Text>
          ) : null}
        </Group>
      </AppShell.Section>
    </>
  );
}
