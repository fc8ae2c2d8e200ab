import { AppShell, Anchor, Group, ScrollArea, Text } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../../../features/app-config/queries';
import { Logo } from '../../../ui/Logo';
import classes from './SignedInShell.module.css';

export interface MainSideMenuProps {
  /** The workspace header (logo, name, user menu); the product logo until workspaces exist. */
  header?: ReactNode;
  /** Search, Home, Settings & Members and the groups tree. */
  nav?: ReactNode;
}

/** The frame of the main side menu (SPEC.md section 2): header, navigation, version label. */
export function MainSideMenu({ header, nav }: MainSideMenuProps) {
  const config = useAppConfig();
  return (
    <>
      <AppShell.Section className={classes.menuHeader}>
        {header ?? (
          <Anchor component={Link} to={routes.home()} underline="never" aria-label="Hangar home">
            <Logo size={28} />
          </Anchor>
        )}
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="sm" py="xs">
        {nav}
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
