import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageTitle } from './PageTitle';
import { useRouteTitle } from './route-title';
import { SignedInShell } from './shell/SignedInShell';
import type { MainSideMenuProps } from './shell/MainSideMenu';

export interface GroupLayoutProps {
  menu?: MainSideMenuProps;
  /** The page's actions in the top action bar (Add people, Settings, ...). */
  actions?: ReactNode;
}

/**
 * Group pages: the main side menu and the top action bar. Its routes require sign-in, a
 * workspace and the billing checks (route guards, added with accounts and billing).
 */
export function GroupLayout({ menu, actions }: GroupLayoutProps) {
  const title = useRouteTitle();
  return (
    <SignedInShell menu={menu} title={<PageTitle title={title} />} actions={actions}>
      <Container size="lg" py="xl">
        <Outlet />
      </Container>
    </SignedInShell>
  );
}
