import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageTitle } from './PageTitle';
import { useRouteTitle } from './route-title';
import { SignedInShell } from './shell/SignedInShell';
import type { MainSideMenuProps } from './shell/MainSideMenu';

export interface WorkspaceLayoutProps {
  menu?: MainSideMenuProps;
  actions?: ReactNode;
}

/** Workspace-wide pages (Home, group and project lists, search results): menu, bar, page. */
export function WorkspaceLayout({ menu, actions }: WorkspaceLayoutProps) {
  const title = useRouteTitle();
  return (
    <SignedInShell menu={menu} title={<PageTitle title={title} />} actions={actions}>
      <Container size="xl" py="xl">
        <Outlet />
      </Container>
    </SignedInShell>
  );
}
